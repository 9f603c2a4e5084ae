import { beforeAll, describe, expect, inject, it } from 'vitest';
import { call, sendForm, signIn } from '../../scripts/src/test/api.ts';
import { colissimoId, createBox, createWine, deliveryOrder, placeOrder } from './order-helpers.ts';

/**
 * Admin saves never put sold bottles back in stock, nor wipe it (docs/decisions.md "Catalogue API",
 * stock): an order placed between the admin's load and save is kept; a stock change from the stale
 * value is refused (409 on `quantity`); a save without `quantity` and a valid toggle keep the stock;
 * a stock change from the right previous value is written. Through the local gateway, on site 1.
 */
const run = Date.now().toString(36);
let admin: string;
let colissimo: number;

const stockChanged = 'The stock changed since you opened this page (orders were placed): reload it';

type View = Record<string, any>;
const product = async (id: number): Promise<View> => {
  const answer = await call('GET', `/admin/v4/product/${id}`, { token: admin, idSite: 1 });
  expect(answer.status, answer.raw).toBe(200);
  return answer.body.data;
};
const vintageOf = async (id: number, idVintage: number): Promise<View> =>
  (await product(id)).vintages.find((v: View) => v.id === idVintage);

/** What the admin's vintage dialog sends for a loaded vintage (`vintage-modal.tsx`), with `over` changed. */
function vintageForm(loaded: View, over: Record<string, unknown> = {}): Record<string, unknown> {
  const body: Record<string, unknown> = {
    isVintage: true,
    year: loaded.year,
    price: loaded.price,
    capacity: loaded.capacity,
    capacityUnit: loaded.capacityUnit,
    sellByMultipleOf: loaded.sellByMultipleOf,
    quantity: loaded.quantity,
    previousQuantity: loaded.quantity,
    alcoholLevel: loaded.alcoholLevel,
    nutrition: loaded.nutrition,
    ingredients: loaded.ingredients,
    ...over,
  };
  for (const key of Object.keys(body)) if (body[key] === undefined || body[key] === null) delete body[key];
  return body;
}

/** What the admin's product screen sends for a loaded BOX or OTHER (`product-values.ts`), with `over` changed. */
function productForm(loaded: View, over: Record<string, unknown> = {}): Record<string, unknown> {
  const body: Record<string, unknown> = {
    productType: loaded.productType,
    name: loaded.name,
    description: loaded.description,
    price: loaded.price,
    multipleOf: loaded.multipleOf,
    weight: loaded.weight,
    hasShippingFees: loaded.hasShippingFees,
    isDematerialized: loaded.isDematerialized,
    setQuantity: loaded.setQuantity,
    quantity: loaded.setQuantity ? loaded.quantity : undefined,
    previousQuantity: loaded.setQuantity ? loaded.quantity : undefined,
    tags: loaded.tags,
    features: loaded.features,
    imageMeta: loaded.images.map((image: View) => ({ id: image.id, alt: image.alt })),
    ...(loaded.productType === 'BOX'
      ? { products: loaded.products.map((p: View) => ({ id: p.id, quantity: p.quantity })) }
      : {}),
    ...over,
  };
  for (const key of Object.keys(body)) if (body[key] === undefined || body[key] === null) delete body[key];
  return body;
}

const saveVintage = (idVintage: number, body: Record<string, unknown>) =>
  call('PUT', `/admin/vintage/${idVintage}`, { token: admin, idSite: 1, body });
const saveProduct = (id: number, body: Record<string, unknown>) =>
  sendForm('PUT', `/admin/product/${id}`, body, [], { token: admin, idSite: 1 });

async function order(lines: Array<{ id: number; quantity: number }>): Promise<void> {
  const answer = await placeOrder(deliveryOrder(lines, colissimo));
  expect(answer.status, answer.raw).toBe(201);
}

beforeAll(async () => {
  admin = await signIn(inject('fixtures').logins.admin1.email, inject('fixtures').logins.admin1.password);
  colissimo = await colissimoId();
});

