import { beforeAll, describe, expect, inject, it } from 'vitest';
import { call, sendForm, signIn, type FormFile } from '../../scripts/src/test/api.ts';
import { authorisedSiteId } from '../src/data/site-id.ts';
import { transactWrite, TransactionConditionFailed } from '../src/data/transactions.ts';
import { forgetEnvironment } from '../src/local/local-reset.ts';
import {
  discountRepository,
  discountShopperKey,
  discountUseActions,
  type DiscountRecord,
} from '../src/repositories/discount-repository.ts';
import { parisDay } from '../src/services/checkout/pricing.ts';

/**
 * Discounts through the local gateway on the real local parts (issue 7, docs/checkout.md): every
 * Discount rule of spec 1 §5 with its exact message on its field, codes unique per site, products
 * counted, site isolation, and the worked examples of "Prices of a cart" through `POST
 * /order/discount` on a site of their own (so no other test's discounts or carriers change them).
 */
const fixtures = inject('fixtures');
const { logins } = fixtures;
let superAdmin: string;
let admin1: string;
let admin2: string;
let site: number;
const run = Date.now().toString(36);
const png: FormFile = {
  name: 'bottle.png',
  type: 'image/png',
  bytes: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
    'base64',
  ),
};

/** The worked examples' catalogue: A a wine at 12.90, B a wine at 24.50 (3.00 off a unit from 2), C a corkscrew at
 * 19.00. */
const ids = { A: 0, B: 0, C: 0, vintageA: 0, carrier990: 0, carrier1450: 0 };
const france = 250;

const as = (lang: 'en_US' | 'fr_FR' = 'en_US') => ({ token: superAdmin, idSite: site, lang });
const create = (body: Record<string, unknown>, lang: 'en_US' | 'fr_FR' = 'en_US') =>
  call('POST', '/admin/discount', { ...as(lang), body });
async function created(body: Record<string, unknown>): Promise<{ id: number; [k: string]: any }> {
  const answer = await create(body);
  expect(answer.status, answer.raw).toBe(200);
  return answer.body.data;
}
const remove = (id: number) => call('DELETE', `/admin/discount/${id}`, as());
const setValid = (id: number, valid: boolean) =>
  call('PUT', `/admin/discount/valid/${id}`, { ...as(), body: { valid } });

const general = (over: Record<string, unknown> = {}) => ({
  label: 'Bienvenue',
  code: `W${run}`,
  type: 'EURO',
  destinationType: 'GENERAL',
  detailType: 'PRODUCTS',
  amount: 10,
  ...over,
});

/** The field errors of a refused discount. */
async function errorsOf(
  body: Record<string, unknown>,
  lang: 'en_US' | 'fr_FR' = 'en_US',
): Promise<Record<string, string[]>> {
  const answer = await create(body, lang);
  expect(answer.status, answer.raw).toBe(400);
  expect(answer.body.success).toBe(false);
  return answer.body.data.errors;
}

/** A day relative to today in Paris, dd/mm/yyyy. */
function day(offset: number): string {
  const [y, m, d] = parisDay(new Date(Date.now() + offset * 86_400_000)).split('-');
  return `${d}/${m}/${y}`;
}

interface Line {
  id: number;
  idVintage?: number;
  quantity: number;
}
const price = (
  body: {
    products: Line[];
    discount?: string;
    delivery?: Record<string, unknown>;
    deliveryPostalCode?: string;
    deliveryIdCountry?: number;
  },
  options: { idSite?: number; token?: string; lang?: 'en_US' | 'fr_FR' } = {},
) =>
  call('POST', '/order/discount', { idSite: options.idSite ?? site, token: options.token, lang: options.lang, body });
const byCarrier = (idCarrier: number) => ({
  delivery: { type: 'DELIVERY', idCarrier },
  deliveryPostalCode: '33000',
  deliveryIdCountry: france,
});

