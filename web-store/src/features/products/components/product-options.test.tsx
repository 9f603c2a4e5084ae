import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { StoreCustomization } from '@cellar/shared/catalog/customization';
import { Failure, renderStore } from '../../../testing/store-test.tsx';
import { declination, detail } from '../../../testing/fixtures.ts';

const bounds = {
  allowedExtensions: [],
  textMaxLength: null,
  minFileSize: null,
  maxFileSize: null,
  minImageWidth: null,
  maxImageWidth: null,
  minImageHeight: null,
  maxImageHeight: null,
};
const wrapping: StoreCustomization = {
  id: 1,
  label: 'Gift wrapping',
  inputType: 'RADIO',
  costType: 'FIXED',
  cost: null,
  required: true,
  ...bounds,
  values: [
    { id: 11, label: 'Ribbon', cost: 2 },
    { id: 12, label: 'Wooden box', cost: 8 },
  ],
};
const engraving: StoreCustomization = {
  ...wrapping,
  id: 2,
  label: 'Engraving',
  inputType: 'TEXT',
  costType: 'FREE',
  required: false,
  textMaxLength: 30,
  values: [],
};

const withVariations = detail({
  declinations: [
    declination({ id: 11, year: 2019, variation1: 'Magnum' }),
    declination({ id: 12, year: 2020, variation1: 'Bouteille' }),
  ],
  variations: [{ variation: 1, label: 'Bottle size' }],
});

describe('the product page’s options', () => {
  it('names each vintage’s variations by their labels', async () => {
    renderStore('/en_US/product/1?site=1', {
      'GET /product/1': withVariations,
      'GET /product/1/customization': { customizations: [] },
      'GET /product/1/decreasing-discount': { discounts: [] },
    });
    expect(await screen.findByRole('radio', { name: '2019 — 75 cl — Bottle size: Magnum' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: '2020 — 75 cl — Bottle size: Bouteille' }));
    expect(screen.getByRole('radio', { name: /Bouteille/ })).toBeChecked();
  });

  it('shows the quantity prices, tier by tier', async () => {
    renderStore('/en_US/product/1?site=1', {
      'GET /product/1': detail(),
      'GET /product/1/customization': { customizations: [] },
      'GET /product/1/decreasing-discount': {
        discounts: [
          { fromQuantity: 6, type: 'PERCENT', amount: 5 },
          { fromQuantity: 12, type: 'EURO', amount: 1.5 },
        ],
      },
    });
    const prices = await screen.findByTestId('quantity-prices');
    expect(within(prices).getByRole('heading', { name: 'Quantity prices' })).toBeInTheDocument();
    const rows = within(prices).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(['From 6 units−5%', 'From 12 units−€1.50']);
    expect(screen.queryByTestId('product-customizations')).toBeNull();
  });

  it('shows the customizations in order, each choice’s values in order with their cost', async () => {
    renderStore('/product/1?site=1', {
      'GET /product/1': detail(),
      'GET /product/1/customization': { customizations: [wrapping, engraving] },
      'GET /product/1/decreasing-discount': { discounts: [] },
    });
    const list = await screen.findByTestId('product-customizations');
    expect(within(list).getByRole('heading', { name: 'Personnalisations proposées' })).toBeInTheDocument();
    const items = within(list).getAllByTestId(/^customization-/);
    expect(items.map((item) => item.querySelector('strong')!.textContent)).toEqual(['Gift wrapping', 'Engraving']);
    expect(items[0]).toHaveTextContent('(obligatoire)');
    const values = within(items[0]!)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(values).toEqual(['Ribbon (+2,00\u00a0€)', 'Wooden box (+8,00\u00a0€)']);
    expect(items[1]).toHaveTextContent('Texte libre, 30 caractères au plus, offert');
    expect(screen.queryByTestId('quantity-prices')).toBeNull();
  });

  it('says when the options could not be loaded, and still sells the wine', async () => {
    renderStore('/en_US/product/1?site=1', {
      'GET /product/1': detail(),
      'GET /product/1/customization': new Failure(500, 'Boom'),
      'GET /product/1/decreasing-discount': new Failure(500, 'Boom'),
    });
    expect(await screen.findByTestId('customizations-error')).toHaveTextContent(
      'The customizations could not be loaded.',
    );
    expect(await screen.findByTestId('quantity-prices-error')).toHaveTextContent(
      'The quantity prices could not be loaded.',
    );
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
  });
});