describe('a vintage saved by the admin after orders', () => {
  const wine = { id: 0, idVintage: 0 };
  let loaded: View;

  beforeAll(async () => {
    Object.assign(wine, await createWine(admin, `Stock saves ${run}`, { price: 12, quantity: 10 }));
    // The admin opens the wine: 10 in stock.
    loaded = await vintageOf(wine.id, wine.idVintage);
    expect(loaded.quantity).toBe(10);
    // A guest buys 3 meanwhile.
    await order([{ id: wine.id, quantity: 3 }]);
    expect((await vintageOf(wine.id, wine.idVintage)).quantity).toBe(7);
  });

  it('saves a new price from the loaded form and keeps the 7 left (not the 10 loaded)', async () => {
    const answer = await saveVintage(wine.idVintage, vintageForm(loaded, { price: 13.5 }));
    expect(answer.status, answer.raw).toBe(200);
    expect(answer.body.data).toMatchObject({ price: 13.5, quantity: 7 });
    expect(await vintageOf(wine.id, wine.idVintage)).toMatchObject({ price: 13.5, quantity: 7 });
  });

  it('refuses a stock change made from the stale value (409 on quantity, in French too) and writes nothing', async () => {
    const answer = await saveVintage(wine.idVintage, vintageForm(loaded, { price: 15, quantity: 20 }));
    expect(answer.status, answer.raw).toBe(409);
    expect(answer.body.message).toBe(stockChanged);
    expect(answer.body.data.errors).toEqual({ quantity: [stockChanged] });
    const french = await call('PUT', `/admin/vintage/${wine.idVintage}`, {
      token: admin,
      idSite: 1,
      lang: 'fr_FR',
      body: vintageForm(loaded, { quantity: 20 }),
    });
    expect(french.status).toBe(409);
    expect(french.body.data.errors.quantity).toEqual([
      'Le stock a changé depuis l’ouverture de cette page (des commandes ont été passées) : rechargez-la',
    ]);
    expect(await vintageOf(wine.id, wine.idVintage)).toMatchObject({ price: 13.5, quantity: 7 });
  });

  it('keeps the stock when a save sends no quantity (it used to become 0)', async () => {
    const answer = await saveVintage(
      wine.idVintage,
      vintageForm(loaded, { price: 14, quantity: undefined, previousQuantity: undefined }),
    );
    expect(answer.status, answer.raw).toBe(200);
    expect(answer.body.data.quantity).toBe(7);
    expect(await vintageOf(wine.id, wine.idVintage)).toMatchObject({ price: 14, quantity: 7 });
  });

  it('keeps the stock through valid toggles after another sale', async () => {
    await order([{ id: wine.id, quantity: 2 }]);
    const off = await call('PUT', `/admin/vintage/valid/${wine.idVintage}`, {
      token: admin,
      idSite: 1,
      body: { valid: false },
    });
    expect(off.status, off.raw).toBe(200);
    expect(off.body.data).toMatchObject({ valid: false, quantity: 5 });
    const on = await call('PUT', `/admin/vintage/valid/${wine.idVintage}`, {
      token: admin,
      idSite: 1,
      body: { valid: true },
    });
    expect(on.body.data).toMatchObject({ valid: true, quantity: 5 });
    expect(await vintageOf(wine.id, wine.idVintage)).toMatchObject({ valid: true, price: 14, quantity: 5 });
  });

  it('writes a stock change made from the stock as it is now', async () => {
    const fresh = await vintageOf(wine.id, wine.idVintage);
    const answer = await saveVintage(wine.idVintage, vintageForm(fresh, { quantity: 20 }));
    expect(answer.status, answer.raw).toBe(200);
    expect(answer.body.data.quantity).toBe(20);
    expect((await vintageOf(wine.id, wine.idVintage)).quantity).toBe(20);
  });

  it('sets the stock as asked for an API client sending quantity without previousQuantity', async () => {
    const answer = await saveVintage(
      wine.idVintage,
      vintageForm(loaded, { price: 14, quantity: 12, previousQuantity: undefined }),
    );
    expect(answer.status, answer.raw).toBe(200);
    expect((await vintageOf(wine.id, wine.idVintage)).quantity).toBe(12);
  });

  it('still starts a new vintage at 0 when its stock is not given', async () => {
    const added = await call('POST', `/admin/vintage/${wine.id}`, {
      token: admin,
      idSite: 1,
      body: { year: 2023, price: 14, capacity: 75 },
    });
    expect(added.status, added.raw).toBe(200);
    expect(added.body.data.quantity).toBe(0);
    const refused = await call('POST', `/admin/vintage/${wine.id}`, {
      token: admin,
      idSite: 1,
      body: { year: 2024, price: 14, capacity: 75, previousQuantity: 0 },
    });
    expect(refused.status).toBe(400);
  });
});

