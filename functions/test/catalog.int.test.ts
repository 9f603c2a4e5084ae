import { beforeAll, describe, expect, inject, it } from 'vitest';
import { call, sendForm, signIn, type FormFile } from '../../scripts/src/test/api.ts';

/**
 * The catalogue through the local gateway on the real local parts (issue 5): every product rule of
 * spec 1 §5 with its message on its field, what the storefront may show, and what a product page
 * costs in DynamoDB commands.
 */
const { logins, apiUrl } = inject('fixtures');
let admin1: string;
let admin2: string;
let superAdmin: string;

/** A 1×1 red PNG. */
const png: FormFile = {
  name: 'bottle.png',
  type: 'image/png',
  bytes: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
    'base64',
  ),
};
const run = Date.now().toString(36);
const ids = { kind: 0, kind2: 0, grape1: 0, grape2: 0, taste: 0, ingredient: 0, award: 0 };

async function nomenclature(type: string, name: string, extra: Record<string, unknown> = {}): Promise<number> {
  const answer = await call('POST', '/super-admin/nomenclature', { token: superAdmin, body: { type, name, ...extra } });
  expect(answer.status).toBe(200);
  return answer.body.data.id;
}

const wine = (over: Record<string, unknown> = {}) => ({
  productType: 'WINE',
  name: `Cuvée ${run}`,
  description: 'A red wine of the Lilas estate',
  price: 12.5,
  multipleOf: 6,
  weight: 1.3,
  hasShippingFees: true,
  isVintage: true,
  year: 2022,
  capacity: 75,
  capacityUnit: 'cl',
  kind: ids.kind,
  grapes: [
    { id: ids.grape1, percent: 60 },
    { id: ids.grape2, percent: 40 },
  ],
  taste: [ids.taste],
  alcoholLevel: 12.5,
  nutrition: { sugar: 0.3 },
  ingredients: [ids.ingredient],
  quantity: 24,
  imageMeta: [{ file: 0, alt: 'Bottle with a red label' }],
  ...over,
});

const other = (over: Record<string, unknown> = {}) => ({
  productType: 'OTHER',
  name: `Corkscrew ${run}`,
  description: 'A sommelier knife',
  price: 19,
  weight: 0.2,
  hasShippingFees: true,
  imageMeta: [{ file: 0, alt: 'Corkscrew' }],
  ...over,
});

const createProduct = (
  fields: Record<string, unknown>,
  options: { token?: string; site?: number; lang?: 'fr_FR' | 'en_US'; files?: FormFile[] } = {},
) =>
  sendForm('POST', '/admin/product', fields, options.files ?? [png], {
    token: options.token ?? admin1,
    idSite: options.site ?? 1,
    lang: options.lang,
  });

async function createdProduct(
  fields: Record<string, unknown>,
  site = 1,
): Promise<{ id: number; vintages: Array<{ id: number }> }> {
  const answer = await createProduct(fields, { site, token: site === 1 ? admin1 : admin2 });
  expect(answer.status, answer.raw).toBe(200);
  return answer.body.data;
}

/**
 * A product of site 2 whose id site 1 does not have (ids are counted per site, so site 2's first
 * products share ids with site 1's).
 */
async function foreignProductId(): Promise<number> {
  for (;;) {
    const { id } = await createdProduct(other({ name: `Foreign ${run}` }), 2);
    if ((await call('GET', `/admin/v4/product/${id}`, { token: admin1, idSite: 1 })).status === 404) return id;
  }
}

/** The errors of a refused product body: status 400 and the field's messages. */
async function errorsOf(answer: {
  status: number;
  raw: string;
  body: { data: { errors?: Record<string, string[]> } };
}) {
  expect(answer.status, answer.raw).toBe(400);
  return answer.body.data.errors ?? {};
}

beforeAll(async () => {
  admin1 = await signIn(logins.admin1.email, logins.admin1.password);
  admin2 = await signIn(logins.admin2.email, logins.admin2.password);
  superAdmin = await signIn(logins.superAdmin.email, logins.superAdmin.password);
  ids.kind = await nomenclature('KIND', `Red ${run}`, { translations: { fr_FR: `Rouge ${run}` } });
  ids.kind2 = await nomenclature('KIND', `White ${run}`);
  ids.grape1 = await nomenclature('GRAPE', `Merlot ${run}`);
  ids.grape2 = await nomenclature('GRAPE', `Syrah ${run}`);
  ids.taste = await nomenclature('TASTE', `Fruity ${run}`);
  ids.ingredient = await nomenclature('INGREDIENT', `Sulphites ${run}`, { allergen: true });
  ids.award = await nomenclature('AWARD', `Gold medal ${run}`);
});

