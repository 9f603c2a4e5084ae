import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '@cellar/shared/api/client';
import type { Lang } from '@cellar/shared/i18n/lang';
import { fakeApi, renderScreen } from '../../../testing/render.tsx';
import { priceDraftKeys } from './price-draft.ts';
import { PriceGrid } from './price-grid.tsx';

const tranche = (min: number, max: number, price: number, priceType = 'PACKAGE') => ({ min, max, priceType, price });

const carrier = {
  id: 7,
  name: 'Colissimo',
  phone: null,
  email: null,
  type: 'BASIC',
  boxes: [{ id: 3, global: false, name: 'Carton 6 bouteilles' }],
  percentageToApply: 0,
  fixToApply: 0,
  freeShippingFrom: null,
  unit: 'BOTTLE',
  deliveryType: 'DELIVERY',
  serviceCode: null,
  products: [],
  valid: true,
  rules: [],
  prices: [
    {
      country: 'FRA',
      grids: [
        { department: null, tranches: [tranche(1, 3, 9.9), tranche(4, 6, 15)] },
        { department: '2A', tranches: [tranche(1, 3, 14.9)] },
      ],
    },
  ],
  flatRates: [],
  destinations: ['FRA', 'FRA-2A'],
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
};
const noPrices = { ...carrier, prices: [], destinations: [] };

const countries = [
  { id: 56, alphaTwo: 'BE', alphaThree: 'BEL', numeric: '056', name: 'Belgium' },
  { id: 250, alphaTwo: 'FR', alphaThree: 'FRA', numeric: '250', name: 'France' },
];

function renderGrid(shown: object = carrier, handlers: Parameters<typeof fakeApi>[0] = {}, lang: Lang = 'en_US') {
  const api = fakeApi({
    countries: () => ({ countries }),
    adminCountryStates: ({ params }) => ({
      states:
        params?.id === 250
          ? [
              { code: '2A', name: 'Corse-du-Sud' },
              { code: '2B', name: 'Haute-Corse' },
            ]
          : [],
    }),
    adminCarrierPricesUpdate: () => carrier,
    ...handlers,
  });
  renderScreen(<PriceGrid carrier={shown as never} />, { api: api.client, lang });
  return api;
}

const bodyOf = (call: ReturnType<typeof fakeApi>['call'], name: string) =>
  (call.mock.calls.find(([n]) => n === name)![1] as { body: unknown }).body;

/** Waits until the select offers `value` (its list loads after the screen). */
async function waitForOption(testId: string, value: string) {
  await waitFor(() => expect(screen.getByTestId(testId).querySelector(`option[value="${value}"]`)).not.toBeNull());
}

/** Types in an input (replacing what it holds) and leaves it. */
async function typeIn(testId: string, text: string) {
  const input = screen.getByTestId(testId);
  await userEvent.clear(input);
  if (text !== '') await userEvent.type(input, text);
  fireEvent.blur(input);
}

beforeEach(() => localStorage.clear());