async function product(fields: Record<string, unknown>): Promise<{ id: number; vintages: Array<{ id: number }> }> {
  const answer = await sendForm(
    'POST',
    '/admin/product',
    { imageMeta: [{ file: 0, alt: String(fields.name) }], hasShippingFees: true, weight: 1.3, ...fields },
    [png],
    { token: superAdmin, idSite: site },
  );
  expect(answer.status, answer.raw).toBe(200);
  return answer.body.data;
}

async function flatRateCarrier(name: string, priceInFrance: number): Promise<number> {
  const carrier = await call('POST', '/admin/carrier', { ...as(), body: { name, type: 'FLAT_RATE' } });
  expect(carrier.status, carrier.raw).toBe(200);
  const prices = await call('PUT', `/admin/carrier/prices/update/${carrier.body.data.id}`, {
    ...as(),
    body: { flatRates: [{ country: 'FRA', price: priceInFrance }] },
  });
  expect(prices.status, prices.raw).toBe(200);
  return carrier.body.data.id;
}

beforeAll(async () => {
  Object.assign(process.env, fixtures.env, { LOG_LEVEL: 'silent' });
  forgetEnvironment();
  [superAdmin, admin1, admin2] = await Promise.all([
    signIn(logins.superAdmin.email, logins.superAdmin.password),
    signIn(logins.admin1.email, logins.admin1.password),
    signIn(logins.admin2.email, logins.admin2.password),
  ]);
  const answer = await call('POST', '/site', {
    token: superAdmin,
    body: { name: `Remises ${run}`, defaultLang: 'fr_FR' },
  });
  expect(answer.status, answer.raw).toBe(201);
  site = answer.body.data.id;
  const kinds = await call('GET', '/list/KIND', { idSite: site, lang: 'fr_FR' });
  const kind = kinds.body.data.items.find((k: { name: string }) => k.name === 'Rouge').id;
  const wine = {
    productType: 'WINE',
    description: 'A wine of the worked examples',
    multipleOf: 1,
    isVintage: true,
    year: 2022,
    capacity: 75,
    capacityUnit: 'cl',
    kind,
    quantity: 500,
  };
  const a = await product({ ...wine, name: `A ${run}`, price: 12.9 });
  const b = await product({ ...wine, name: `B ${run}`, price: 24.5 });
  const c = await product({
    productType: 'OTHER',
    name: `C ${run}`,
    description: 'A corkscrew',
    price: 19,
    weight: 0.2,
  });
  Object.assign(ids, { A: a.id, B: b.id, C: c.id, vintageA: a.vintages[0]!.id });
  const own = await call('PUT', `/admin/product/${b.id}/decreasing-discount`, {
    ...as(),
    body: { discounts: [{ fromQuantity: 2, type: 'EURO', amount: 3 }] },
  });
  expect(own.status, own.raw).toBe(200);
  ids.carrier990 = await flatRateCarrier(`Forfait 9,90 ${run}`, 9.9);
  ids.carrier1450 = await flatRateCarrier(`Forfait 14,50 ${run}`, 14.5);
});

