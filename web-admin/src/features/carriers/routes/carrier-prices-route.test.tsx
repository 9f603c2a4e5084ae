import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '@cellar/shared/api/client';
import { fakeApi, renderScreen } from '../../../testing/render.tsx';
import { priceDraftKeys } from '../components/price-draft.ts';
import { CarrierPricesEditRoute, CarrierPricesRoute } from './carrier-prices-route.tsx';

const carrier = {
  id: 7,
  name: 'Colissimo',
  phone: null,
  email: null,
  type: 'BASIC',
  boxes: [{ id: 11, global: false, name: 'Carton 6 bouteilles' }],
  percentageToApply: 0,
  fixToApply: 0,
  freeShippingFrom: null,
  unit: 'BOTTLE',
  deliveryType: 'DELIVERY',
  serviceCode: null,
  products: [],
  valid: true,
  rules: [],
  prices: [],
  flatRates: [] as Array<{ country: string; price: number }>,
  destinations: [] as string[],
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
};
const flat = {
  ...carrier,
  id: 8,
  name: 'Forfait Europe',
  type: 'FLAT_RATE',
  boxes: [],
  flatRates: [{ country: 'BEL', price: 15 }],
  destinations: ['BEL'],
};
const row = (c: { boxes: unknown[] }) => ({ ...c, boxes: c.boxes.length, rules: 0 });

const csv = (text: string) => new File([text], 'tarifs.csv', { type: 'text/csv' });

function renderPrices(path: string, role: 'ADMIN' | 'SUPER_ADMIN', handlers: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({
    me: () => ({ id: 1, email: 'a@b.fr', firstname: 'A', lastname: 'B', role }),
    adminCarrier: ({ params }) => (params?.id === 8 ? flat : carrier),
    adminCarriers: () => ({ carriers: [row(carrier), row(flat)], total: 2 }),
    countries: () => ({
      countries: [
        { id: 56, alphaTwo: 'BE', alphaThree: 'BEL', numeric: '056', name: 'Belgium' },
        { id: 250, alphaTwo: 'FR', alphaThree: 'FRA', numeric: '250', name: 'France' },
      ],
    }),
    adminCountryStates: () => ({ states: [] }),
    adminFlatRates: () => ({ flatRates: [{ idCarrier: 8, carrierName: 'Forfait Europe', country: 'BEL', price: 15 }] }),
    ...handlers,
  });
  const ui = path === '/carrier/prices' ? <CarrierPricesRoute /> : <CarrierPricesEditRoute />;
  renderScreen(ui, {
    api: api.client,
    path,
    pattern: path === '/carrier/prices' ? '/carrier/prices' : '/carrier/prices/:id',
  });
  return api;
}

beforeEach(() => localStorage.clear());

