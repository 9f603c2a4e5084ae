import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@cellar/shared/api/client';
import { fakeApi, renderScreen } from '../../../testing/render.tsx';
import { CarrierRoute } from './carrier-route.tsx';

const magnums = { id: 4, idCarrier: 7, name: 'Magnums', from: 150, to: 150, details: [{ nbBottle: 1, represent: 2 }] };
const carrier = {
  id: 7,
  name: 'Colissimo',
  phone: '36 31',
  email: 'entreprise@laposte.fr',
  type: 'BASIC',
  boxes: [{ id: 11, global: false, name: 'Carton 6 bouteilles' }],
  percentageToApply: 0,
  fixToApply: 0,
  freeShippingFrom: 24,
  unit: 'BOTTLE',
  deliveryType: 'DELIVERY',
  serviceCode: null,
  products: [],
  valid: true,
  rules: [magnums],
  prices: [],
  flatRates: [],
  destinations: [],
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
};

function renderCarrier(handlers: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({
    adminCarrier: () => carrier,
    adminCarrierProducts: () => ({
      restricted: false,
      products: [{ id: 5, name: 'Cuvée des Lilas', productType: 'WINE', valid: true }],
    }),
    adminBoxes: () => ({ boxes: [], total: 0 }),
    adminProducts: () => ({ products: [], total: 0 }),
    ...handlers,
  });
  renderScreen(<CarrierRoute />, { api: api.client, path: '/carrier/7', pattern: '/carrier/:id' });
  return api;
}

/** Types in an input of the dialog (replacing what it holds) and leaves it. */
async function typeIn(dialog: HTMLElement, testId: string, text: string) {
  const input = within(dialog).getByTestId(testId);
  await userEvent.clear(input);
  if (text !== '') await userEvent.type(input, text);
  fireEvent.blur(input);
}

describe('a carrier’s screen', () => {
  it('shows the carrier’s form, its rules and the products it ships', async () => {
    renderCarrier();
    expect(await screen.findByTestId('carrier-name')).toHaveValue('Colissimo');
    expect(screen.getByTestId('carrier-freeShippingFrom')).toHaveValue('24');
    expect(within(screen.getByTestId('rule-row-4')).getByText('from 150 to 150 cl')).toBeInTheDocument();
    expect(within(screen.getByTestId('rule-row-4')).getByText('1 → 2')).toBeInTheDocument();
    expect(await screen.findByTestId('shipped-scope')).toHaveTextContent('Every shippable product');
    expect(screen.getByText('Cuvée des Lilas')).toBeInTheDocument();
    expect(screen.getByTestId('carrier-open-prices')).toHaveAttribute('href', '/en_US/carrier/prices/7');
  });

  it('shows each rule message on its field in the rule dialog, and sends nothing', async () => {
    const { call } = renderCarrier();
    await userEvent.click(await screen.findByTestId('rule-add'));
    const dialog = await screen.findByTestId('rule-modal');
    await userEvent.click(within(dialog).getByTestId('rule-submit'));
    expect(await within(dialog).findByText('Name cannot be empty')).toBeInTheDocument();
    expect(within(dialog).getByText('From must be greater than 0')).toBeInTheDocument();
    expect(within(dialog).getByText('To must be greater than 0')).toBeInTheDocument();
    expect(within(dialog).getByText('The number of bottle must be greater than 0')).toBeInTheDocument();
    expect(within(dialog).getByText('Represent must be greater than 0')).toBeInTheDocument();
    await typeIn(dialog, 'rule-from', '150');
    await typeIn(dialog, 'rule-to', '75');
    expect(await within(dialog).findByText('To must be greater than from')).toBeInTheDocument();
    await typeIn(dialog, 'rule-details.0.nbBottle', '0');
    expect(within(dialog).getByTestId('rule-details.0.nbBottle').getAttribute('aria-invalid')).toBe('true');
    expect(call).not.toHaveBeenCalledWith('adminCarrierRuleCreate', expect.anything());
  });

  it('adds a rule with its lines (comma decimals read) and shows the server’s message on its line', async () => {
    let refused = true;
    const { call } = renderCarrier({
      adminCarrierRuleCreate: () => {
        if (refused) {
          refused = false;
          throw new ApiError(400, 'Invalid data', {
            'details.1.nbBottle': ['This number of bottles already has a line'],
          });
        }
        return { ...magnums, id: 5, name: 'Jeroboams' };
      },
    });
    await userEvent.click(await screen.findByTestId('rule-add'));
    const dialog = await screen.findByTestId('rule-modal');
    await typeIn(dialog, 'rule-name', 'Jeroboams');
    await typeIn(dialog, 'rule-from', '300');
    await typeIn(dialog, 'rule-to', '300');
    await typeIn(dialog, 'rule-details.0.nbBottle', '1');
    await typeIn(dialog, 'rule-details.0.represent', '4,5');
    await userEvent.click(within(dialog).getByTestId('rule-add-line'));
    await typeIn(dialog, 'rule-details.1.nbBottle', '2');
    await typeIn(dialog, 'rule-details.1.represent', '8');
    await userEvent.click(within(dialog).getByTestId('rule-submit'));
    await waitFor(() => expect(call).toHaveBeenCalledWith('adminCarrierRuleCreate', expect.anything()));
    expect(call).toHaveBeenCalledWith('adminCarrierRuleCreate', {
      params: { id: 7 },
      body: {
        name: 'Jeroboams',
        from: 300,
        to: 300,
        details: [
          { nbBottle: 1, represent: 4.5 },
          { nbBottle: 2, represent: 8 },
        ],
      },
    });
    expect(
      await within(within(dialog).getByTestId('rule-line-1')).findByText('This number of bottles already has a line'),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByTestId('rule-submit'));
    expect(await screen.findByText('Rule added')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('rule-modal')).not.toBeInTheDocument());
  });

  it('deletes a rule after a confirmation', async () => {
    const { call } = renderCarrier({ adminCarrierRuleDelete: () => null });
    await userEvent.click(await screen.findByTestId('rule-delete-4'));
    expect(await screen.findByText('Delete “Magnums”? This cannot be undone.', { exact: false })).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('confirm-ok'));
    await waitFor(() => expect(call).toHaveBeenCalledWith('adminCarrierRuleDelete', { params: { id: 7, idRule: 4 } }));
  });
});
