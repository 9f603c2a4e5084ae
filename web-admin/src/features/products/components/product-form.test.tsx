import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@cellar/shared/api/client';
import type { Lang } from '@cellar/shared/i18n/lang';
import type { NomenclatureType } from '@cellar/shared/catalog/nomenclature';
import { fakeApi, renderScreen } from '../../../testing/render.tsx';
import { ProductRoute, ProductUpdateRoute } from '../routes/product-route.tsx';

const names: Partial<Record<NomenclatureType, string[]>> = {
  GRAPE: ['Merlot', 'Cabernet franc', 'Malbec'],
  KIND: ['Rouge', 'Blanc'],
  TASTE: ['Fruité'],
  MEAL: ['Viandes rouges'],
  LABEL: ['Bio'],
  INGREDIENT: ['Raisin', 'Sulfites'],
};
let nextId = 1;
const lists = Object.fromEntries(
  Object.entries(names).map(([type, list]) => [
    type,
    list.map((name) => ({ id: nextId++, type, name, translations: {}, subtype: null, allergen: false, icon: null })),
  ]),
) as Record<string, Array<{ id: number; name: string }>>;
const grapeId = (name: string) => lists.GRAPE!.find((g) => g.name === name)!.id;

const rows = [
  {
    id: 11,
    type: 'WINE',
    name: 'Cuvée des Lilas',
    price: 12,
    year: 2022,
    kind: null,
    isVintage: true,
    valid: true,
    order: 0,
    stock: 10,
    vintages: 1,
    image: null,
  },
  {
    id: 12,
    type: 'WINE',
    name: 'Clos du Moulin',
    price: 18,
    year: 2021,
    kind: null,
    isVintage: true,
    valid: true,
    order: 1,
    stock: 5,
    vintages: 1,
    image: null,
  },
];

function api(handlers: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    listByType: ({ params }) => ({ items: lists[String(params?.type)] ?? [] }),
    adminProductTags: () => ({ tags: ['rouge', 'bio'] }),
    adminProductDetailsTypes: () => ({ items: [{ id: 1, name: 'Terroir' }] }),
    adminProducts: () => ({ products: rows, total: rows.length }),
    siteInfo: () => ({ id: 1, name: 'Domaine des Lilas', url: null }),
    ...handlers,
  });
}

function renderAdd(type: string, lang: Lang = 'en_US', handlers: Parameters<typeof fakeApi>[0] = {}) {
  const fake = api(handlers);
  renderScreen(<ProductRoute />, {
    api: fake.client,
    lang,
    path: `/product/add${type ? `?type=${type}` : ''}`,
    pattern: '/product/:id',
  });
  return fake;
}

/** The input's Mantine wrapper, to look for the message under it. */
const wrapperOf = (testId: string) => screen.getByTestId(testId).closest('.mantine-InputWrapper-root') as HTMLElement;

/** A 1×1 PNG as a browser `File`. */
const png = (name = 'bottle.png', size?: number) => {
  const file = new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
};

async function addGrapes(...percents: string[]): Promise<void> {
  for (const [i, percent] of percents.entries()) {
    await userEvent.click(screen.getByTestId('add-grape'));
    await userEvent.selectOptions(screen.getByTestId(`input-grapes.${i}.id`), String(lists.GRAPE![i]!.id));
    await userEvent.type(screen.getByTestId(`input-grapes.${i}.percent`), percent);
  }
}

