import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderScreen } from '../../../testing/render.tsx';
import { CarrierListRoute } from './carrier-list-route.tsx';

const row = (id: number, name: string, type: string, valid: boolean, destinations: string[] = []) => ({
  id,
  name,
  type,
  deliveryType: 'DELIVERY',
  unit: 'BOTTLE',
  percentageToApply: 0,
  fixToApply: 0,
  freeShippingFrom: null,
  valid,
  createdAt: '2025-01-01T00:00:00.000Z',
  boxes: type === 'FLAT_RATE' ? 0 : 2,
  rules: 0,
  destinations,
});

const box = (id: number, name: string, boxType = 'SITE') => ({
  id,
  name,
  boxType,
  type: boxType === 'GLOBAL' ? 'VIGNOBLE_EXPORT' : null,
  mainType: 'BOTTLE',
  bottleBoxCapacity: 6,
  bottleCapacity: 75,
  weightBoxCapacity: null,
  width: 27,
  height: 37,
  depth: 19,
  boxWeight: 1,
  quantity: 10,
});

/** The checkbox named by a test id (Mantine puts it on the input). */
const checkbox = (element: HTMLElement): HTMLElement =>
  element.matches('input') ? element : within(element).getByRole('checkbox');

function renderList(path: string, handlers: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({
    adminCarriers: () => ({
      carriers: [
        row(1, 'Colissimo', 'BASIC', true, ['FRA', 'FRA-2A']),
        row(2, 'Forfait Europe', 'FLAT_RATE', false, ['BEL']),
      ],
      total: 2,
    }),
    adminBoxes: () => ({
      boxes: [box(11, 'Carton 6 bouteilles'), box(12, 'Vignoble Export 6 bouteilles', 'GLOBAL')],
      total: 2,
    }),
    adminProducts: () => ({ products: [{ id: 5, name: 'Cuvée des Lilas' }], total: 1 }),
    ...handlers,
  });
  renderScreen(<CarrierListRoute />, { api: api.client, path, pattern: '/carrier' });
  return api;
}

describe('my carriers', () => {
  it('lists the carriers with their type and destinations, each opening its screen', async () => {
    renderList('/carrier');
    const colissimo = (await screen.findByText('Colissimo')).closest('tr')!;
    expect(within(colissimo).getByText('By tranches')).toBeInTheDocument();
    expect(within(colissimo).getByText('FRA-2A')).toBeInTheDocument();
    expect(screen.getByTestId('edit-1')).toHaveAttribute('href', '/en_US/carrier/1');
    const flat = screen.getByText('Forfait Europe').closest('tr')!;
    expect(within(flat).getByText('Flat rate')).toBeInTheDocument();
  });

  it('switches a carrier valid or invalid through PUT /admin/carrier/state/{id}', async () => {
    const { call } = renderList('/carrier', {
      adminCarrierState: ({ body }) => ({ id: 2, valid: (body as { valid: boolean }).valid }),
    });
    const toggle = await screen.findByTestId('valid-2');
    expect(toggle).not.toBeChecked();
    expect(screen.getByTestId('valid-1')).toBeChecked();
    await userEvent.click(toggle);
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith('adminCarrierState', { params: { id: 2 }, body: { valid: true } }),
    );
    expect(await screen.findByText('Enabled')).toBeInTheDocument();
  });

  it('asks for the type before adding, and opens the form of that type', async () => {
    renderList('/carrier');
    await userEvent.click(await screen.findByTestId('carrier-add'));
    expect(await screen.findByTestId('carrier-add-BASIC')).toHaveAttribute('href', '/en_US/carrier?add=BASIC');
    expect(screen.getByTestId('carrier-add-FLAT_RATE')).toHaveAttribute('href', '/en_US/carrier?add=FLAT_RATE');
  });

  it('adds a BASIC carrier: the rules’ messages first, then the carrier with its box, opened on its screen', async () => {
    const created = { id: 9, name: 'Chronopost' };
    const { call } = renderList('/carrier?add=BASIC', { adminCarrierCreate: () => created });
    const dialog = await screen.findByTestId('carrier-form');
    expect(within(dialog).getByTestId('carrier-type')).toHaveValue('BASIC');
    expect(within(dialog).getByTestId('carrier-type')).toBeDisabled();
    await userEvent.type(within(dialog).getByTestId('carrier-phone'), '01-23');
    await userEvent.type(within(dialog).getByTestId('carrier-percentageToApply'), '120');
    await userEvent.click(within(dialog).getByTestId('carrier-submit'));
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Invalid phone format')).toBeInTheDocument();
    expect(within(dialog).getByText('The percentage must be between -100% and 100%')).toBeInTheDocument();
    expect(within(dialog).getByText('You must set at least one box')).toBeInTheDocument();
    expect(call).not.toHaveBeenCalledWith('adminCarrierCreate', expect.anything());

    await userEvent.type(within(dialog).getByTestId('carrier-name'), 'Chronopost');
    await userEvent.clear(within(dialog).getByTestId('carrier-phone'));
    await userEvent.type(within(dialog).getByTestId('carrier-phone'), '+33 1 23 45 67 89');
    await userEvent.clear(within(dialog).getByTestId('carrier-percentageToApply'));
    await userEvent.type(within(dialog).getByTestId('carrier-percentageToApply'), '10,5');
    await userEvent.click(checkbox(within(dialog).getByTestId('carrier-box-11')));
    await userEvent.click(within(dialog).getByTestId('carrier-submit'));
    await waitFor(() => expect(call).toHaveBeenCalledWith('adminCarrierCreate', expect.anything()));
    const body = (call.mock.calls.find(([name]) => name === 'adminCarrierCreate')![1] as { body: unknown }).body;
    expect(body).toEqual({
      name: 'Chronopost',
      phone: '+33 1 23 45 67 89',
      type: 'BASIC',
      boxes: [11],
      percentageToApply: 10.5,
      unit: 'BOTTLE',
      deliveryType: 'DELIVERY',
      products: [],
    });
    expect(await screen.findByTestId('location')).toHaveTextContent('/en_US/carrier/9');
  });

  it('shows the server’s message on its field', async () => {
    const { ApiError } = await import('@cellar/shared/api/client');
    renderList('/carrier?add=BASIC', {
      adminCarrierCreate: () => {
        throw new ApiError(400, 'Invalid data', { 'boxes.0': ['Unknown box'] });
      },
    });
    const dialog = await screen.findByTestId('carrier-form');
    await userEvent.type(within(dialog).getByTestId('carrier-name'), 'Chronopost');
    await userEvent.click(checkbox(await within(dialog).findByTestId('carrier-box-12')));
    await userEvent.click(within(dialog).getByTestId('carrier-submit'));
    expect(await within(within(dialog).getByTestId('carrier-boxes')).findByText('Unknown box')).toBeInTheDocument();
  });
});