describe('product add: spec 1 §5 rules, each with its message on its field', () => {
  const rules: Array<[string, () => Record<string, unknown>, string, string, FormFile[]?]> = [
    ['refuses a product without a name', () => wine({ name: ' ' }), 'name', 'Name is required'],
    [
      'refuses a product without a description',
      () => wine({ description: '' }),
      'description',
      'Description is required',
    ],
    ['refuses a product without an image', () => wine({ imageMeta: [] }), 'images', 'An image is required', []],
    ['refuses a price of 0', () => wine({ price: 0 }), 'price', 'Price must be greater than 0'],
    [
      'refuses a weight of 0 when shipping fees apply',
      () => wine({ weight: 0 }),
      'weight',
      'Weight must be greater than 0',
    ],
    ['refuses a vintage wine without a year', () => wine({ year: '' }), 'year', 'Year is mandatory'],
    ['refuses a wine with a capacity of 0', () => wine({ capacity: 0 }), 'capacity', 'Capacity must be greater than 0'],
    ['refuses a wine without a kind', () => wine({ kind: '' }), 'kind', 'Kind is mandatory'],
    [
      'refuses a grape at 0 %',
      () =>
        wine({
          grapes: [
            { id: ids.grape1, percent: 0 },
            { id: ids.grape2, percent: 100 },
          ],
        }),
      'grapes.0.percent',
      'Percentage must be greater than 0',
    ],
    [
      'refuses grapes 60/30',
      () =>
        wine({
          grapes: [
            { id: ids.grape1, percent: 60 },
            { id: ids.grape2, percent: 30 },
          ],
        }),
      'grapes',
      'Sum of all percentage must be equal to 100%',
    ],
    ['refuses a wine sold by 0', () => wine({ multipleOf: 0 }), 'multipleOf', 'Sold by must be greater than 0'],
    [
      'refuses a wine sold by 1.5 rather than reading 15 or 1',
      () => wine({ multipleOf: '1.5' }),
      'multipleOf',
      'Enter a whole number',
    ],
    [
      'refuses a stock of 1.000 rather than reading 1 or 1000',
      () => other({ setQuantity: true, quantity: '1.000' }),
      'quantity',
      'Enter a whole number',
    ],
    [
      'refuses a box line of quantity 0',
      () => ({
        ...other({ productType: 'BOX', multipleOf: 6 }),
        products: [
          { id: 1, quantity: 0 },
          { id: 2, quantity: 6 },
        ],
      }),
      'products.0.quantity',
      'Quantity must be greater than 0',
    ],
    [
      'refuses a box whose quantities do not make its bottles',
      () => ({
        ...other({ productType: 'BOX', multipleOf: 6 }),
        products: [
          { id: 1, quantity: 3 },
          { id: 2, quantity: 2 },
        ],
      }),
      'products',
      'Sum of all quantities must be equal to the number of bottle in your box',
    ],
    [
      'refuses a box line of 1.5 bottles',
      () => ({
        ...other({ productType: 'BOX', multipleOf: 6 }),
        products: [
          { id: 1, quantity: 1.5 },
          { id: 2, quantity: 4.5 },
        ],
      }),
      'products.1.quantity',
      'Enter a whole number',
    ],
    [
      'refuses a negative stock when the quantity is set',
      () => other({ setQuantity: true, quantity: -1 }),
      'quantity',
      'The quantity cannot be negative',
    ],
    [
      'refuses an image without its alternative text',
      () => wine({ imageMeta: [{ file: 0, alt: ' ' }] }),
      'imageMeta.0.alt',
      'Alternative text is required',
    ],
    [
      'refuses an alcohol level of 135 % vol',
      () => wine({ alcoholLevel: 135 }),
      'alcoholLevel',
      'Alcohol level must be between 0 and 100 % vol',
    ],
    [
      'refuses 135 g of sugar per 100 ml',
      () => wine({ nutrition: { sugar: '135' } }),
      'nutrition.sugar',
      'Must be between 0 and 100 g per 100 ml',
    ],
    [
      'refuses a price with thousands separators instead of guessing it',
      () => wine({ price: '1.234,5' }),
      'price',
      'Enter a number, such as 13.5 (no thousands separator)',
    ],
  ];
  for (const [name, body, field, message, files] of rules) {
    it(name, async () => {
      const errors = await errorsOf(await createProduct(body(), { files }));
      expect(errors[field]).toContain(message);
    });
  }

  it('stops at a missing type: no rule of a type is checked without one', async () => {
    const errors = await errorsOf(await createProduct(wine({ productType: '', weight: 0, kind: '', capacity: 0 })));
    expect(errors).toEqual({ productType: ['Type is mandatory'] });
  });

  it('checks every field at once, in French on a French request', async () => {
    const errors = await errorsOf(
      await createProduct(
        wine({
          name: '',
          price: 0,
          grapes: [
            { id: ids.grape1, percent: 60 },
            { id: ids.grape2, percent: 30 },
          ],
        }),
        { lang: 'fr_FR' },
      ),
    );
    expect(errors.name).toEqual(['Le nom est obligatoire']);
    expect(errors.price).toEqual(['Le prix doit être supérieur à 0']);
    expect(errors.grapes).toEqual(['La somme des pourcentages doit être égale à 100 %']);
  });

  it('says a box line or a sold by that is not whole is refused, on its field only, in French on a French request', async () => {
    const box = {
      ...other({ productType: 'BOX', multipleOf: '6,0' }),
      products: [
        { id: 1, quantity: '2,5' },
        { id: 2, quantity: 3 },
      ],
    };
    const errors = await errorsOf(await createProduct(box, { lang: 'fr_FR' }));
    expect(errors).toEqual({
      multipleOf: ['Saisissez un nombre entier'],
      'products.0.quantity': ['Saisissez un nombre entier'],
    });
  });

  it('takes no weight for a dematerialized product, and no sold-by for an OTHER', async () => {
    const created = await createProduct(other({ weight: 0, isDematerialized: true, multipleOf: 0 }));
    expect(created.status, created.raw).toBe(200);
  });

  it('refuses a kind that is not a KIND of the nomenclature', async () => {
    const errors = await errorsOf(await createProduct(wine({ kind: ids.grape1 })));
    expect(errors.kind).toEqual(['Unknown value']);
  });

  it('refuses a box holding a product of another site, and nothing is written', async () => {
    const foreign = await foreignProductId();
    const before = await call('GET', '/admin/v4/product?nbItem=100', { token: admin1, idSite: 1 });
    const errors = await errorsOf(
      await createProduct({
        ...other({ productType: 'BOX', multipleOf: 6, name: `Box ${run}` }),
        products: [{ id: foreign, quantity: 6 }],
      }),
    );
    expect(errors['products.0.id']).toEqual(['Unknown product in the box']);
    const after = await call('GET', '/admin/v4/product?nbItem=100', { token: admin1, idSite: 1 });
    expect(after.body.data.total).toBe(before.body.data.total);
  });

  it('refuses a renamed file that is not an image', async () => {
    const fake: FormFile = { name: 'bottle.png', type: 'image/png', bytes: Buffer.from('not a png at all') };
    const errors = await errorsOf(await createProduct(wine(), { files: [fake] }));
    expect(errors['images.0']).toEqual(['Allowed images: svg, jpeg, jpg, png']);
  });
});