describe('the Discount rules of spec 1 §5, each message on its field', () => {
  it('"Label cannot be empty"', async () => {
    expect((await errorsOf(general({ label: ' ' }))).label).toEqual(['Label cannot be empty']);
  });
  it('"Code cannot be empty" for GENERAL and SPECIFIC', async () => {
    expect((await errorsOf(general({ code: '' }))).code).toEqual(['Code cannot be empty']);
    expect((await errorsOf(general({ destinationType: 'SPECIFIC', code: null, users: [1] }))).code).toEqual([
      'Code cannot be empty',
    ]);
  });
  it('"You must choose a type"', async () => {
    expect((await errorsOf(general({ type: '' }))).type).toEqual(['You must choose a type']);
  });
  it('"You must choose a destination type"', async () => {
    expect((await errorsOf(general({ destinationType: '' }))).destinationType).toEqual([
      'You must choose a destination type',
    ]);
  });
  it('"You must choose on what the discount will be applied"', async () => {
    expect((await errorsOf(general({ detailType: null }))).detailType).toEqual([
      'You must choose on what the discount will be applied',
    ]);
  });
  it('"Discount must be positive"', async () => {
    expect((await errorsOf(general({ amount: 0 }))).amount).toEqual(['Discount must be positive']);
  });
  it('"Discount cannot be more than 100%"', async () => {
    expect((await errorsOf(general({ type: 'PERCENT', amount: 120 }))).amount).toEqual([
      'Discount cannot be more than 100%',
    ]);
  });
  it('"Total must be positive" for GENERAL', async () => {
    expect((await errorsOf(general({ total: -3 }))).total).toEqual(['Total must be positive']);
  });
  it('"You must add at least one user" for SPECIFIC', async () => {
    expect((await errorsOf(general({ destinationType: 'SPECIFIC', users: [] }))).users).toEqual([
      'You must add at least one user',
    ]);
  });
  it('"The number of unit must be greater than 0" for DECREASING', async () => {
    expect(
      (await errorsOf(general({ destinationType: 'DECREASING', code: null, decreasingLimit: 0 }))).decreasingLimit,
    ).toEqual(['The number of unit must be greater than 0']);
  });
  it('"You must add at least one product" for PRODUCT', async () => {
    expect((await errorsOf(general({ destinationType: 'PRODUCT', code: null, idProducts: [] }))).idProducts).toEqual([
      'You must add at least one product',
    ]);
  });
  it('"End on cannot be before start on"', async () => {
    expect((await errorsOf(general({ startOn: '10/09/2026', endOn: '01/09/2026' }))).endOn).toEqual([
      'End on cannot be before start on',
    ]);
  });
  it('answers every field at once, in French when asked', async () => {
    const errors = await errorsOf({ destinationType: 'GENERAL', type: 'PERCENT', amount: 150 }, 'fr_FR');
    expect(errors).toEqual({
      label: ['Le libellé ne peut pas être vide'],
      code: ['Le code ne peut pas être vide'],
      detailType: ['Vous devez choisir sur quoi la réduction s’applique'],
      amount: ['La réduction ne peut pas dépasser 100 %'],
    });
  });
  it('refuses a field it does not know, such as a site', async () => {
    expect((await create({ ...general(), idSite: 2 })).status).toBe(400);
  });
});

