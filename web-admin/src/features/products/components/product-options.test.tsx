import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@cellar/shared/api/client';
import type { Lang } from '@cellar/shared/i18n/lang';
import { fakeApi, renderScreen } from '../../../testing/render.tsx';
import { engraving, wrapping } from '../../../testing/customization-fixtures.ts';
import type { ProductView } from '../api/products-api.ts';
import { ProductOptions } from './product-options.tsx';

const wine = {
  id: 7,
  name: 'Cuvée des Lilas',
  customizations: [{ idProduct: 7, idCustomization: 1, required: true, order: 0 }],
  decreasingDiscounts: [{ fromQuantity: 6, type: 'PERCENT', amount: 5 }],
} as unknown as ProductView;

function renderOptions(handlers: Parameters<typeof fakeApi>[0] = {}, lang: Lang = 'en_US') {
  const links = { links: wine.customizations };
  const api = fakeApi({
    adminCustomizations: () => ({ customizations: [wrapping, engraving], total: 2 }),
    adminProductCustomizationLink: () => links,
    adminProductCustomizationLinkUpdate: () => links,
    adminProductCustomizationUnlink: () => links,
    adminProductDecreasingDiscount: ({ body }) => body,
    ...handlers,
  });
  renderScreen(<ProductOptions product={wine} />, { api: api.client, lang });
  return api;
}

describe('the product’s customizations and decreasing discounts', () => {
  it('shows the linked customizations by name, required or not, and links another one', async () => {
    const { call } = renderOptions();
    const links = await screen.findByTestId('product-customizations');
    const row = await within(links).findByTestId('links-row-1');
    expect(row).toHaveTextContent('Gift wrapping');
    expect(within(row).getByTestId('link-required-1')).toBeChecked();
    // Only what is not linked yet is offered.
    const choice = within(links).getByTestId('link-choice');
    expect(within(choice).queryByRole('option', { name: 'Gift wrapping' })).not.toBeInTheDocument();
    await userEvent.selectOptions(choice, '2');
    await userEvent.click(within(links).getByTestId('link-add'));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith('adminProductCustomizationLink', {
        params: { idProduct: 7, idCustomization: 2 },
        body: { required: false },
      }),
    );
    expect(await screen.findByText('Customization linked')).toBeInTheDocument();
  });

  it('makes a link optional and removes one', async () => {
    const { call } = renderOptions();
    await userEvent.click(await screen.findByTestId('link-required-1'));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith('adminProductCustomizationLinkUpdate', {
        params: { idProduct: 7, idCustomization: 1 },
        body: { required: false },
      }),
    );
    await userEvent.click(screen.getByTestId('unlink-1'));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith('adminProductCustomizationUnlink', {
        params: { idProduct: 7, idCustomization: 1 },
      }),
    );
  });

  it('says when the site’s customizations could not be loaded', async () => {
    renderOptions({
      adminCustomizations: () => {
        throw new ApiError(500, 'An error occurred');
      },
    });
    expect(await screen.findByTestId('customizations-error')).toHaveTextContent(
      'The customizations could not be loaded.',
    );
  });

  it('checks each tier with the Discount rules’ messages before saving', async () => {
    const { call } = renderOptions();
    const editor = await screen.findByTestId('decreasing-discounts');
    expect(within(editor).getByTestId('discount-0-fromQuantity')).toHaveValue('6');
    await userEvent.click(within(editor).getByTestId('discount-add'));
    await userEvent.type(within(editor).getByTestId('discount-1-fromQuantity'), '0');
    await userEvent.type(within(editor).getByTestId('discount-1-amount'), '120');
    await userEvent.click(within(editor).getByTestId('discounts-save'));
    expect(await within(editor).findByText('The number of unit must be greater than 0')).toBeInTheDocument();
    expect(within(editor).getByText('Discount cannot be more than 100%')).toBeInTheDocument();

    await userEvent.clear(within(editor).getByTestId('discount-1-amount'));
    await userEvent.selectOptions(within(editor).getByTestId('discount-1-type'), '');
    await userEvent.click(within(editor).getByTestId('discounts-save'));
    expect(await within(editor).findByText('You must choose a type')).toBeInTheDocument();
    expect(within(editor).getByText('Discount must be positive')).toBeInTheDocument();
    expect(call).not.toHaveBeenCalledWith('adminProductDecreasingDiscount', expect.anything());
  });

  it('saves the whole list of tiers as typed', async () => {
    const { call } = renderOptions();
    const editor = await screen.findByTestId('decreasing-discounts');
    await userEvent.click(within(editor).getByTestId('discount-add'));
    await userEvent.type(within(editor).getByTestId('discount-1-fromQuantity'), '12');
    await userEvent.selectOptions(within(editor).getByTestId('discount-1-type'), 'EURO');
    await userEvent.type(within(editor).getByTestId('discount-1-amount'), '1,5');
    await userEvent.click(within(editor).getByTestId('discounts-save'));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith('adminProductDecreasingDiscount', {
        params: { id: 7 },
        body: {
          discounts: [
            { fromQuantity: '6', type: 'PERCENT', amount: '5' },
            { fromQuantity: '12', type: 'EURO', amount: '1,5' },
          ],
        },
      }),
    );
    expect(await screen.findByText('Decreasing discounts updated')).toBeInTheDocument();
  });

  it('speaks French on the French screen', async () => {
    renderOptions({}, 'fr_FR');
    expect(await screen.findByText('Remises dégressives')).toBeInTheDocument();
    expect(screen.getByText('Personnalisations proposées')).toBeInTheDocument();
  });
});