describe('product update: spec 1 §5 rules', () => {
  let wineId: number;
  let box: { id: number };
  let keptImage: string;

  beforeAll(async () => {
    const created = await createdProduct(wine({ name: `Update ${run}` }));
    wineId = created.id;
    keptImage = (await call('GET', `/admin/v4/product/${wineId}`, { token: admin1, idSite: 1 })).body.data.images[0].id;
    const bottle = await createdProduct(other({ name: `Bottle for a box ${run}` }));
    box = await createdProduct({
      ...other({ productType: 'BOX', multipleOf: 6, name: `Box ${run}` }),
      products: [{ id: bottle.id, quantity: 6 }],
    });
  });

  const update = (id: number, fields: Record<string, unknown>, files: FormFile[] = []) =>
    sendForm('PUT', `/admin/product/${id}`, fields, files, { token: admin1, idSite: 1 });
  const kept = () => [{ id: keptImage, alt: 'Bottle with a red label' }];

  it('refuses an update without a name or a description', async () => {
    const errors = await errorsOf(await update(wineId, wine({ name: '', description: '', imageMeta: kept() })));
    expect(errors.name).toEqual(['Name is required']);
    expect(errors.description).toEqual(['Description is required']);
  });

  it('refuses a price of 0 when one is given', async () => {
    const errors = await errorsOf(await update(wineId, wine({ price: 0, imageMeta: kept() })));
    expect(errors.price).toEqual(['Price must be greater than 0']);
  });

  it('refuses sold by 0', async () => {
    const errors = await errorsOf(await update(wineId, wine({ multipleOf: 0, imageMeta: kept() })));
    expect(errors.multipleOf).toEqual(['Sold by must be greater than 0']);
  });

  it('refuses a box left without an image', async () => {
    const errors = await errorsOf(
      await update(box.id, { ...other({ productType: 'BOX', multipleOf: 6, imageMeta: [] }), products: [] }),
    );
    expect(errors.images).toEqual(['An image is required']);
  });

  it('refuses an image whose alternative text was emptied', async () => {
    const errors = await errorsOf(await update(wineId, wine({ imageMeta: [{ id: keptImage, alt: '' }] })));
    expect(errors['imageMeta.0.alt']).toEqual(['Alternative text is required']);
  });

  it('refuses to change the type of a product', async () => {
    const errors = await errorsOf(await update(wineId, other({ imageMeta: kept() })));
    expect(errors.productType).toEqual(['The type of a product cannot change']);
  });

  it('saves a change, keeps the image and adds a new one in the asked order', async () => {
    const answer = await update(
      wineId,
      wine({
        name: `Updated ${run}`,
        imageMeta: [
          { file: 0, alt: 'Back label' },
          { id: keptImage, alt: 'Front label' },
        ],
      }),
      [png],
    );
    expect(answer.status, answer.raw).toBe(200);
    const view = (await call('GET', `/admin/v4/product/${wineId}`, { token: admin1, idSite: 1 })).body.data;
    expect(view.name).toBe(`Updated ${run}`);
    expect(view.images.map((i: { alt: string }) => i.alt)).toEqual(['Back label', 'Front label']);
    expect(view.images[1].id).toBe(keptImage);
    const image = await fetch(
      view.images[0].url.startsWith('http') ? view.images[0].url : `${apiUrl}${view.images[0].url}`,
    );
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
  });

  it('refuses to delete a product a box holds, then deletes the box', async () => {
    const view = (await call('GET', `/admin/v4/product/${box.id}`, { token: admin1, idSite: 1 })).body.data;
    const bottle = view.products[0].id;
    const refused = await call('DELETE', `/admin/product/${bottle}`, { token: admin1, idSite: 1 });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('This product is part of a box and cannot be deleted');
    expect((await call('DELETE', `/admin/product/${box.id}`, { token: admin1, idSite: 1 })).status).toBe(200);
    expect((await call('DELETE', `/admin/product/${bottle}`, { token: admin1, idSite: 1 })).status).toBe(200);
    expect((await call('GET', `/admin/v4/product/${bottle}`, { token: admin1, idSite: 1 })).status).toBe(404);
  });
});