describe('a BOX with its own stock saved by the admin after orders', () => {
  let box: number;
  let loaded: View;

  beforeAll(async () => {
    const wine = await createWine(admin, `Box wine ${run}`, { price: 10, quantity: 100 });
    box = await createBox(admin, `Stock box ${run}`, [{ id: wine.id, quantity: 2 }], { price: 25, quantity: 10 });
    loaded = await product(box);
    expect(loaded.quantity).toBe(10);
    await order([{ id: box, quantity: 3 }]);
    expect((await product(box)).quantity).toBe(7);
  });

  it('saves a new price from the loaded form and keeps the 7 left', async () => {
    const answer = await saveProduct(box, productForm(loaded, { price: 27 }));
    expect(answer.status, answer.raw).toBe(200);
    expect(answer.body.data).toMatchObject({ price: 27, quantity: 7 });
    expect(await product(box)).toMatchObject({ price: 27, quantity: 7 });
  });

  it('refuses a stock change made from the stale value (409 on quantity) and writes nothing', async () => {
    const answer = await saveProduct(box, productForm(loaded, { price: 30, quantity: 20 }));
    expect(answer.status, answer.raw).toBe(409);
    expect(answer.body.message).toBe(stockChanged);
    expect(answer.body.data.errors).toEqual({ quantity: [stockChanged] });
    expect(await product(box)).toMatchObject({ price: 27, quantity: 7 });
  });

  it('keeps the stock when a save sends no quantity', async () => {
    const answer = await saveProduct(
      box,
      productForm(loaded, { price: 28, quantity: undefined, previousQuantity: undefined }),
    );
    expect(answer.status, answer.raw).toBe(200);
    expect(await product(box)).toMatchObject({ price: 28, setQuantity: true, quantity: 7 });
  });

  it('keeps the stock through valid toggles after another sale', async () => {
    await order([{ id: box, quantity: 2 }]);
    const off = await call('PUT', `/admin/product/valid/${box}`, { token: admin, idSite: 1, body: { valid: false } });
    expect(off.status, off.raw).toBe(200);
    expect(off.body.data).toMatchObject({ valid: false, quantity: 5 });
    expect(
      (await call('PUT', `/admin/product/valid/${box}`, { token: admin, idSite: 1, body: { valid: true } })).status,
    ).toBe(200);
    expect(await product(box)).toMatchObject({ valid: true, price: 28, quantity: 5 });
  });

  it('writes a stock change made from the stock as it is now', async () => {
    const answer = await saveProduct(box, productForm(await product(box), { quantity: 20 }));
    expect(answer.status, answer.raw).toBe(200);
    expect(answer.body.data.quantity).toBe(20);
    expect((await product(box)).quantity).toBe(20);
  });
});

describe('an OTHER with its own stock saved by the admin after orders', () => {
  let accessory: number;
  let loaded: View;

  beforeAll(async () => {
    const created = await sendForm(
      'POST',
      '/admin/product',
      {
        productType: 'OTHER',
        name: `Stock corkscrew ${run}`,
        description: 'A sommelier knife',
        price: 19,
        weight: 0.2,
        hasShippingFees: true,
        setQuantity: true,
        quantity: 10,
        imageMeta: [{ file: 0, alt: 'Corkscrew' }],
      },
      [
        {
          name: 'knife.png',
          type: 'image/png',
          bytes: Buffer.from(
            'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
            'base64',
          ),
        },
      ],
      { token: admin, idSite: 1 },
    );
    expect(created.status, created.raw).toBe(200);
    accessory = created.body.data.id;
    loaded = await product(accessory);
    await order([{ id: accessory, quantity: 3 }]);
    expect((await product(accessory)).quantity).toBe(7);
  });

  it('keeps the 7 left on a save of the loaded form, refuses a stock change from the stale value, writes one from the right value', async () => {
    const saved = await saveProduct(accessory, productForm(loaded, { price: 21 }));
    expect(saved.status, saved.raw).toBe(200);
    expect(await product(accessory)).toMatchObject({ price: 21, quantity: 7 });
    const refused = await saveProduct(accessory, productForm(loaded, { quantity: 4 }));
    expect(refused.status, refused.raw).toBe(409);
    expect(refused.body.data.errors).toEqual({ quantity: [stockChanged] });
    expect((await product(accessory)).quantity).toBe(7);
    const changed = await saveProduct(accessory, productForm(await product(accessory), { quantity: 4 }));
    expect(changed.status, changed.raw).toBe(200);
    expect((await product(accessory)).quantity).toBe(4);
  });

  it('keeps the stock when setQuantity is switched off, and finds it again when switched back on', async () => {
    const off = await saveProduct(
      accessory,
      productForm(await product(accessory), { setQuantity: false, quantity: undefined, previousQuantity: undefined }),
    );
    expect(off.status, off.raw).toBe(200);
    expect(await product(accessory)).toMatchObject({ setQuantity: false, quantity: 4 });
    const on = await saveProduct(
      accessory,
      productForm(await product(accessory), { setQuantity: true, quantity: undefined, previousQuantity: undefined }),
    );
    expect(on.status, on.raw).toBe(200);
    expect(await product(accessory)).toMatchObject({ setQuantity: true, quantity: 4 });
  });
});
