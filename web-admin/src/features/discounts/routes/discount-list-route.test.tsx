import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@cellar/shared/api/client';
import type { DiscountView } from '@cellar/shared/checkout/discount';
import { fakeApi, renderScreen } from '../../../testing/render.tsx';
import { DiscountListRoute } from './discount-list-route.tsx';

const welcome: DiscountView = {
  id: 4,
  label: 'Welcome',
  code: 'BIENVENUE',
  type: 'EURO',
  destinationType: 'GENERAL',
  detailType: 'PRODUCTS',
  amount: 10,
  total: 50,
  used: 3,
  users: [],
  decreasingLimit: null,
  idProducts: [],
  startOn: '01/09/2026',
  endOn: '30/09/2026',
  valid: true,
  usableOnce: false,
  expired: false,
};
const harvest: DiscountView = {
  ...welcome,
  id: 5,
  label: 'Harvest',
  code: 'VENDANGES',
  endOn: '31/08/2025',
  startOn: null,
  total: null,
  used: 12,
  expired: true,
};
const sixBottles: DiscountView = {
  ...welcome,
  id: 6,
  label: 'Six bottles',
  code: null,
  type: 'PERCENT',
  destinationType: 'DECREASING',
  amount: 10,
  total: null,
  used: 0,
  decreasingLimit: 6,
  startOn: null,
  endOn: null,
};

function renderDiscounts(
  path: string,
  handlers: Parameters<typeof fakeApi>[0] = {},
  lang: 'en_US' | 'fr_FR' = 'en_US',
) {
  const api = fakeApi({
    adminDiscounts: () => ({ discounts: [welcome, harvest, sixBottles], total: 3 }),
    adminProducts: () => ({
      products: [
        { id: 11, name: 'Cuvée des Lilas' },
        { id: 12, name: 'Clos du Pin' },
      ],
      total: 2,
    }),
    ...handlers,
  });
  renderScreen(<DiscountListRoute />, { api: api.client, path, pattern: '/discount', lang });
  return api;
}

const bodyOf = (call: ReturnType<typeof fakeApi>['call'], name: string) =>
  (call.mock.calls.find(([n]) => n === name)![1] as { body: Record<string, unknown> }).body;