// Typing through many inputs in jsdom is slow when the whole suite runs at once.
describe('the product screen', () => {
  it('shows "Sum of all percentage must be equal to 100%" as soon as the grapes make 60/30, and not at 60/40', async () => {
    renderAdd('WINE');
    await screen.findByTestId('section-wine');
    await addGrapes('60', '30');
    expect(screen.getByTestId('grapes-error')).toHaveTextContent('Sum of all percentage must be equal to 100%');
    expect(screen.getByTestId('grapes-total')).toHaveTextContent('Total: 90.00 %');
    await userEvent.clear(screen.getByTestId('input-grapes.1.percent'));
    await userEvent.type(screen.getByTestId('input-grapes.1.percent'), '40');
    expect(screen.queryByTestId('grapes-error')).not.toBeInTheDocument();
    expect(screen.getByTestId('grapes-total')).toHaveTextContent('Total: 100.00 %');
  });

  it('says it in French on the French screens', async () => {
    renderAdd('WINE', 'fr_FR');
    await screen.findByTestId('section-wine');
    await addGrapes('60', '30');
    expect(screen.getByTestId('grapes-error')).toHaveTextContent('La somme des pourcentages doit être égale à 100 %');
  });

  it('refuses a product without a type: "Type is mandatory", and sends nothing', async () => {
    const { call } = renderAdd('');
    await userEvent.type(await screen.findByTestId('input-name'), 'Cuvée');
    await userEvent.click(screen.getByTestId('form-submit'));
    expect(await within(wrapperOf('input-productType')).findByText('Type is mandatory')).toBeInTheDocument();
    expect(within(wrapperOf('input-description')).getByText('Description is required')).toBeInTheDocument();
    expect(screen.getByTestId('product-images-error')).toHaveTextContent('An image is required');
    expect(call).not.toHaveBeenCalledWith('adminProductCreate', expect.anything());
  });

  it('computes the energy as the alcohol level and the sugar are typed: 12.5 % and 0.3 g give 291.11 kJ / 70.24 kcal', async () => {
    renderAdd('WINE');
    const energy = await screen.findByTestId('energy-value');
    expect(energy).toHaveTextContent('Enter the alcohol level');
    await userEvent.type(screen.getByTestId('input-alcoholLevel'), '12.5');
    expect(energy).toHaveTextContent('286.01 kJ / 69.04 kcal');
    await userEvent.type(screen.getByTestId('input-nutrition.sugar'), '0.3');
    expect(energy).toHaveTextContent('291.11 kJ / 70.24 kcal');
  });

  it('reads "13.5" and "0.3" pasted or dropped whole into the French decimal fields as 13.5 and 0.3, never 135 and 3', async () => {
    renderAdd('WINE', 'fr_FR');
    const energy = await screen.findByTestId('energy-value');
    fireEvent.change(screen.getByTestId('input-alcoholLevel'), { target: { value: '13.5' } });
    fireEvent.change(screen.getByTestId('input-nutrition.sugar'), { target: { value: '0.3' } });
    expect(energy).toHaveTextContent('313,99 kJ / 75,76 kcal');
    fireEvent.blur(screen.getByTestId('input-alcoholLevel'));
    expect(screen.getByTestId('input-alcoholLevel')).toHaveValue('13,5');
  });

  it('refuses 135 % vol on the alcohol level, in French, and computes no energy from it', async () => {
    renderAdd('WINE', 'fr_FR');
    const energy = await screen.findByTestId('energy-value');
    await userEvent.type(screen.getByTestId('input-alcoholLevel'), '135');
    await userEvent.tab();
    expect(
      await within(wrapperOf('input-alcoholLevel')).findByText(
        'Le degré d’alcool doit être compris entre 0 et 100 % vol',
      ),
    ).toBeInTheDocument();
    expect(energy).toHaveTextContent('Non calculée tant que le degré d’alcool n’est pas valide');
  });

  it('says a price with thousands separators is no number rather than guessing it', async () => {
    renderAdd('OTHER');
    await screen.findByTestId('input-price');
    fireEvent.change(screen.getByTestId('input-price'), { target: { value: '1.234,5' } });
    fireEvent.blur(screen.getByTestId('input-price'));
    expect(
      await within(wrapperOf('input-price')).findByText('Enter a number, such as 13.5 (no thousands separator)'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('input-price')).toHaveValue('1.234,5');
  });

  it('checks the quantities of a box against its "sold by" as they are typed', async () => {
    renderAdd('BOX');
    await screen.findByTestId('section-box');
    await userEvent.type(screen.getByTestId('input-multipleOf'), '6');
    await userEvent.click(screen.getByTestId('add-box-product'));
    await waitFor(() =>
      expect(
        within(screen.getByTestId('input-products.0.id')).getByRole('option', { name: 'Cuvée des Lilas' }),
      ).toBeInTheDocument(),
    );
    await userEvent.selectOptions(screen.getByTestId('input-products.0.id'), '11');
    await userEvent.clear(screen.getByTestId('input-products.0.quantity'));
    await userEvent.type(screen.getByTestId('input-products.0.quantity'), '4');
    expect(screen.getByTestId('box-products-error')).toHaveTextContent(
      'Sum of all quantities must be equal to the number of bottle in your box',
    );
    expect(screen.getByTestId('box-total')).toHaveTextContent('4 of 6 bottles');
    await userEvent.click(screen.getByTestId('add-box-product'));
    await userEvent.selectOptions(screen.getByTestId('input-products.1.id'), '12');
    await userEvent.clear(screen.getByTestId('input-products.1.quantity'));
    await userEvent.type(screen.getByTestId('input-products.1.quantity'), '2');
    expect(screen.queryByTestId('box-products-error')).not.toBeInTheDocument();
    expect(screen.getByTestId('box-total')).toHaveTextContent('6 of 6 bottles');
  });

  it('keeps "1.3" inserted into the sold by and the stock as typed, never 13, and refuses it: "Saisissez un nombre entier", nothing sent', async () => {
    const { call } = renderAdd('OTHER', 'fr_FR');
    await screen.findByTestId('input-multipleOf');
    await userEvent.click(screen.getByTestId('input-setQuantity'));
    for (const [field, text] of [
      ['input-multipleOf', '1.3'],
      ['input-quantity', '2,5'],
    ] as const) {
      fireEvent.change(screen.getByTestId(field), { target: { value: text } });
      fireEvent.blur(screen.getByTestId(field));
      expect(screen.getByTestId(field)).toHaveValue(text);
      expect(await within(wrapperOf(field)).findByText('Saisissez un nombre entier')).toBeInTheDocument();
    }
    await userEvent.click(screen.getByTestId('form-submit'));
    expect(await within(wrapperOf('input-multipleOf')).findByText('Saisissez un nombre entier')).toBeInTheDocument();
    expect(call).not.toHaveBeenCalledWith('adminProductCreate', expect.anything());
  });

  it('refuses "1.3" in a box line on its row, "Enter a whole number", with no sum made of it', async () => {
    renderAdd('BOX');
    await screen.findByTestId('section-box');
    await userEvent.type(screen.getByTestId('input-multipleOf'), '6');
    await userEvent.click(screen.getByTestId('add-box-product'));
    const line = screen.getByTestId('input-products.0.quantity');
    fireEvent.change(line, { target: { value: '1.3' } });
    fireEvent.blur(line);
    expect(line).toHaveValue('1.3');
    expect(await within(wrapperOf('input-products.0.quantity')).findByText('Enter a whole number')).toBeInTheDocument();
    expect(screen.getByTestId('box-total')).toHaveTextContent('— of 6 bottles');
    expect(screen.queryByTestId('box-products-error')).not.toBeInTheDocument();
    fireEvent.change(line, { target: { value: '6' } });
    expect(screen.getByTestId('box-total')).toHaveTextContent('6 of 6 bottles');
  });

  it('sends a valid wine as the API takes it and puts the server’s field errors under their fields', async () => {
    const { call } = renderAdd('WINE', 'en_US', {
      adminProductCreate: () => {
        throw new ApiError(400, 'Invalid data', {
          name: ['This name is already used'],
          'grapes.1.percent': ['Percentage must be greater than 0'],
          'imageMeta.0.alt': ['Alternative text is required'],
        });
      },
    });
    await screen.findByTestId('section-wine');
    await userEvent.type(screen.getByTestId('input-name'), 'Cuvée des Lilas');
    await userEvent.type(screen.getByTestId('input-description'), 'A red wine.');
    await userEvent.type(screen.getByTestId('input-weight'), '1.3');
    await userEvent.upload(screen.getByTestId('product-images-input'), png());
    await userEvent.type(await screen.findByTestId('product-images-alt-0'), 'The bottle');
    await waitFor(() =>
      expect(within(screen.getByTestId('input-kind')).getByRole('option', { name: 'Rouge' })).toBeInTheDocument(),
    );
    await userEvent.selectOptions(screen.getByTestId('input-kind'), String(lists.KIND![0]!.id));
    await addGrapes('60', '40');
    await userEvent.type(screen.getByTestId('input-year'), '2022');
    await userEvent.type(screen.getByTestId('input-price'), '12.5');
    await userEvent.click(screen.getByTestId('form-submit'));

    await waitFor(() => expect(call).toHaveBeenCalledWith('adminProductCreate', expect.anything()));
    const body = call.mock.calls.find(([name]) => name === 'adminProductCreate')![1] as {
      body: Record<string, unknown>;
    };
    expect(body.body).toMatchObject({
      productType: 'WINE',
      name: 'Cuvée des Lilas',
      kind: String(lists.KIND![0]!.id),
      grapes: [
        { id: String(grapeId('Merlot')), percent: 60 },
        { id: String(grapeId('Cabernet franc')), percent: 40 },
      ],
      year: 2022,
      price: 12.5,
      capacity: 75,
      capacityUnit: 'cl',
      multipleOf: 1,
      imageMeta: [{ file: 0, alt: 'The bottle' }],
    });
    expect((body.body.images as File[])[0]!.name).toBe('bottle.png');

    expect(await within(wrapperOf('input-name')).findByText('This name is already used')).toBeInTheDocument();
    expect(
      within(wrapperOf('input-grapes.1.percent')).getByText('Percentage must be greater than 0'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByTestId('product-images-item-0')).getByText('Alternative text is required'),
    ).toBeInTheDocument();
  });

  it('sends new images through presigned POSTs when they exceed the multipart limit', async () => {
    const uploads: string[] = [];
    const originalFetch = globalThis.fetch;
    globalThis.fetch = (async (url: string, init: RequestInit) => {
      uploads.push(
        `${url} ${(init.body as FormData).get('key')} ${((init.body as FormData).get('file') as File).name}`,
      );
      return new Response(null, { status: 204 });
    }) as typeof fetch;
    try {
      const product = productView({ images: [{ id: 'img-1', url: '/media/1.png', alt: 'Old', order: 0 }] });
      const fake = api({
        adminProduct: () => product,
        adminProductImageUploadUrl: ({ body }) => ({
          url: 'https://bucket.example/',
          fields: { key: `uploads/${(body as { filename: string }).filename}` },
          uploadKey: `up-${(body as { filename: string }).filename}`,
          expiresAt: '',
        }),
        adminProductUpdate: () => product,
      });
      const { call } = fake;
      renderScreen(<ProductUpdateRoute />, {
        api: fake.client,
        path: '/product/update/11',
        pattern: '/product/update/:id',
      });
      await screen.findByTestId('section-images');
      await userEvent.upload(screen.getByTestId('product-images-input'), png('big.png', 4.5 * 1024 * 1024));
      await userEvent.type(await screen.findByTestId('product-images-alt-1'), 'Label');
      await userEvent.click(screen.getByTestId('form-submit'));
      await waitFor(() => expect(call).toHaveBeenCalledWith('adminProductUpdate', expect.anything()));
      expect(uploads).toEqual(['https://bucket.example/ uploads/big.png big.png']);
      const body = call.mock.calls.find(([name]) => name === 'adminProductUpdate')![1] as {
        body: Record<string, unknown>;
      };
      expect(body.body.imageMeta).toEqual([
        { id: 'img-1', alt: 'Old' },
        { uploadKey: 'up-big.png', alt: 'Label' },
      ]);
      expect(body.body.images).toBeUndefined();
      expect(body.body.price).toBeUndefined();
    } finally {
      globalThis.fetch = originalFetch;
    }
  });
});

function productView(extra: Record<string, unknown> = {}) {
  return {
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
    kind: lists.KIND![0]!.id,
    grapes: [
      { id: grapeId('Merlot'), percent: 60 },
      { id: grapeId('Malbec'), percent: 40 },
    ],
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
    images: [],
    valid: true,
    order: 0,
    vintages: [],
    decreasingDiscounts: [],
    customizations: [],
    createdAt: '2026-01-01T00:00:00Z',
    updatedAt: '2026-01-01T00:00:00Z',
    ...extra,
  };
}