describe('the discounts of a site (/admin/discount)', () => {
  it('creates, lists, changes, switches off and deletes a discount, dates as dd/mm/yyyy', async () => {
    const discount = await created(
      general({ code: `Summer${run}`, startOn: '2026-06-01', endOn: '31/08/2026', total: 50, usableOnce: true }),
    );
    expect(discount).toMatchObject({
      code: `Summer${run}`,
      startOn: '01/06/2026',
      endOn: '31/08/2026',
      total: 50,
      used: 0,
      valid: true,
      usableOnce: true,
    });
    const list = await call('GET', `/admin/discount?code=lk:summer${run}`, as());
    expect(list.body.data).toMatchObject({ total: 1, discounts: [{ id: discount.id }] });

    const changed = await call('PUT', `/admin/discount/${discount.id}`, {
      ...as(),
      body: general({ code: `Summer${run}`, label: 'Été', amount: 12 }),
    });
    expect(changed.status, changed.raw).toBe(200);
    expect(changed.body.data).toMatchObject({ label: 'Été', amount: 12, startOn: null, valid: true });
    expect((await setValid(discount.id, false)).body.data.valid).toBe(false);
    expect((await remove(discount.id)).status).toBe(200);
    expect((await call('PUT', `/admin/discount/valid/${discount.id}`, { ...as(), body: { valid: true } })).status).toBe(
      404,
    );
  });

  it('keeps a code to one discount of the site, whatever its case, and frees it when it changes or goes', async () => {
    const first = await created(general({ code: `Noel${run}` }));
    const twice = await create(general({ code: `NOEL${run}` }));
    expect(twice.status).toBe(409);
    expect(twice.body.data.errors.code).toEqual(['Another discount already has this code']);
    // Another site may have it.
    expect(
      (await call('POST', '/admin/discount', { token: admin2, idSite: 2, body: general({ code: `noel${run}` }) }))
        .status,
    ).toBe(200);

    await call('PUT', `/admin/discount/${first.id}`, { ...as(), body: general({ code: `Noel2${run}` }) });
    const freed = await created(general({ code: `noel${run}` }));
    await remove(freed.id);
    await created(general({ code: `NoEl${run}` }));
  });

  it("filters on the destination type with the spec's type=DECREASING, and marks the discounts already over", async () => {
    const decreasing = await created({
      label: `Six ${run}`,
      type: 'PERCENT',
      destinationType: 'DECREASING',
      detailType: 'PRODUCTS',
      amount: 5,
      decreasingLimit: 60,
      valid: false,
    });
    const over = await created(general({ code: `Over${run}`, startOn: day(-10), endOn: day(-1) }));
    const list = await call('GET', '/admin/discount?type=DECREASING&nbItem=100', as());
    expect(list.status, list.raw).toBe(200);
    expect(list.body.data.discounts.map((d: { id: number }) => d.id)).toContain(decreasing.id);
    expect(list.body.data.discounts.every((d: { destinationType: string }) => d.destinationType === 'DECREASING')).toBe(
      true,
    );
    const all = (await call('GET', '/admin/discount?nbItem=100&orderBy=endOn', as())).body.data.discounts;
    expect(all.find((d: { id: number }) => d.id === over.id).expired).toBe(true);
    expect(all.find((d: { id: number }) => d.id === decreasing.id).expired).toBe(false);
    await Promise.all([remove(decreasing.id), remove(over.id)]);
  });

  it('names products of its own site only, and a product it names cannot be deleted', async () => {
    const foreign = await sendForm(
      'POST',
      '/admin/product',
      { productType: 'OTHER', name: `Foreign ${run}`, description: 'x', price: 5, imageMeta: [{ file: 0, alt: 'x' }] },
      [png],
      { token: admin2, idSite: 2 },
    );
    const foreignId = foreign.body.data.id;
    const refused = await create({
      label: 'Elsewhere',
      type: 'PERCENT',
      destinationType: 'PRODUCT',
      detailType: 'PRODUCTS',
      amount: 5,
      idProducts: [ids.C, foreignId + 100_000],
    });
    expect(refused.status).toBe(400);
    expect(refused.body.data.errors['idProducts.1']).toEqual(['Unknown product']);

    const spare = await product({ productType: 'OTHER', name: `Spare ${run}`, description: 'x', price: 5 });
    const discount = await created({
      label: 'Spare',
      type: 'PERCENT',
      destinationType: 'PRODUCT',
      detailType: 'PRODUCTS',
      amount: 5,
      idProducts: [spare.id],
      valid: false,
    });
    const blocked = await call('DELETE', `/admin/product/${spare.id}`, as());
    expect(blocked.status).toBe(409);
    expect(blocked.body.message).toBe('This product is in a discount: take it out of the discount first');
    await remove(discount.id);
    expect((await call('DELETE', `/admin/product/${spare.id}`, as())).status).toBe(200);
  });

  it("keeps each site's discounts to itself", async () => {
    const mine = await created(general({ code: `Mine${run}` }));
    expect(
      (await call('PUT', `/admin/discount/valid/${mine.id}`, { token: admin2, idSite: 2, body: { valid: false } }))
        .status,
    ).toBe(404);
    expect((await call('DELETE', `/admin/discount/${mine.id}`, { token: admin2, idSite: 2 })).status).toBe(404);
    expect((await call('GET', '/admin/discount', { token: admin1, idSite: site })).status).toBe(403);
    const theirs = await call('GET', `/admin/discount?code=Mine${run}`, { token: admin2, idSite: 2 });
    expect(theirs.body.data.total).toBe(0);
    // A shopper of site 1 cannot use it either.
    const elsewhere = await price({ products: [{ id: 1, quantity: 1 }], discount: `Mine${run}` }, { idSite: 1 });
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.data.errors.discount).toEqual(['This discount code does not exist']);
    await remove(mine.id);
  });
});

