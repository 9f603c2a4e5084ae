import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Lang } from '@cellar/shared/i18n/lang';
import { fakeApi, renderScreen } from '../../../testing/render.tsx';
import { ProductUpdateRoute } from '../routes/product-route.tsx';

// The QR code library is loaded on the first click; here it answers a known PNG.
const toDataURL = vi.hoisted(() =>
  vi.fn(async (_text: string, _options?: unknown) => 'data:image/png;base64,iVBORw0KGgo='),
);
vi.mock('qrcode', () => ({ toDataURL, default: { toDataURL } }));

const vintage = (id: number, year: number, order: number, extra: Record<string, unknown> = {}) => ({
  id,
  idProduct: 11,
  year,
  price: 12.5,
  capacity: 75,
  capacityUnit: 'cl',
  sellByMultipleOf: 1,
  quantity: 24,
  sku: null,
  alcoholLevel: 12.5,
  nutrition: { sugar: 0.3 },
  energy: { kj: 291.11, kcal: 70.24 },
  ingredients: [],
  variation1: null,
  variation2: null,
  variation3: null,
  valid: true,
  order,
  ...extra,
});

const wine = {
  id: 11,
  productType: 'WINE',
  name: 'Cuvée des Lilas',
  description: 'A red wine.',
  metaDescription: null,
  price: null,
  multipleOf: 1,
  weight: 1.3,
  hasShippingFees: true,
  isDematerialized: false,
  isVintage: true,
  kind: 3,
  grapes: [{ id: 1, percent: 100 }],
  products: [],
  taste: [],
  meal: [],
  label: [],
  winetype: null,
  temperature: null,
  keepingYears: null,
  setQuantity: false,
  quantity: null,
  sku: null,
  tags: [],
  features: [],
  images: [{ id: 'img-1', url: '/media/1.png', alt: 'The bottle', order: 0 }],
  valid: true,
  order: 0,
  vintages: [vintage(101, 2022, 0), vintage(102, 2021, 1, { valid: false })],
  decreasingDiscounts: [],
  customizations: [],
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
};

function renderWine(siteUrl: string | null, handlers: Parameters<typeof fakeApi>[0] = {}, lang: Lang = 'en_US') {
  const api = fakeApi({
    adminProduct: () => wine,
    listByType: () => ({ items: [] }),
    adminProductTags: () => ({ tags: [] }),
    adminProductRecommendedTags: () => ({ tags: ['rouge'] }),
    adminProductDetailsTypes: () => ({ items: [] }),
    siteInfo: () => ({ id: 1, name: 'Domaine des Lilas', url: siteUrl }),
    ...handlers,
  });
  renderScreen(<ProductUpdateRoute />, {
    api: api.client,
    lang,
    path: '/product/update/11',
    pattern: '/product/update/:id',
  });
  return api;
}

afterEach(() => {
  vi.restoreAllMocks();
  toDataURL.mockClear();
});