describe('images too large for a Lambda body: presigned POST to the media bucket', () => {
  /** Asks a presigned POST and sends the file there, as the admin does beyond 4 MB. */
  async function presignedUpload(file: FormFile, site = 1, token = admin1): Promise<string> {
    const target = await call('POST', '/admin/product/image/upload-url', {
      token,
      idSite: site,
      body: { filename: file.name, contentType: file.type, size: file.bytes.byteLength },
    });
    expect(target.status, target.raw).toBe(200);
    const form = new FormData();
    for (const [name, value] of Object.entries(target.body.data.fields as Record<string, string>))
      form.append(name, value);
    form.append('file', new Blob([Buffer.from(file.bytes)], { type: file.type }), file.name);
    const sent = await fetch(target.body.data.url, { method: 'POST', body: form });
    expect(sent.status).toBeLessThan(300);
    return target.body.data.uploadKey;
  }

  it('refuses to presign a file over 5 mb or of another type', async () => {
    const big = await call('POST', '/admin/product/image/upload-url', {
      token: admin1,
      idSite: 1,
      body: { filename: 'huge.png', contentType: 'image/png', size: 6 * 1024 * 1024 },
    });
    expect((await errorsOf(big)).size).toEqual(['Image file cannot be more than 5 mb']);
    const pdf = await call('POST', '/admin/product/image/upload-url', {
      token: admin1,
      idSite: 1,
      body: { filename: 'sheet.pdf', contentType: 'application/pdf', size: 1000 },
    });
    expect((await errorsOf(pdf)).filename).toEqual(['Allowed images: svg, jpeg, jpg, png']);
  });

  it('creates a product from an uploaded file, moved under the product and served', async () => {
    const uploadKey = await presignedUpload(png);
    const created = await createProduct(
      wine({ name: `Presigned ${run}`, imageMeta: [{ uploadKey, alt: 'Sent beforehand' }] }),
      { files: [] },
    );
    expect(created.status, created.raw).toBe(200);
    const image = created.body.data.images[0];
    expect(image.alt).toBe('Sent beforehand');
    expect(image.url).toMatch(/\/sites\/1\/product\//);
    expect((await fetch(image.url)).status).toBe(200);
    // The upload is claimed: naming it again finds nothing.
    const again = await createProduct(
      wine({ name: `Presigned again ${run}`, imageMeta: [{ uploadKey, alt: 'Again' }] }),
      { files: [] },
    );
    expect((await errorsOf(again))['imageMeta.0']).toEqual([
      'The uploaded image could not be found, please send it again',
    ]);
  });

  it('checks the bytes of an uploaded file, and refuses another site’s upload', async () => {
    const fakeKey = await presignedUpload({
      name: 'fake.png',
      type: 'image/png',
      bytes: Buffer.from('<html>not an image</html>'),
    });
    const fake = await createProduct(wine({ name: `Fake ${run}`, imageMeta: [{ uploadKey: fakeKey, alt: 'Fake' }] }), {
      files: [],
    });
    expect((await errorsOf(fake))['imageMeta.0']).toEqual(['Allowed images: svg, jpeg, jpg, png']);
    const otherSiteKey = await presignedUpload(png, 2, admin2);
    const stolen = await createProduct(
      wine({ name: `Stolen ${run}`, imageMeta: [{ uploadKey: otherSiteKey, alt: 'Stolen' }] }),
      { files: [] },
    );
    expect((await errorsOf(stolen))['imageMeta.0']).toEqual(['Invalid value']);
  });
});

describe('vintages', () => {
  let wineId: number;
  let firstVintage: number;

  beforeAll(async () => {
    const created = await createdProduct(wine({ name: `Vintages ${run}` }));
    wineId = created.id;
    firstVintage = created.vintages[0]!.id;
  });

  it('adds a second vintage; the list shows both and the lowest price', async () => {
    const added = await call('POST', `/admin/vintage/${wineId}`, {
      token: admin1,
      idSite: 1,
      body: { year: 2023, price: 14, capacity: 75, quantity: 12, sellByMultipleOf: 6 },
    });
    expect(added.status, added.raw).toBe(200);
    const list = await call('GET', `/admin/v4/product?name=lk:Vintages ${run}`, { token: admin1, idSite: 1 });
    expect(list.body.data.products[0]).toMatchObject({ vintages: 2, price: 12.5, year: 2023, stock: 36 });
    const store = await call('GET', `/product?name=lk:Vintages ${run}`, { idSite: 1 });
    expect(store.body.data.products[0]).toMatchObject({ price: 12.5, priceFrom: true, year: 2023 });
  });

  it('refuses a vintage with no year, a price of 0 or a negative stock', async () => {
    const errors = await errorsOf(
      await call('POST', `/admin/vintage/${wineId}`, {
        token: admin1,
        idSite: 1,
        body: { year: '', price: 0, capacity: 75, quantity: -2 },
      }),
    );
    expect(errors.year).toEqual(['Year is mandatory']);
    expect(errors.price).toEqual(['Price must be greater than 0']);
    expect(errors.quantity).toEqual(['The quantity cannot be negative']);
  });

  it('refuses an alcohol level of 135 % vol on a new or changed vintage, in the request’s language, and writes nothing', async () => {
    const body = { year: 2024, price: 14, capacity: 75, alcoholLevel: 135, nutrition: { sugar: 0.3 } };
    const added = await call('POST', `/admin/vintage/${wineId}`, { token: admin1, idSite: 1, body });
    expect(added.status, added.raw).toBe(400);
    expect(added.body.data.errors).toEqual({ alcoholLevel: ['Alcohol level must be between 0 and 100 % vol'] });
    const changed = await call('PUT', `/admin/vintage/${firstVintage}`, {
      token: admin1,
      idSite: 1,
      lang: 'fr_FR',
      body: { ...body, year: 2022, alcoholLevel: '135' },
    });
    expect(changed.status, changed.raw).toBe(400);
    expect(changed.body.data.errors).toEqual({
      alcoholLevel: ['Le degré d’alcool doit être compris entre 0 et 100 % vol'],
    });
    const view = (await call('GET', `/admin/v4/product/${wineId}`, { token: admin1, idSite: 1 })).body.data;
    expect(view.vintages.map((v: { year: number; alcoholLevel: number }) => [v.year, v.alcoholLevel])).toEqual([
      [2022, 12.5],
      [2023, null],
    ]);
  });

  it('refuses a decimal sold by, stock or year on a new or changed vintage, in the request’s language, and writes nothing', async () => {
    const body = { year: 2024, price: 14, capacity: 75, sellByMultipleOf: 1.5, quantity: '2,5' };
    const added = await call('POST', `/admin/vintage/${wineId}`, { token: admin1, idSite: 1, body });
    expect(added.status, added.raw).toBe(400);
    expect(added.body.data.errors).toEqual({
      sellByMultipleOf: ['Enter a whole number'],
      quantity: ['Enter a whole number'],
    });
    const changed = await call('PUT', `/admin/vintage/${firstVintage}`, {
      token: admin1,
      idSite: 1,
      lang: 'fr_FR',
      body: { ...body, year: '2022.5', sellByMultipleOf: '1.5', quantity: 24 },
    });
    expect(changed.status, changed.raw).toBe(400);
    expect(changed.body.data.errors).toEqual({
      year: ['Saisissez un nombre entier'],
      sellByMultipleOf: ['Saisissez un nombre entier'],
    });
    const view = (await call('GET', `/admin/v4/product/${wineId}`, { token: admin1, idSite: 1 })).body.data;
    expect(
      view.vintages.map((v: { year: number; sellByMultipleOf: number; quantity: number }) => [
        v.year,
        v.sellByMultipleOf,
        v.quantity,
      ]),
    ).toEqual([
      [2022, 6, 24],
      [2023, 6, 12],
    ]);
  });

  it('computes the energy of a vintage from its alcohol level and sugar', async () => {
    const view = (await call('GET', `/admin/v4/product/${wineId}`, { token: admin1, idSite: 1 })).body.data;
    expect(view.vintages[0].energy).toEqual({ kj: 291.11, kcal: 70.24 });
  });

  it('moves a vintage first', async () => {
    const view = (await call('GET', `/admin/v4/product/${wineId}`, { token: admin1, idSite: 1 })).body.data;
    const second = view.vintages[1].id;
    expect(
      (await call('PUT', `/admin/vintage/${second}/order`, { token: admin1, idSite: 1, body: { order: 0 } })).status,
    ).toBe(200);
    const after = (await call('GET', `/admin/v4/product/${wineId}`, { token: admin1, idSite: 1 })).body.data;
    expect(after.vintages.map((v: { id: number }) => v.id)).toEqual([second, firstVintage]);
  });

  it('keeps the last vintage of a wine', async () => {
    const view = (await call('GET', `/admin/v4/product/${wineId}`, { token: admin1, idSite: 1 })).body.data;
    expect((await call('DELETE', `/admin/vintage/${view.vintages[0].id}`, { token: admin1, idSite: 1 })).status).toBe(
      200,
    );
    const refused = await call('DELETE', `/admin/vintage/${firstVintage}`, { token: admin1, idSite: 1 });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('A wine keeps at least one vintage');
  });

  it('does not let site 2 touch a vintage of site 1', async () => {
    const answer = await call('PUT', `/admin/vintage/valid/${firstVintage}`, {
      token: admin2,
      idSite: 2,
      body: { valid: false },
    });
    expect(answer.status).toBe(404);
  });
});

describe('the storefront catalogue', () => {
  let shown: number;
  let hidden: number;
  let noVintage: number;
  let foreign: number;
  const foreignName = `Site two ${run}`;

  beforeAll(async () => {
    shown = (await createdProduct(wine({ name: `Shown ${run}`, price: 9.9 }))).id;
    hidden = (await createdProduct(wine({ name: `Hidden ${run}` }))).id;
    expect(
      (await call('PUT', `/admin/product/valid/${hidden}`, { token: admin1, idSite: 1, body: { valid: false } }))
        .status,
    ).toBe(200);
    const withInvalidVintage = await createdProduct(wine({ name: `No vintage ${run}` }));
    noVintage = withInvalidVintage.id;
    expect(
      (
        await call('PUT', `/admin/vintage/valid/${withInvalidVintage.vintages[0]!.id}`, {
          token: admin1,
          idSite: 1,
          body: { valid: false },
        })
      ).status,
    ).toBe(200);
    foreign = (await createdProduct(wine({ name: foreignName, kind: ids.kind }), 2)).id;
    await createdProduct(wine({ name: `White ${run}`, kind: ids.kind2, price: 30 }));
  });

  const storeList = (query: string, site = 1, lang: 'fr_FR' | 'en_US' = 'en_US') =>
    call('GET', `/product${query}`, { idSite: site, lang });

  it('never shows an INVALID product, a wine without a valid vintage, or another site’s product', async () => {
    const answer = await storeList(`?nbItem=100&name=lk:${run}`);
    expect(answer.status).toBe(200);
    const listed = answer.body.data.products.map((p: { name: string }) => p.name);
    expect(listed).toContain(`Shown ${run}`);
    expect(listed).not.toContain(`Hidden ${run}`);
    expect(listed).not.toContain(`No vintage ${run}`);
    expect(listed).not.toContain(foreignName);
    const site2 = (await storeList(`?nbItem=100&name=lk:${run}`, 2)).body.data.products.map(
      (p: { name: string }) => p.name,
    );
    expect(site2).toContain(foreignName);
    expect(site2).not.toContain(`Shown ${run}`);
  });

  it('answers 404 for the page of an invalid product and of another site’s product', async () => {
    expect((await call('GET', `/product/${hidden}`, { idSite: 1 })).status).toBe(404);
    expect((await call('GET', `/product/${foreign}`, { idSite: 2 })).status).toBe(200);
    const onSite1 = await call('GET', `/product/${foreign}`, { idSite: 1 });
    expect(onSite1.body.data?.name).not.toBe(foreignName);
    expect((await call('GET', `/product/${noVintage}`, { idSite: 1 })).status).toBe(404);
  });

  it('filters by a list of kinds and sorts by price', async () => {
    const reds = (await storeList(`?nbItem=100&name=lk:${run}&kind=${ids.kind}`)).body.data.products;
    expect(reds.every((p: { kind: { id: number } }) => p.kind.id === ids.kind)).toBe(true);
    const both = (await storeList(`?nbItem=100&name=lk:${run}&kind=${ids.kind},${ids.kind2}&orderBy=price:desc`)).body
      .data.products;
    expect(both.length).toBeGreaterThan(reds.length);
    const prices = both.map((p: { price: number }) => p.price);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    expect(prices[0]).toBe(30);
  });

  it('names the kind in the request’s language', async () => {
    const french = (await storeList(`?nbItem=100&name=lk:Shown ${run}`, 1, 'fr_FR')).body.data.products[0];
    expect(french.kind.name).toBe(`Rouge ${run}`);
    const english = (await storeList(`?nbItem=100&name=lk:Shown ${run}`)).body.data.products[0];
    expect(english.kind.name).toBe(`Red ${run}`);
  });

  it('answers the list with an ETag, 304 for what the browser holds, and a price changed in the admin at once', async () => {
    const name = `Priced ${run}`;
    const { id, vintages } = await createdProduct(wine({ name, price: 9.9 }));
    const path = `/product?nbItem=100&name=lk:${name}`;
    const first = await storeList(`?nbItem=100&name=lk:${name}`);
    expect(first.status).toBe(200);
    const etag = first.headers!.get('etag');
    expect(etag).toMatch(/^".+"$/);
    // CloudFront may keep it a few seconds (docs/catalogue-cache.md).
    expect(first.headers!.get('cache-control')).toBe('public, max-age=0, s-maxage=5');
    const again = await fetch(`${apiUrl}${path}`, {
      headers: { idsite: '1', userlang: 'en_US', 'if-none-match': etag! },
    });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    // Another language is another answer.
    const french = await fetch(`${apiUrl}${path}`, {
      headers: { idsite: '1', userlang: 'fr_FR', 'if-none-match': etag! },
    });
    expect(french.status).toBe(200);

    const changed = await call('PUT', `/admin/vintage/${vintages[0]!.id}`, {
      token: admin1,
      idSite: 1,
      body: { year: 2022, price: 11.2, capacity: 75, nutrition: { sugar: 0.3 } },
    });
    expect(changed.status, changed.raw).toBe(200);
    const after = await storeList(`?nbItem=100&name=lk:${name}`);
    expect(after.body.data.products.map((p: { id: number; price: number }) => [p.id, p.price])).toEqual([[id, 11.2]]);
    expect(after.headers!.get('etag')).not.toBe(etag);
  });

  it('takes a product off the list as soon as the admin makes it invalid, and serves an unchanged list from one GetItem', async () => {
    const name = `Switched ${run}`;
    const { id } = await createdProduct(wine({ name }));
    const listed = async () =>
      (await storeList(`?nbItem=100&name=lk:${name}`)).body.data.products.map((p: { id: number }) => p.id);
    expect(await listed()).toEqual([id]);
    const unchanged = await storeList(`?nbItem=100&name=lk:${name}`);
    // At most the catalogue's version (read once a second).
    expect(unchanged.headers!.get('x-db-calls')).toMatch(/^(GetItemCommand=1)?$/);
    expect(
      (await call('PUT', `/admin/product/valid/${id}`, { token: admin1, idSite: 1, body: { valid: false } })).status,
    ).toBe(200);
    expect(await listed()).toEqual([]);
    expect(
      (await call('PUT', `/admin/product/valid/${id}`, { token: admin1, idSite: 1, body: { valid: true } })).status,
    ).toBe(200);
    expect(await listed()).toEqual([id]);
  });

  it('serves a product page from one Query, then from the copy of its catalogue version, with prices, grapes, nutrition and energy', async () => {
    // In the site's default language: another adds the Query of its translations (catalogue-translations tests).
    const first = await call('GET', `/product/${shown}`, { idSite: 1, lang: 'fr_FR' });
    expect(first.headers?.get('x-db-calls')).toMatch(/QueryCommand=1$/);
    const answer = await call('GET', `/product/${shown}`, { idSite: 1, lang: 'fr_FR' });
    expect(answer.status).toBe(200);
    expect(answer.headers?.get('x-db-calls') ?? '').toMatch(/^(GetItemCommand=1)?$/);
    const page = answer.body.data;
    expect(page.price).toBe(9.9);
    expect(page.discountedPrice).toBe(9.9);
    expect(page.grapes.map((g: { name: string; percent: number }) => [g.name, g.percent])).toEqual([
      [`Merlot ${run}`, 60],
      [`Syrah ${run}`, 40],
    ]);
    expect(page.declinations[0]).toMatchObject({
      year: 2022,
      price: 9.9,
      sellByMultipleOf: 6,
      inStock: true,
      energy: { kj: 291.11, kcal: 70.24 },
    });
    expect(page.declinations[0].ingredients).toEqual([
      expect.objectContaining({ name: `Sulphites ${run}`, allergen: true }),
    ]);
    expect(page.images[0].alt).toBe('Bottle with a red label');
  });

  it('answers the e-label details of a vintage, and nothing for an invalid one', async () => {
    const view = (await call('GET', `/admin/v4/product/${shown}`, { token: admin1, idSite: 1 })).body.data;
    const details = await call('GET', `/v2/vintage/details/${view.vintages[0].id}`, { idSite: 1 });
    expect(details.status).toBe(200);
    expect(details.body.data).toMatchObject({
      productName: `Shown ${run}`,
      year: 2022,
      alcoholLevel: 12.5,
      energy: { kj: 291.11, kcal: 70.24 },
    });
    const hiddenView = (await call('GET', `/admin/v4/product/${noVintage}`, { token: admin1, idSite: 1 })).body.data;
    expect((await call('GET', `/v2/vintage/details/${hiddenView.vintages[0].id}`, { idSite: 1 })).status).toBe(404);
    expect((await call('GET', `/v2/vintage/details/${view.vintages[0].id}`, { idSite: 2 })).status).toBe(404);
  });
});

describe('awards', () => {
  let product: number;

  beforeAll(async () => {
    product = (await createdProduct(wine({ name: `Awarded ${run}` }))).id;
  });

  const award = (over: Record<string, unknown> = {}) => ({
    city: { city: 'Mâcon', postalCode: '71000' },
    idProduct: product,
    type: ids.award,
    title: 'Concours des vins',
    year: 2024,
    alt: 'Gold medal',
    ...over,
  });

  it('refuses an award without city, product, title, type or year', async () => {
    const errors = await errorsOf(
      await sendForm('POST', '/admin/award', { city: { city: '', postalCode: '' }, title: '', year: '' }, [], {
        token: admin1,
        idSite: 1,
      }),
    );
    expect(errors).toMatchObject({
      city: ['City is required'],
      idProduct: ['Product is required'],
      title: ['Title is required'],
      type: ['Type is required'],
      year: ['Year is required'],
    });
  });

  it('refuses a year that is not whole as it was typed ("2021.5", "20.24"), never read as another year', async () => {
    for (const year of ['2021.5', '20.24', '2 024']) {
      const errors = await errorsOf(
        await sendForm('POST', '/admin/award', award({ year }), [], { token: admin1, idSite: 1 }),
      );
      expect(errors.year, year).toEqual(['Enter a whole number']);
    }
  });

  it('refuses two images', async () => {
    const errors = await errorsOf(
      await sendForm('POST', '/admin/award', award(), [png, png], { token: admin1, idSite: 1 }),
    );
    expect(errors.images).toEqual(['You can upload only one image']);
  });

  it('refuses an award of another site’s product', async () => {
    const foreign = await foreignProductId();
    const errors = await errorsOf(
      await sendForm('POST', '/admin/award', award({ idProduct: foreign }), [], { token: admin1, idSite: 1 }),
    );
    expect(errors.idProduct).toEqual(['Product not found']);
  });

  it('creates an award with its image; the product page shows it', async () => {
    const created = await sendForm('POST', '/admin/award', award(), [{ ...png, field: 'image' }], {
      token: admin1,
      idSite: 1,
    });
    expect(created.status, created.raw).toBe(200);
    expect(created.body.data).toMatchObject({
      productName: `Awarded ${run}`,
      typeName: `Gold medal ${run}`,
      image: { alt: 'Gold medal' },
    });
    const page = (await call('GET', `/product/${product}`, { idSite: 1 })).body.data;
    expect(page.awards).toEqual([
      expect.objectContaining({
        title: 'Concours des vins',
        year: 2024,
        type: { id: ids.award, name: `Gold medal ${run}` },
      }),
    ]);
    const listed = (await call('GET', `/admin/award?title=lk:Concours`, { token: admin1, idSite: 1 })).body.data;
    expect(listed.awards.map((a: { id: number }) => a.id)).toContain(created.body.data.id);
  });

  it('keeps a used award type from being deleted', async () => {
    const refused = await call('DELETE', `/super-admin/nomenclature/${ids.award}`, { token: superAdmin });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('This value is used by a product and cannot be deleted');
  });

  it('deletes the awards with their product', async () => {
    expect((await call('DELETE', `/admin/product/${product}`, { token: admin1, idSite: 1 })).status).toBe(200);
    const listed = (await call('GET', '/admin/award?nbItem=100', { token: admin1, idSite: 1 })).body.data;
    expect(listed.awards.some((a: { idProduct: number }) => a.idProduct === product)).toBe(false);
    // The award type is free again.
    expect((await call('DELETE', `/super-admin/nomenclature/${ids.award}`, { token: superAdmin })).status).toBe(200);
  });
});

describe('the nomenclature', () => {
  it('refuses an entry without type or name', async () => {
    const errors = await errorsOf(
      await call('POST', '/super-admin/nomenclature', { token: superAdmin, body: { name: '' } }),
    );
    expect(errors).toEqual({ type: ['Type is required'], name: ['Name is required'] });
  });

  it('is written by super-admins only', async () => {
    expect(
      (
        await call('POST', '/super-admin/nomenclature', {
          token: admin1,
          idSite: 1,
          body: { type: 'GRAPE', name: 'x' },
        })
      ).status,
    ).toBe(403);
  });

  it('lists the values of a type to anyone, named in the request’s language', async () => {
    const answer = await call('GET', '/list/KIND', { idSite: 1, lang: 'fr_FR' });
    expect(answer.status).toBe(200);
    expect(answer.body.data.items.map((i: { name: string }) => i.name)).toContain(`Rouge ${run}`);
  });

  it('gives the meal icons to the storefront', async () => {
    const created = await call('POST', '/super-admin/nomenclature', {
      token: superAdmin,
      body: { type: 'MEAL_ICON', name: `Cheese icon ${run}`, icon: 'cheese' },
    });
    expect(created.status).toBe(200);
    const icons = await call('GET', '/parameter/product/meal-icon', { idSite: 1 });
    expect(icons.body.data.items).toContainEqual(
      expect.objectContaining({ name: `Cheese icon ${run}`, icon: 'cheese' }),
    );
  });

  it('keeps a grape a wine names', async () => {
    const refused = await call('DELETE', `/super-admin/nomenclature/${ids.grape1}`, { token: superAdmin });
    expect(refused.status).toBe(409);
  });
});