describe('the discounts', () => {
  it('lists the discounts with their code, amount, period and uses, and highlights those already over', async () => {
    renderDiscounts('/discount');
    const row = (await screen.findByText('Welcome')).closest('tr')!;
    expect(within(row).getByText('BIENVENUE')).toBeInTheDocument();
    expect(within(row).getByText('€10.00')).toBeInTheDocument();
    expect(within(row).getByText('01/09/2026 to 30/09/2026')).toBeInTheDocument();
    expect(within(row).getByText('3 / 50')).toBeInTheDocument();
    expect(row).not.toHaveAttribute('data-highlighted');

    const over = screen.getByText('Harvest').closest('tr')!;
    expect(over).toHaveAttribute('data-highlighted', 'true');
    expect(within(over).getByTestId('ended-5')).toHaveTextContent('Ended');
    expect(within(over).getByText('until 31/08/2025')).toBeInTheDocument();

    const automatic = screen.getByText('Six bottles').closest('tr')!;
    expect(within(automatic).getByText('Automatic')).toBeInTheDocument();
    expect(within(automatic).getByText('10%')).toBeInTheDocument();
    expect(within(automatic).getByText('Decreasing, from a number of units')).toBeInTheDocument();
  });

  it('shows the list in French', async () => {
    renderDiscounts('/discount', {}, 'fr_FR');
    const row = (await screen.findByText('Welcome')).closest('tr')!;
    expect(within(row).getByText('du 01/09/2026 au 30/09/2026')).toBeInTheDocument();
    expect(within(row).getByText(/10,00\s€/)).toBeInTheDocument();
    expect(screen.getByText('Terminée')).toBeInTheDocument();
  });

  it('filters on the destination type and switches a discount off', async () => {
    const { call } = renderDiscounts('/discount', { adminDiscountValid: () => ({ ...welcome, valid: false }) });
    await screen.findByText('Welcome');
    await userEvent.selectOptions(screen.getByTestId('filter-destinationType'), 'DECREASING');
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith(
        'adminDiscounts',
        expect.objectContaining({ query: expect.objectContaining({ destinationType: 'DECREASING' }) }),
      ),
    );
    await userEvent.click(screen.getByTestId('valid-4'));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith('adminDiscountValid', { params: { id: 4 }, body: { valid: false } }),
    );
  });

  it('shows every rule of spec 1 §5 on its field and sends nothing', async () => {
    const { call } = renderDiscounts('/discount?add=1');
    const form = await screen.findByTestId('discount-form');
    await userEvent.click(within(form).getByTestId('discount-submit'));
    expect(await within(form).findByText('Label cannot be empty')).toBeInTheDocument();
    expect(within(form).getByText('You must choose a type')).toBeInTheDocument();
    expect(within(form).getByText('You must choose a destination type')).toBeInTheDocument();
    expect(within(form).getByText('You must choose on what the discount will be applied')).toBeInTheDocument();
    expect(within(form).getByText('Discount must be positive')).toBeInTheDocument();

    await userEvent.selectOptions(within(form).getByTestId('discount-destinationType'), 'GENERAL');
    await userEvent.selectOptions(within(form).getByTestId('discount-type'), 'PERCENT');
    await userEvent.type(within(form).getByTestId('discount-amount'), '120');
    await userEvent.type(within(form).getByTestId('discount-total'), '-1');
    await userEvent.type(within(form).getByTestId('discount-startOn'), '10/09/2026');
    await userEvent.type(within(form).getByTestId('discount-endOn'), '01/09/2026');
    await userEvent.click(within(form).getByTestId('discount-submit'));
    expect(await within(form).findByText('Code cannot be empty')).toBeInTheDocument();
    expect(within(form).getByText('Discount cannot be more than 100%')).toBeInTheDocument();
    expect(within(form).getByText('Total must be positive')).toBeInTheDocument();
    expect(within(form).getByText('End on cannot be before start on')).toBeInTheDocument();

    await userEvent.selectOptions(within(form).getByTestId('discount-destinationType'), 'SPECIFIC');
    await userEvent.click(within(form).getByTestId('discount-submit'));
    expect(await within(form).findByText('You must add at least one user')).toBeInTheDocument();
    await userEvent.selectOptions(within(form).getByTestId('discount-destinationType'), 'DECREASING');
    await userEvent.type(within(form).getByTestId('discount-decreasingLimit'), '0');
    await userEvent.click(within(form).getByTestId('discount-submit'));
    expect(await within(form).findByText('The number of unit must be greater than 0')).toBeInTheDocument();
    await userEvent.selectOptions(within(form).getByTestId('discount-destinationType'), 'PRODUCT');
    await userEvent.click(within(form).getByTestId('discount-submit'));
    expect(await within(form).findByText('You must add at least one product')).toBeInTheDocument();
    expect(call).not.toHaveBeenCalledWith('adminDiscountCreate', expect.anything());
  });

  it("sends a GENERAL code with its uses and dates, and shows the server's refusal of a code taken", async () => {
    let first = true;
    const { call } = renderDiscounts('/discount?add=1', {
      adminDiscountCreate: () => {
        if (first) {
          first = false;
          throw new ApiError(409, 'Another discount already has this code', {
            code: ['Another discount already has this code'],
          });
        }
        return welcome;
      },
    });
    const form = await screen.findByTestId('discount-form');
    await userEvent.type(within(form).getByTestId('discount-label'), 'Welcome');
    await userEvent.selectOptions(within(form).getByTestId('discount-destinationType'), 'GENERAL');
    await userEvent.type(within(form).getByTestId('discount-code'), 'BIENVENUE');
    await userEvent.selectOptions(within(form).getByTestId('discount-type'), 'EURO');
    await userEvent.type(within(form).getByTestId('discount-amount'), '7,5');
    await userEvent.selectOptions(within(form).getByTestId('discount-detailType'), 'SHIPPING_FEES');
    await userEvent.type(within(form).getByTestId('discount-total'), '50');
    await userEvent.type(within(form).getByTestId('discount-endOn'), '30/09/2026');
    await userEvent.click(within(form).getByTestId('discount-usableOnce'));
    await userEvent.click(within(form).getByTestId('discount-submit'));
    expect(await within(form).findByText('Another discount already has this code')).toBeInTheDocument();
    expect(bodyOf(call, 'adminDiscountCreate')).toEqual({
      label: 'Welcome',
      code: 'BIENVENUE',
      type: 'EURO',
      destinationType: 'GENERAL',
      detailType: 'SHIPPING_FEES',
      amount: '7,5',
      total: 50,
      startOn: null,
      endOn: '30/09/2026',
      valid: true,
      usableOnce: true,
    });
    await userEvent.clear(within(form).getByTestId('discount-code'));
    await userEvent.click(within(form).getByTestId('discount-generate-code'));
    expect((within(form).getByTestId('discount-code') as HTMLInputElement).value).toMatch(/^[A-Z2-9]{8}$/);
    await userEvent.click(within(form).getByTestId('discount-submit'));
    expect(await screen.findByText('Discount created')).toBeInTheDocument();
  });

  it('puts an automatic discount on the products and picks its products from the catalogue', async () => {
    const { call } = renderDiscounts('/discount?add=1', {
      adminDiscountCreate: () => ({ ...sixBottles, destinationType: 'PRODUCT', idProducts: [12] }),
    });
    const form = await screen.findByTestId('discount-form');
    await userEvent.type(within(form).getByTestId('discount-label'), 'Pine −10 %');
    await userEvent.selectOptions(within(form).getByTestId('discount-destinationType'), 'PRODUCT');
    expect(within(form).getByTestId('discount-detailType')).toBeDisabled();
    expect(within(form).getByTestId('discount-detailType')).toHaveValue('PRODUCTS');
    expect(within(form).queryByTestId('discount-code')).not.toBeInTheDocument();
    await userEvent.selectOptions(within(form).getByTestId('discount-type'), 'PERCENT');
    await userEvent.type(within(form).getByTestId('discount-amount'), '10');
    await userEvent.click(within(form).getByTestId('discount-idProducts'));
    await userEvent.click(await screen.findByRole('option', { name: 'Clos du Pin' }));
    await userEvent.click(within(form).getByTestId('discount-submit'));
    await waitFor(() => expect(call).toHaveBeenCalledWith('adminDiscountCreate', expect.anything()));
    expect(bodyOf(call, 'adminDiscountCreate')).toMatchObject({
      destinationType: 'PRODUCT',
      detailType: 'PRODUCTS',
      idProducts: ['12'],
      type: 'PERCENT',
      amount: '10',
    });
    expect(bodyOf(call, 'adminDiscountCreate')).not.toHaveProperty('code');
  });

  it('opens a discount to edit with its values', async () => {
    const { call } = renderDiscounts('/discount?edit=4', { adminDiscountUpdate: () => welcome });
    const form = await screen.findByTestId('discount-form');
    expect(within(form).getByTestId('discount-code')).toHaveValue('BIENVENUE');
    expect(within(form).getByTestId('discount-endOn')).toHaveValue('30/09/2026');
    await userEvent.click(within(form).getByTestId('discount-submit'));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith('adminDiscountUpdate', expect.objectContaining({ params: { id: 4 } })),
    );
  });
});