describe('the vintages of a wine', () => {
  it('lists the vintages with their price, stock, energy and valid flag', async () => {
    renderWine(null);
    const row = await screen.findByTestId('vintage-row-101');
    expect(within(row).getByText('2022')).toBeInTheDocument();
    expect(within(row).getByText('12.50 €')).toBeInTheDocument();
    expect(within(row).getByText('291.11 kJ / 70.24 kcal')).toBeInTheDocument();
    expect(screen.getByTestId('vintage-valid-101')).toBeChecked();
    expect(screen.getByTestId('vintage-valid-102')).not.toBeChecked();
  });

  it('shows each vintage’s actions as icons named for it, their verb in a tooltip', async () => {
    renderWine(null);
    const row = await screen.findByTestId('vintage-row-101');
    expect(within(row).getByRole('link', { name: 'Open the e-label page of the vintage 2022' })).toBe(
      screen.getByTestId('e-label-link-101'),
    );
    expect(within(row).getByRole('button', { name: 'Download the QR code of the vintage 2022' })).toBe(
      screen.getByTestId('e-label-qr-101'),
    );
    expect(within(row).getByRole('button', { name: 'Edit the vintage 2022' })).toBe(
      screen.getByTestId('vintage-edit-101'),
    );
    expect(within(row).getByRole('button', { name: 'Delete the vintage 2022' })).toBe(
      screen.getByTestId('vintage-delete-101'),
    );
    await userEvent.hover(screen.getByTestId('vintage-edit-101'));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Edit');
  });

  it('names the actions in French on the French screens', async () => {
    renderWine(null, {}, 'fr_FR');
    const row = await screen.findByTestId('vintage-row-102');
    expect(
      within(row).getByRole('link', { name: 'Ouvrir la page de l’e-étiquette du millésime 2021' }),
    ).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Télécharger le QR code du millésime 2021' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Modifier le millésime 2021' })).toBeInTheDocument();
    await userEvent.hover(within(row).getByRole('button', { name: 'Supprimer le millésime 2021' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Supprimer');
  });

  it('links each vintage to its e-label on the site’s address', async () => {
    renderWine('www.domaine-des-lilas.fr/');
    await waitFor(() =>
      expect(screen.getByTestId('e-label-link-101')).toHaveAttribute(
        'href',
        'https://www.domaine-des-lilas.fr/e-label/101',
      ),
    );
  });

  it('downloads the QR code of the e-label as a PNG, for the local storefront when the site has no address', async () => {
    const downloads: Array<{ href: string; download: string }> = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push({ href: this.href, download: this.download });
    });
    renderWine(null);
    const button = await screen.findByTestId('e-label-qr-102');
    await waitFor(() => expect(button).toBeEnabled());
    expect(screen.getByTestId('e-label-link-102')).toHaveAttribute('href', 'http://localhost:5174/e-label/102?site=1');
    await userEvent.click(button);
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(toDataURL).toHaveBeenCalledWith(
      'http://localhost:5174/e-label/102?site=1',
      expect.objectContaining({ type: 'image/png' }),
    );
    expect(downloads[0]).toEqual({ href: 'data:image/png;base64,iVBORw0KGgo=', download: 'e-label-2021-102.png' });
  });

  it('adds a vintage with the vintage rules under its fields and the energy computed as typed', async () => {
    const { call } = renderWine(null, {
      adminVintageCreate: ({ body }) => ({ ...vintage(103, 2023, 2), ...(body as object) }),
    });
    await userEvent.click(await screen.findByTestId('vintage-add'));
    const modal = await screen.findByTestId('vintage-modal');
    // A new vintage starts from the last one: next year, same bottle and price.
    expect(within(modal).getByTestId('vintage-year')).toHaveValue('2022');
    await userEvent.clear(within(modal).getByTestId('vintage-price'));
    await userEvent.clear(within(modal).getByTestId('vintage-year'));
    await userEvent.click(within(modal).getByTestId('vintage-submit'));
    expect(await within(modal).findByText('Price must be greater than 0')).toBeInTheDocument();
    expect(within(modal).getByText('Year is mandatory')).toBeInTheDocument();
    expect(call).not.toHaveBeenCalledWith('adminVintageCreate', expect.anything());

    await userEvent.type(within(modal).getByTestId('vintage-year'), '2023');
    await userEvent.type(within(modal).getByTestId('vintage-price'), '14');
    await userEvent.clear(within(modal).getByTestId('vintage-nutrition.sugar'));
    await userEvent.type(within(modal).getByTestId('vintage-nutrition.sugar'), '0.3');
    expect(within(modal).getByTestId('energy-value')).toHaveTextContent('291.11 kJ / 70.24 kcal');
    await userEvent.click(within(modal).getByTestId('vintage-submit'));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith('adminVintageCreate', {
        params: { id: 11 },
        body: expect.objectContaining({
          isVintage: true,
          year: 2023,
          price: 14,
          capacity: 75,
          capacityUnit: 'cl',
          alcoholLevel: 12.5,
          nutrition: { sugar: 0.3 },
        }),
      }),
    );
  });

  it('keeps "1.3" inserted into the stock, the sold by or the year as typed, never 13, and refuses it on each field: "Enter a whole number"', async () => {
    const { call } = renderWine(null, { adminVintageUpdate: () => vintage(101, 2022, 0) });
    await userEvent.click(await screen.findByTestId('vintage-edit-101'));
    const modal = await screen.findByTestId('vintage-modal');
    for (const [field, text] of [
      ['vintage-quantity', '1.3'],
      ['vintage-sellByMultipleOf', '1,5'],
      ['vintage-year', '2022.5'],
    ] as const) {
      const input = within(modal).getByTestId(field);
      fireEvent.change(input, { target: { value: text } });
      fireEvent.blur(input);
      expect(input).toHaveValue(text);
      expect(
        await within(input.closest('.mantine-InputWrapper-root') as HTMLElement).findByText('Enter a whole number'),
      ).toBeInTheDocument();
    }
    await userEvent.click(within(modal).getByTestId('vintage-submit'));
    expect(call).not.toHaveBeenCalledWith('adminVintageUpdate', expect.anything());
    fireEvent.change(within(modal).getByTestId('vintage-quantity'), { target: { value: '13' } });
    fireEvent.change(within(modal).getByTestId('vintage-sellByMultipleOf'), { target: { value: '6' } });
    fireEvent.change(within(modal).getByTestId('vintage-year'), { target: { value: '2022' } });
    await userEvent.click(within(modal).getByTestId('vintage-submit'));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith('adminVintageUpdate', {
        params: { id: 101 },
        body: expect.objectContaining({ year: 2022, quantity: 13, sellByMultipleOf: 6, previousQuantity: 24 }),
      }),
    );
  });

  it('gives a vintage the values of the site’s variations, each named by its label', async () => {
    const { call } = renderWine(null, {
      adminVariations: () => ({
        variations: [
          { id: 1, label: 'Bottle size', variation: 1, values: ['Bouteille', 'Magnum'], order: 0 },
          { id: 2, label: 'Cask', variation: 3, values: [], order: 1 },
        ],
        total: 2,
      }),
      adminVintageUpdate: () => vintage(101, 2022, 0),
    });
    await userEvent.click(await screen.findByTestId('vintage-edit-101'));
    const variations = await within(await screen.findByTestId('vintage-modal')).findByTestId('vintage-variations');
    await userEvent.selectOptions(within(variations).getByLabelText('Bottle size'), 'Magnum');
    await userEvent.type(within(variations).getByLabelText('Cask'), 'Oak');
    await userEvent.click(screen.getByTestId('vintage-submit'));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith('adminVintageUpdate', {
        params: { id: 101 },
        body: expect.objectContaining({ variation1: 'Magnum', variation3: 'Oak' }),
      }),
    );
  });

  it('switches a vintage valid and deletes one after a confirmation', async () => {
    const { call } = renderWine(null, {
      adminVintageValid: () => vintage(102, 2021, 1),
      adminVintageDelete: () => null,
    });
    await userEvent.click(await screen.findByTestId('vintage-valid-102'));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith('adminVintageValid', { params: { id: 102 }, body: { valid: true } }),
    );
    await userEvent.click(screen.getByTestId('vintage-delete-101'));
    expect(await screen.findByText('Delete the vintage 2022? This cannot be undone.')).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('confirm-ok'));
    await waitFor(() => expect(call).toHaveBeenCalledWith('adminVintageDelete', { params: { id: 101 } }));
  });
});