describe('the worked examples of docs/checkout.md through POST /order/discount', () => {
  it('1. a PRODUCT percent discount and a GENERAL euro code: 51.78', async () => {
    const lilas = await created({
      label: 'Lilas −15 %',
      type: 'PERCENT',
      destinationType: 'PRODUCT',
      detailType: 'PRODUCTS',
      amount: 15,
      idProducts: [ids.A],
    });
    await created(general({ code: `BIENVENUE${run}` }));
    const answer = await price({
      products: [
        { id: ids.A, quantity: 3 },
        { id: ids.C, quantity: 1 },
      ],
      discount: `bienvenue${run}`,
      ...byCarrier(ids.carrier990),
    });
    expect(answer.status, answer.raw).toBe(200);
    expect(answer.body.message).toBe('Cart priced');
    expect(answer.body.data).toMatchObject({
      products: [
        {
          id: ids.A,
          idVintage: ids.vintageA,
          unitPrice: 12.9,
          discount: { type: 'PERCENT', amount: 15, source: 'PRODUCT', idDiscount: lilas.id },
          discountedUnitPrice: 10.96,
          saved: 5.82,
          total: 32.88,
        },
        { id: ids.C, unitPrice: 19, discount: null, total: 19 },
      ],
      subtotal: 51.88,
      shippingFees: 9.9,
      shippingFeesKnown: true,
      discount: { code: `BIENVENUE${run}`, type: 'EURO', rate: 10, amount: 10, on: 'PRODUCTS' },
      total: 51.78,
    });
    // The storefront shows the discounted price of one unit.
    const page = await call('GET', `/product/${ids.A}`, { idSite: site });
    expect(page.body.data).toMatchObject({
      price: 12.9,
      discount: { type: 'PERCENT', amount: 15 },
      discountedPrice: 10.96,
    });
    expect(page.body.data.declinations[0]).toMatchObject({ discountedPrice: 10.96 });
    const list = await call('GET', '/product', { idSite: site });
    expect(list.body.data.products.find((p: { id: number }) => p.id === ids.A)).toMatchObject({
      discountedPrice: 10.96,
    });
    await setValid(lilas.id, false);
  });

  it('2. a code on the shipping fees: 50.25', async () => {
    await created(general({ code: `PORT50${run}`, type: 'PERCENT', amount: 50, detailType: 'SHIPPING_FEES' }));
    const answer = await price({
      products: [{ id: ids.B, quantity: 2 }],
      discount: `PORT50${run}`,
      ...byCarrier(ids.carrier1450),
    });
    expect(answer.status, answer.raw).toBe(200);
    expect(answer.body.data).toMatchObject({
      products: [
        {
          id: ids.B,
          discount: { type: 'EURO', amount: 3, source: 'PRODUCT_DECREASING' },
          discountedUnitPrice: 21.5,
          total: 43,
        },
      ],
      subtotal: 43,
      shippingFees: 14.5,
      discount: { amount: 7.25, on: 'SHIPPING_FEES' },
      total: 50.25,
    });
  });

  it('3. a code larger than the cart, click and collect: 0, never below', async () => {
    await created(general({ code: `CADEAU30${run}`, amount: 30 }));
    const answer = await price({
      products: [{ id: ids.C, quantity: 1 }],
      discount: `CADEAU30${run}`,
      delivery: { type: 'CLICK_AND_COLLECT' },
    });
    expect(answer.status, answer.raw).toBe(200);
    expect(answer.body.data).toMatchObject({
      subtotal: 19,
      shippingFees: 0,
      shippingFeesKnown: true,
      discount: { rate: 30, amount: 19 },
      total: 0,
    });
  });

  it('4. DECREASING from 6 units of the cart, the best discount of each line: 89.44, and none at 5 units', async () => {
    const six = await created({
      label: '6 bouteilles',
      type: 'PERCENT',
      destinationType: 'DECREASING',
      detailType: 'PRODUCTS',
      amount: 10,
      decreasingLimit: 6,
    });
    const answer = await price({
      products: [
        { id: ids.A, quantity: 4 },
        { id: ids.B, quantity: 2 },
      ],
    });
    expect(answer.status, answer.raw).toBe(200);
    expect(answer.body.message).toBe('Cart priced: shipping fees will be added once a carrier is chosen');
    expect(answer.body.data).toMatchObject({
      products: [
        {
          discount: { source: 'DECREASING', idDiscount: six.id },
          discountedUnitPrice: 11.61,
          saved: 5.16,
          total: 46.44,
        },
        { discount: { source: 'PRODUCT_DECREASING' }, discountedUnitPrice: 21.5, saved: 6, total: 43 },
      ],
      subtotal: 89.44,
      shippingFees: 0,
      shippingFeesKnown: false,
      discount: null,
      total: 89.44,
    });
    const five = await price({
      products: [
        { id: ids.A, quantity: 4 },
        { id: ids.B, quantity: 1 },
      ],
    });
    expect(five.body.data).toMatchObject({ products: [{ discount: null }, { discount: null }], total: 76.1 });
    await remove(six.id);
  });

  it('5. an expired code is refused on `discount`, in English and in French; its last day is accepted', async () => {
    await created(general({ code: `VENDANGES${run}`, amount: 5, endOn: day(-1) }));
    await created(general({ code: `LASTDAY${run}`, amount: 5, endOn: day(0) }));
    const refused = await price({ products: [{ id: ids.C, quantity: 1 }], discount: `VENDANGES${run}` });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('This discount code has expired');
    expect(refused.body.data.errors).toEqual({ discount: ['This discount code has expired'] });
    const french = await price(
      { products: [{ id: ids.C, quantity: 1 }], discount: `VENDANGES${run}` },
      { lang: 'fr_FR' },
    );
    expect(french.body.data.errors.discount).toEqual(['Ce code de réduction a expiré']);
    const lastDay = await price({
      products: [{ id: ids.C, quantity: 1 }],
      discount: `LASTDAY${run}`,
      delivery: { type: 'CLICK_AND_COLLECT' },
    });
    expect(lastDay.body.data.total).toBe(14);
  });
});

