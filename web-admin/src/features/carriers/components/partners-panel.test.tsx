import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderScreen } from '../../../testing/render.tsx';
import { PartnersPanel } from './partners-panel.tsx';

const exportBox = {
  id: 21,
  name: 'Vignoble Export 6 bouteilles',
  boxType: 'GLOBAL',
  type: 'VIGNOBLE_EXPORT',
  mainType: 'BOTTLE',
  bottleBoxCapacity: 6,
  bottleCapacity: 75,
  weightBoxCapacity: null,
  width: 28,
  height: 38,
  depth: 19,
  boxWeight: 1.3,
  quantity: 5,
};

function renderPanel(handlers: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({
    adminVignoblexport: () => null,
    mondialRelayPublicConfig: () => ({
      active: false,
      brand: null,
      deliveryMode: '24R',
      countries: [],
      maxResults: 10,
    }),
    adminBoxes: () => ({ boxes: [exportBox], total: 1 }),
    ...handlers,
  });
  renderScreen(<PartnersPanel />, { api: api.client });
  return api;
}

describe('the carrier partners', () => {
  it('activates Vignoble Export: its rules’ messages first, then its settings with a Vignoble Export box', async () => {
    const { call } = renderPanel({
      adminVignoblexportActivate: () => ({
        valid: true,
        name: 'Marie',
        vatNumber: 'FR12345678901',
        apiKeyMasked: '••••••••',
        percentageToApply: 0,
        boxes: [21],
        activatedAt: '',
        updatedAt: '',
      }),
    });
    expect(await screen.findByTestId('ve-status')).toHaveTextContent('Not activated');
    await userEvent.click(screen.getByTestId('ve-open'));
    const dialog = await screen.findByTestId('ve-modal');
    await userEvent.click(within(dialog).getByTestId('ve-submit'));
    expect(await within(dialog).findByText('Contact name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Vat number is required')).toBeInTheDocument();
    expect(within(dialog).getByText('API key is mandatory')).toBeInTheDocument();
    expect(within(dialog).getByText('You must set at least one box')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByTestId('ve-name'), 'Marie');
    await userEvent.type(within(dialog).getByTestId('ve-vatNumber'), 'FR12345678901');
    await userEvent.type(within(dialog).getByTestId('ve-apiKey'), 'secret-key-123');
    await userEvent.type(within(dialog).getByTestId('ve-percentageToApply'), '5,5');
    const box = within(dialog).getByTestId('ve-box-21');
    await userEvent.click(box.matches('input') ? box : within(box).getByRole('checkbox'));
    await userEvent.click(within(dialog).getByTestId('ve-submit'));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith('adminVignoblexportActivate', {
        body: {
          name: 'Marie',
          vatNumber: 'FR12345678901',
          apiKey: 'secret-key-123',
          percentageToApply: 5.5,
          boxes: [21],
        },
      }),
    );
  });

  it('asks Mondial Relay for its brand code and private key before the first activation', async () => {
    const { call } = renderPanel({
      adminMondialRelayActivate: () => ({
        active: true,
        enseigne: 'BDTEST13',
        privateKeyMasked: '••••••••',
        insuranceLevel: 2,
        collectionMode: 'REL',
        activatedAt: '',
        updatedAt: '',
      }),
    });
    await userEvent.click(await screen.findByTestId('mr-open'));
    const dialog = await screen.findByTestId('mr-modal');
    await userEvent.click(within(dialog).getByTestId('mr-submit'));
    expect(await within(dialog).findAllByText('Enseigne and private key cannot be empty')).toHaveLength(2);
    await userEvent.type(within(dialog).getByTestId('mr-enseigne'), 'BDTEST13');
    await userEvent.type(within(dialog).getByTestId('mr-privateKey'), 'PrivateK');
    await userEvent.selectOptions(within(dialog).getByTestId('mr-insuranceLevel'), '2');
    await userEvent.selectOptions(within(dialog).getByTestId('mr-collectionMode'), 'REL');
    await userEvent.click(within(dialog).getByTestId('mr-submit'));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith('adminMondialRelayActivate', {
        body: { enseigne: 'BDTEST13', privateKey: 'PrivateK', insuranceLevel: 2, collectionMode: 'REL' },
      }),
    );
  });
});