describe('the prices of a carrier', () => {
  it('offers the import by file to a super-admin only', async () => {
    renderPrices('/carrier/prices/7', 'ADMIN');
    expect(await screen.findByTestId('price-grid')).toBeInTheDocument();
    // The carrier list and the current user have loaded: still no choice for an administrator.
    await waitFor(() =>
      expect(
        within(screen.getByTestId('prices-carrier')).getByRole('option', { name: 'Forfait Europe' }),
      ).toBeInTheDocument(),
    );
    expect(screen.queryByTestId('prices-mode')).not.toBeInTheDocument();
  });

  it('lets the super-admin read a price file, see its rows, then save them', async () => {
    const parsed = {
      filename: 'abc.json',
      rows: [
        { line: 2, country: 'FRA', department: null, min: 1, max: 3, priceType: 'PACKAGE', price: 9.9 },
        { line: 3, country: 'FRA', department: '2A', min: 1, max: 3, priceType: 'PACKAGE', price: 14.9 },
      ],
      countries: ['FRA'],
      grids: 2,
    };
    const { call } = renderPrices('/carrier/prices/7', 'SUPER_ADMIN', {
      adminCarrierPricesParse: () => parsed,
      adminCarrierPricesInsert: () => ({ ...carrier, destinations: ['FRA', 'FRA-2A'] }),
    });
    await userEvent.click(await screen.findByText('By file'));
    const file = csv('country;department;min;max;priceType;price\nFRA;;1;3;PACKAGE;9,90\nFRA;2A;1;3;PACKAGE;14,90\n');
    await userEvent.upload(await screen.findByTestId('price-file-input'), file);
    expect(screen.getByTestId('price-file-name')).toHaveTextContent('tarifs.csv');
    await userEvent.click(screen.getByTestId('price-file-parse'));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith('adminCarrierPricesParse', { params: { id: 7 }, body: { file } }),
    );
    const preview = await screen.findByTestId('price-file-preview');
    expect(within(preview).getByTestId('price-file-summary')).toHaveTextContent('2 rows read, 2 grids');
    expect(within(within(preview).getByTestId('price-file-row-3')).getByText('2A')).toBeInTheDocument();
    expect(within(within(preview).getByTestId('price-file-row-3')).getByText('€14.90')).toBeInTheDocument();
    expect(call).not.toHaveBeenCalledWith('adminCarrierPricesInsert', expect.anything());
    await userEvent.click(within(preview).getByTestId('price-file-insert'));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith('adminCarrierPricesInsert', {
        params: { id: 7 },
        body: { filename: 'abc.json' },
      }),
    );
    expect(await screen.findByText('Prices of the file saved')).toBeInTheDocument();
    // Back on the grid.
    expect(await screen.findByTestId('price-grid')).toBeInTheDocument();
  });

  it('shows the errors of a refused file line by line', async () => {
    renderPrices('/carrier/prices/7?mode=file', 'SUPER_ADMIN', {
      adminCarrierPricesParse: () => {
        throw new ApiError(400, 'The price file has errors: each is given with its line', {
          'lines.4.price': ['Invalid price'],
          'lines.3.min': ['Min cannot be greater than max'],
          'lines.4.department': ['Invalid department'],
        });
      },
    });
    await userEvent.upload(
      await screen.findByTestId('price-file-input'),
      csv('country;department;min;max;priceType;price\n'),
    );
    await userEvent.click(screen.getByTestId('price-file-parse'));
    const errors = await screen.findByTestId('price-file-errors');
    expect(errors).toHaveTextContent('The price file has errors: each is given with its line');
    expect(within(errors).getByTestId('price-file-error-3-min')).toHaveTextContent(
      '3minMin cannot be greater than max',
    );
    expect(within(errors).getByTestId('price-file-error-4-department')).toHaveTextContent('Invalid department');
    const lines = within(errors)
      .getAllByRole('row')
      .slice(1)
      .map((r) => r.getAttribute('data-testid'));
    expect(lines).toEqual(['price-file-error-3-min', 'price-file-error-4-department', 'price-file-error-4-price']);
    expect(screen.queryByTestId('price-file-preview')).not.toBeInTheDocument();
  });

  it('edits the flat rates of a FLAT_RATE carrier (comma decimals sent as numbers)', async () => {
    const { call } = renderPrices('/carrier/prices/8', 'ADMIN', {
      adminCarrierPricesUpdate: () => ({
        ...flat,
        flatRates: [
          { country: 'BEL', price: 16.5 },
          { country: 'FRA', price: 9 },
        ],
      }),
    });
    const price = await screen.findByTestId('flat-rate-price-BEL');
    expect(price).toHaveValue('15');
    await userEvent.clear(price);
    await userEvent.type(price, '16,5');
    await waitFor(() =>
      expect(screen.getByTestId('flat-rate-country').querySelector('option[value="FRA"]')).not.toBeNull(),
    );
    await userEvent.selectOptions(screen.getByTestId('flat-rate-country'), 'FRA');
    await userEvent.click(screen.getByTestId('flat-rate-add'));
    await userEvent.click(screen.getByTestId('flat-rates-save'));
    expect(await screen.findByText('Invalid price')).toBeInTheDocument();
    await userEvent.type(screen.getByTestId('flat-rate-price-FRA'), '9');
    await userEvent.click(screen.getByTestId('flat-rates-save'));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith('adminCarrierPricesUpdate', {
        params: { id: 8 },
        body: {
          flatRates: [
            { country: 'BEL', price: 16.5 },
            { country: 'FRA', price: 9 },
          ],
        },
      }),
    );
  });

  it('lists the priced carriers and the flat rates, and leads back to an unsaved grid', async () => {
    localStorage.setItem(priceDraftKeys.carrierId, '7');
    renderPrices('/carrier/prices', 'ADMIN');
    expect(await screen.findByTestId('draft-kept')).toHaveTextContent(
      'Unsaved prices of Colissimo are kept in this browser.',
    );
    expect(screen.getByTestId('open-prices-8')).toHaveAttribute('href', '/en_US/carrier/prices/8');
    const rate = await screen.findByTestId('flat-rate-row-8-BEL');
    expect(rate).toHaveTextContent('Belgium');
    expect(rate).toHaveTextContent('€15.00');
  });
});