describe('codes a shopper cannot use (POST /order/discount)', () => {
  const cart = () => ({ products: [{ id: ids.C, quantity: 1 }] });
  /** The writes of a guest's use of the discount, as the order's transaction makes them. */
  const guestUse = (record: DiscountRecord, email: string) =>
    discountUseActions(authorisedSiteId(site), {
      idDiscount: record.id,
      limit: record.total,
      usableOnce: record.usableOnce,
      shopperKey: discountShopperKey({ email }),
      at: new Date().toISOString(),
    });
  const write = (use: ReturnType<typeof guestUse>) => transactWrite(use.map((part) => part.action));

  it('refuses a code the site does not have, or has switched off', async () => {
    expect((await price({ ...cart(), discount: 'NOSUCHCODE' })).body.data.errors.discount).toEqual([
      'This discount code does not exist',
    ]);
    const off = await created(general({ code: `Off${run}`, valid: false }));
    expect((await price({ ...cart(), discount: `Off${run}` })).body.data.errors.discount).toEqual([
      'This discount code does not exist',
    ]);
    await remove(off.id);
  });

  it('refuses a code before its first day', async () => {
    await created(general({ code: `Soon${run}`, startOn: day(1) }));
    const answer = await price({ ...cart(), discount: `Soon${run}` });
    expect(answer.status).toBe(400);
    expect(answer.body.data.errors.discount).toEqual(['This discount code is not valid yet']);
  });

  it("refuses a code used as many times as it allows, counted by the order's transaction actions", async () => {
    const limited = await created(general({ code: `Twice${run}`, total: 2 }));
    expect((await price({ ...cart(), discount: `Twice${run}` })).status).toBe(200);
    const record = (await discountRepository.get(authorisedSiteId(site), limited.id))!;
    for (let i = 0; i < 2; i++) await write(guestUse(record, `buyer${i}@example.com`));
    // A third use fails on its condition: the order would say "used up".
    const third = guestUse(record, 'late@example.com');
    await expect(write(third)).rejects.toBeInstanceOf(TransactionConditionFailed);
    expect(third[0]!.failure).toBe('USED_UP');
    const answer = await price({ ...cart(), discount: `Twice${run}` });
    expect(answer.body.data.errors.discount).toEqual([
      'This discount code has already been used as many times as it allows',
    ]);
    expect((await call('GET', `/admin/discount?code=Twice${run}`, as())).body.data.discounts[0].used).toBe(2);
  });

  it('refuses a usable-once code to a guest e-mail that used it', async () => {
    const once = await created(general({ code: `Once${run}`, usableOnce: true }));
    const record = (await discountRepository.get(authorisedSiteId(site), once.id))!;
    await write(guestUse(record, 'Guest@Example.com'));
    const second = guestUse(record, 'Guest@Example.com');
    await expect(write(second)).rejects.toMatchObject({ index: 1 });
    expect(second[1]!.failure).toBe('ALREADY_USED');
    const again = await call('POST', '/order/discount', {
      idSite: site,
      body: { ...cart(), discount: `Once${run}`, user: { email: 'guest@example.com' } },
    });
    expect(again.body.data.errors.discount).toEqual(['You have already used this discount code']);
    const someoneElse = await call('POST', '/order/discount', {
      idSite: site,
      body: { ...cart(), discount: `Once${run}`, user: { email: 'other@example.com' } },
    });
    expect(someoneElse.status).toBe(200);
  });

  it('keeps a SPECIFIC code to the customers it names', async () => {
    const email = (tag: string) => `${tag}-${run}@example.com`;
    const register = async (tag: string) => {
      const answer = await call('POST', '/register', {
        idSite: site,
        body: {
          firstname: 'Léa',
          lastname: 'Roux',
          email: email(tag),
          birthdate: '14/07/1990',
          password: 'shop-secret',
          confirmPassword: 'shop-secret',
          salesConditions: true,
        },
      });
      expect(answer.status, answer.raw).toBe(201);
      return answer.body.data as { token: string; user: { id: number } };
    };
    const [named, other] = await Promise.all([register('vip'), register('other')]);
    await created(general({ code: `Vip${run}`, destinationType: 'SPECIFIC', users: [named.user.id], amount: 4 }));
    expect((await price({ ...cart(), discount: `Vip${run}` })).body.data.errors.discount).toEqual([
      'Sign in to use this discount code',
    ]);
    expect(
      (await price({ ...cart(), discount: `Vip${run}` }, { token: other.token })).body.data.errors.discount,
    ).toEqual(['This discount code is not available for your account']);
    const mine = await price(
      { ...cart(), discount: `Vip${run}`, delivery: { type: 'CLICK_AND_COLLECT' } },
      { token: named.token },
    );
    expect(mine.status, mine.raw).toBe(200);
    expect(mine.body.data.total).toBe(15);
  });

  it('names a line shoppers cannot buy, and a carrier that does not serve the cart', async () => {
    const unknown = await price({
      products: [
        { id: ids.C, quantity: 1 },
        { id: 999_999, quantity: 1 },
        { id: ids.A, idVintage: 999_999, quantity: 1 },
      ],
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.data.errors).toEqual({
      'products.1.id': ['Product not found'],
      'products.2.idVintage': ['Vintage not found'],
    });
    const noCarrier = await price({ ...cart(), ...byCarrier(999_999) });
    expect(noCarrier.status).toBe(400);
    expect(noCarrier.body.data.errors['delivery.idCarrier']).toEqual([
      'This carrier does not deliver this cart to this address',
    ]);
  });
});