describe('the price grid of a carrier', () => {
  it('shows the tranches as rows and each destination as a column, its prices in the screen’s language', async () => {
    renderGrid(carrier, {}, 'fr_FR');
    expect(await screen.findByText('Corse-du-Sud', { exact: false })).toBeInTheDocument();
    expect(screen.getByTestId('grid-column-FRA')).toHaveTextContent('France');
    expect(screen.getByTestId('tranche-min-0')).toHaveValue('1');
    expect(screen.getByTestId('tranche-max-1')).toHaveValue('6');
    expect(screen.getByTestId('price-0-FRA')).toHaveValue('9,90');
    expect(screen.getByTestId('price-1-FRA')).toHaveValue('15');
    expect(screen.getByTestId('price-0-FRA-2A')).toHaveValue('14,90');
    // Corsica has no 4–6 tranche: an empty cell.
    expect(screen.getByTestId('price-1-FRA-2A')).toHaveValue('');
  });

  it('builds a grid for France with comma decimals and sends numbers', async () => {
    const { call } = renderGrid(noPrices);
    await waitForOption('destination-country', 'FRA');
    await userEvent.selectOptions(screen.getByTestId('destination-country'), 'FRA');
    await waitFor(() => expect(screen.getByTestId('destination-department')).toBeInTheDocument());
    await userEvent.click(screen.getByTestId('destination-add'));
    await typeIn('tranche-min-0', '1');
    await typeIn('tranche-max-0', '3');
    await typeIn('price-0-FRA', '10');
    await userEvent.click(screen.getByTestId('tranche-add'));
    await typeIn('tranche-min-1', '4');
    await typeIn('tranche-max-1', '6');
    await typeIn('price-1-FRA', '15,5');
    await userEvent.selectOptions(screen.getByTestId('tranche-type-1'), 'UNIT');
    await userEvent.click(screen.getByTestId('prices-save'));
    await waitFor(() => expect(call).toHaveBeenCalledWith('adminCarrierPricesUpdate', expect.anything()));
    expect(bodyOf(call, 'adminCarrierPricesUpdate')).toEqual({
      grids: [{ country: 'FRA', tranches: [tranche(1, 3, 10), tranche(4, 6, 15.5, 'UNIT')] }],
    });
    expect(await screen.findByText('Prices saved')).toBeInTheDocument();
  });

  it('shows each tranche rule’s message on its field and sends nothing', async () => {
    const { call } = renderGrid();
    await screen.findByTestId('price-0-FRA');
    await typeIn('tranche-min-0', '5');
    expect(await screen.findByText('Min cannot be greater than max')).toBeInTheDocument();
    await typeIn('tranche-min-0', '');
    expect(await screen.findByText('Min and Max cannot be empty')).toBeInTheDocument();
    await typeIn('tranche-min-0', '-1');
    expect(await screen.findByText('Minimum price and minimum bottle cannot be inferior to 0')).toBeInTheDocument();
    await typeIn('tranche-min-0', '1');
    await typeIn('tranche-max-1', '-6');
    expect(await screen.findByText('Maximum bottle cannot be inferior to 0')).toBeInTheDocument();
    await typeIn('tranche-max-1', '6');
    await typeIn('price-1-FRA', 'ten');
    expect(await screen.findByText('Invalid price')).toBeInTheDocument();
    await typeIn('price-1-FRA', '-15');
    expect(await screen.findByText('Minimum price and minimum bottle cannot be inferior to 0')).toBeInTheDocument();
    await typeIn('price-1-FRA', '15');
    // 2–6 overlaps 1–3.
    await typeIn('tranche-min-1', '2');
    await userEvent.click(screen.getByTestId('prices-save'));
    expect(await screen.findByText('Tranches cannot overlap')).toBeInTheDocument();
    expect(call).not.toHaveBeenCalledWith('adminCarrierPricesUpdate', expect.anything());
  });

  it('asks for a price on a tranche priced nowhere', async () => {
    const { call } = renderGrid();
    await screen.findByTestId('price-0-FRA');
    await userEvent.click(screen.getByTestId('tranche-add'));
    await typeIn('tranche-min-2', '7');
    await typeIn('tranche-max-2', '12');
    await userEvent.click(screen.getByTestId('prices-save'));
    expect(within(screen.getByTestId('tranche-2')).getByText('Invalid price')).toBeInTheDocument();
    expect(call).not.toHaveBeenCalledWith('adminCarrierPricesUpdate', expect.anything());
  });

  it('sends a destination taken off the grid without tranches, and shows the server’s messages on their cells', async () => {
    const { call } = renderGrid(carrier, {
      adminCarrierPricesUpdate: () => {
        throw new ApiError(400, 'Invalid data', { 'grids.0.tranches.1.price': ['Invalid price'] });
      },
    });
    await screen.findByTestId('price-0-FRA');
    await userEvent.click(screen.getByTestId('grid-remove-FRA-2A'));
    expect(screen.queryByTestId('grid-column-FRA-2A')).not.toBeInTheDocument();
    await userEvent.click(screen.getByTestId('prices-save'));
    await waitFor(() => expect(call).toHaveBeenCalledWith('adminCarrierPricesUpdate', expect.anything()));
    expect(bodyOf(call, 'adminCarrierPricesUpdate')).toEqual({
      grids: [
        { country: 'FRA', tranches: [tranche(1, 3, 9.9), tranche(4, 6, 15)] },
        { country: 'FRA', department: '2A', tranches: [] },
      ],
    });
    expect(await within(screen.getByTestId('tranche-1')).findByText('Invalid price')).toBeInTheDocument();
  });

  it('keeps the unsaved grid in local storage, restores it, and forgets it once saved', async () => {
    renderGrid();
    await screen.findByTestId('price-0-FRA');
    await typeIn('price-0-FRA', '11,5');
    await waitFor(() => expect(localStorage.getItem(priceDraftKeys.carrierId)).toBe('7'));
    expect(JSON.parse(localStorage.getItem(priceDraftKeys.prices)!)).toMatchObject({ r1: { FRA: '11,5' } });
    expect(JSON.parse(localStorage.getItem(priceDraftKeys.states)!)).toEqual({
      destinations: ['FRA', 'FRA-2A'],
      removed: [],
    });
    expect(JSON.parse(localStorage.getItem(priceDraftKeys.tranches)!).unit).toBe('BOTTLE');

    // Another visit of the screen finds it again.
    document.body.innerHTML = '';
    const { call } = renderGrid();
    expect(await screen.findByTestId('draft-restored')).toBeInTheDocument();
    expect(screen.getByTestId('price-0-FRA')).toHaveValue('11,5');
    await userEvent.click(screen.getByTestId('prices-save'));
    await waitFor(() => expect(call).toHaveBeenCalledWith('adminCarrierPricesUpdate', expect.anything()));
    expect(bodyOf(call, 'adminCarrierPricesUpdate')).toMatchObject({
      grids: [
        { country: 'FRA', tranches: [tranche(1, 3, 11.5), tranche(4, 6, 15)] },
        { country: 'FRA', department: '2A' },
      ],
    });
    await waitFor(() => expect(localStorage.getItem(priceDraftKeys.carrierId)).toBeNull());
    expect(localStorage.getItem(priceDraftKeys.prices)).toBeNull();
  });

  it('adds a French department as a column, and refuses a destination already there', async () => {
    renderGrid();
    await waitForOption('destination-country', 'FRA');
    await userEvent.selectOptions(screen.getByTestId('destination-country'), 'FRA');
    await waitFor(() =>
      expect(
        within(screen.getByTestId('destination-department')).getByRole('option', { name: '2B Haute-Corse' }),
      ).toBeInTheDocument(),
    );
    await userEvent.selectOptions(screen.getByTestId('destination-department'), '2B');
    await userEvent.click(screen.getByTestId('destination-add'));
    expect(await screen.findByTestId('grid-column-FRA-2B')).toHaveTextContent('2B Haute-Corse');
    await userEvent.selectOptions(screen.getByTestId('destination-department'), '2A');
    await userEvent.click(screen.getByTestId('destination-add'));
    expect(screen.getByTestId('destination-error')).toHaveTextContent('This destination is already in the list');
  });

  it('deletes the prices of a country after a confirmation', async () => {
    const { call } = renderGrid(carrier, { adminCarrierPricesDelete: () => noPrices });
    await screen.findByTestId('price-0-FRA');
    await userEvent.click(screen.getByTestId('delete-country-FRA'));
    await userEvent.click(await screen.findByTestId('confirm-ok'));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith('adminCarrierPricesDelete', { params: { idCarrier: 7, idCountry: 'FRA' } }),
    );
    await waitFor(() => expect(screen.queryByTestId('grid-column-FRA')).not.toBeInTheDocument());
    expect(screen.queryByTestId('grid-column-FRA-2A')).not.toBeInTheDocument();
  });
});
