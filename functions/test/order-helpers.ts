import { expect, inject } from 'vitest';
import { call, sendForm, type FormFile } from '../../scripts/src/test/api.ts';

/** Helpers of the order tests (orders.int.test.ts, orders-concurrency.int.test.ts): products of their own, and order
 * bodies. */

const png: FormFile = {
  name: 'bottle.png',
  type: 'image/png',
  bytes: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
    'base64',
  ),
};

/** Makes the functions' modules usable in the test's own process (direct reads of the table). */
export function useFunctionsEnvironment(): void {
  Object.assign(process.env, inject('fixtures').env, { LOG_LEVEL: 'silent' });
}

let kindRed: number | undefined;
async function red(site: number): Promise<number> {
  if (kindRed === undefined) {
    const kinds = await call('GET', '/list/KIND', { idSite: site, lang: 'fr_FR' });
    kindRed = kinds.body.data.items.find((k: { name: string }) => k.name === 'Rouge').id as number;
  }
  return kindRed;
}

/** The product form of a red vintage wine (multipart fields, its image as file 0), for the order and security tests. */
export function wineForm(name: string, kind: number, over: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    productType: 'WINE',
    name,
    description: `A wine: ${name}`,
    price: 12,
    multipleOf: 1,
    weight: 1.3,
    hasShippingFees: true,
    isVintage: true,
    year: 2022,
    capacity: 75,
    capacityUnit: 'cl',
    kind,
    quantity: 10,
    imageMeta: [{ file: 0, alt: name }],
    ...over,
  };
}

/** A WINE with one vintage of `quantity` bottles (75 cl, 1.3 kg) at `price`; answers the product's and the vintage's
 * ids. */
export async function createWine(
  token: string,
  name: string,
  options: { price?: number; quantity?: number; sellBy?: number; site?: number } = {},
): Promise<{ id: number; idVintage: number }> {
  const site = options.site ?? 1;
  const answer = await sendForm(
    'POST',
    '/admin/product',
    wineForm(name, await red(site), {
      description: 'For the order tests',
      price: options.price ?? 12,
      multipleOf: options.sellBy ?? 1,
      quantity: options.quantity ?? 10,
    }),
    [png],
    { token, idSite: site },
  );
  expect(answer.status, answer.raw).toBe(200);
  const page = await call('GET', `/admin/v4/product/${answer.body.data.id}`, { token, idSite: site });
  expect(page.status, page.raw).toBe(200);
  const vintages = page.body.data.vintages ?? page.body.data.declinations;
  return { id: answer.body.data.id, idVintage: vintages[0].id };
}

/** A BOX of `contents` (their quantities sum to its bottles), with its own stock when `quantity` is given. */
export async function createBox(
  token: string,
  name: string,
  contents: Array<{ id: number; quantity: number }>,
  options: { price?: number; quantity?: number; site?: number } = {},
): Promise<number> {
  const bottles = contents.reduce((sum, c) => sum + c.quantity, 0);
  const answer = await sendForm(
    'POST',
    '/admin/product',
    {
      productType: 'BOX',
      name,
      description: 'A box for the order tests',
      price: options.price ?? 30,
      multipleOf: bottles,
      weight: 1.3 * bottles + 0.4,
      hasShippingFees: true,
      products: contents,
      setQuantity: options.quantity !== undefined,
      ...(options.quantity !== undefined ? { quantity: options.quantity } : {}),
      imageMeta: [{ file: 0, alt: name }],
    },
    [png],
    { token, idSite: options.site ?? 1 },
  );
  expect(answer.status, answer.raw).toBe(200);
  return answer.body.data.id;
}

export interface OrderLine {
  id: number;
  idVintage?: number;
  quantity: number;
}

let guests = 0;
/** Files share one stack: a guest's e-mail is new across files too. */
const guestRun = Math.random().toString(36).slice(2, 8);

/** A new client address per call: these tests are about orders, not the per-address limit (limits.int.test.ts). */
export const visitorAddress = (): string =>
  `10.250.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;

/** A guest's order delivered by Colissimo to Paris, paid by transfer (override any field). */
export function deliveryOrder(
  products: OrderLine[],
  idCarrier: number,
  more: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    products,
    // Each order its own guest (the limits count a guest's orders per e-mail: docs/decisions.md "Limits under abuse").
    user: {
      phone: '06 12 34 56 78',
      email: `lea.martin+${guestRun}-${++guests}@example.com`,
      firstname: 'Léa',
      lastname: 'Martin',
    },
    address: {
      delivery: {
        firstname: 'Léa',
        lastname: 'Martin',
        address: '3 rue des Archives',
        postalCode: '75001',
        city: 'Paris',
        country: 'FR',
      },
      billing: null,
    },
    delivery: { type: 'DELIVERY', idCarrier },
    deliveryPostalCode: '75001',
    deliveryIdCountry: 250,
    legalAge: true,
    salesConditions: true,
    paymentMethod: 'TRANSFER',
    ...more,
  };
}

/** The id of the seeded Colissimo carrier of site 1 (`GET /list/carrier`). */
export async function colissimoId(): Promise<number> {
  const answer = await call('GET', '/list/carrier', { idSite: 1 });
  expect(answer.status, answer.raw).toBe(200);
  const found = (answer.body.data.carriers as Array<{ id: number; name: string }>).find((c) => c.name === 'Colissimo');
  if (!found) throw new Error('no Colissimo carrier on site 1');
  return found.id;
}

export const placeOrder = (
  body: unknown,
  options: { key?: string; token?: string; lang?: 'fr_FR' | 'en_US'; site?: number } = {},
) =>
  call('POST', '/order', {
    idSite: options.site ?? 1,
    body,
    token: options.token,
    lang: options.lang,
    headers: { 'x-forwarded-for': visitorAddress(), ...(options.key ? { 'idempotency-key': options.key } : {}) },
  });
