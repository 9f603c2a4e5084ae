import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { call, signIn } from '../../scripts/src/test/api.ts';
import { authorisedSiteId } from '../src/data/site-id.ts';
import { forgetEnvironment } from '../src/local/local-reset.ts';
import { orderRepository } from '../src/repositories/order-repository.ts';
import { productRepository } from '../src/repositories/product-repository.ts';
import { pickupService } from '../src/services/shipping/pickup-service.ts';
import {
  colissimoId,
  createBox,
  createWine,
  deliveryOrder,
  placeOrder,
  useFunctionsEnvironment,
} from './order-helpers.ts';

/**
 * `POST /order/validate`, `POST /order`, the payment calls and the customer's order reads through
 * the local gateway (issue 7, docs/checkout.md "Orders"), on site 1 with products of their own.
 */
const { outboxDir } = inject('fixtures');
const run = Date.now().toString(36);
const site = authorisedSiteId(1);
let admin: string;
let colissimo: number;
const wine = { id: 0, idVintage: 0 };
const rosé = { id: 0, idVintage: 0 };
let box = 0;

async function vintageStock(idVintage: number): Promise<number> {
  return (await productRepository.vintage(site, idVintage))!.quantity;
}
async function ordersWithMessage(message: string) {
  return (await orderRepository.all(site)).filter((o) => o.message === message);
}

beforeAll(async () => {
  useFunctionsEnvironment();
  forgetEnvironment();
  admin = await signIn(inject('fixtures').logins.admin1.email, inject('fixtures').logins.admin1.password);
  colissimo = await colissimoId();
  Object.assign(wine, await createWine(admin, `Gamay ${run}`, { price: 12.5, quantity: 40 }));
  Object.assign(rosé, await createWine(admin, `Rosé par 6 ${run}`, { price: 9, quantity: 60, sellBy: 6 }));
  box = await createBox(admin, `Coffret ${run}`, [{ id: wine.id, quantity: 2 }], { price: 29, quantity: 5 });
});

describe('POST /order/validate', () => {
  it('answers each line with its name, step and what stock allows when the cart can be ordered', async () => {
    const answer = await call('POST', '/order/validate', {
      idSite: 1,
      body: {
        products: [
          { id: wine.id, quantity: 2 },
          { id: rosé.id, quantity: 12 },
          { id: box, quantity: 1 },
        ],
      },
    });
    expect(answer.status, answer.raw).toBe(200);
    expect(answer.body.message).toBe('The cart can be ordered');
    expect(answer.body.data.products).toEqual([
      expect.objectContaining({
        index: 0,
        id: wine.id,
        idVintage: wine.idVintage,
        name: `Gamay ${run} 2022`,
        sellBy: 1,
        available: 40,
        errors: [],
      }),
      expect.objectContaining({ index: 1, id: rosé.id, sellBy: 6, available: 60, errors: [] }),
      // The box takes 2 bottles of the gamay each, and keeps 5 boxes of its own.
      expect.objectContaining({ index: 2, id: box, idVintage: null, available: 5, errors: [] }),
    ]);
  });

  it('says per line what is wrong: an unknown product, a quantity off the wine’s step, not enough stock', async () => {
    const answer = await call('POST', '/order/validate', {
      idSite: 1,
      body: {
        products: [
          { id: 999999, quantity: 1 },
          { id: rosé.id, quantity: 4 },
          { id: wine.id, quantity: 41 },
        ],
      },
    });
    expect(answer.status, answer.raw).toBe(400);
    expect(answer.body.message).toBe('Some products cannot be ordered as they are');
    expect(answer.body.data.errors).toEqual({
      'products.0.id': ['Product not found'],
      'products.1.quantity': ['This wine is sold by a set number of bottles: the quantity must be a multiple of it'],
      'products.2.quantity': ['Not enough stock'],
    });
    expect(answer.body.data.shortages).toEqual([
      expect.objectContaining({
        id: wine.id,
        idVintage: wine.idVintage,
        name: `Gamay ${run} 2022`,
        requested: 41,
        available: 40,
      }),
    ]);
    const french = await call('POST', '/order/validate', {
      idSite: 1,
      lang: 'fr_FR',
      body: { products: [{ id: wine.id, quantity: 41 }] },
    });
    expect(french.body.message).toBe('Stock insuffisant');
    expect(french.body.data.products[0].errors).toEqual(['Stock insuffisant']);
  });

  it('counts a wine on two lines and in a box together against its stock', async () => {
    // 20 + 15 bottles, and 3 boxes of 2: 41 bottles of a stock of 40.
    const answer = await call('POST', '/order/validate', {
      idSite: 1,
      body: {
        products: [
          { id: wine.id, quantity: 20 },
          { id: wine.id, quantity: 15 },
          { id: box, quantity: 3 },
        ],
      },
    });
    expect(answer.status, answer.raw).toBe(400);
    expect(Object.keys(answer.body.data.errors).sort()).toEqual([
      'products.0.quantity',
      'products.1.quantity',
      'products.2.quantity',
    ]);
  });
});

describe('POST /order', () => {
  it('places a guest’s order WAITING with its number and the server’s totals, takes the stock, and answers the transfer’s instructions', async () => {
    const before = await vintageStock(wine.idVintage);
    const message = `transfer ${run}`;
    const answer = await placeOrder(deliveryOrder([{ id: wine.id, quantity: 2 }], colissimo, { message }), {
      key: `k-${run}-1`,
    });
    expect(answer.status, answer.raw).toBe(201);
    expect(answer.body.message).toBe('Your order has been placed');
    const order = answer.body.data;
    expect(order.number).toMatch(new RegExp(`^${new Date().getFullYear()}-\\d{6}$`));
    expect(order).toMatchObject({
      status: 'WAITING',
      statusLabel: 'Waiting',
      customer: {
        email: expect.stringMatching(/^lea\.martin\+[a-z0-9]+-\d+@example\.com$/),
        firstname: 'Léa',
        lastname: 'Martin',
        guest: true,
      },
    });
    expect(order.products).toEqual([
      expect.objectContaining({
        id: wine.id,
        idVintage: wine.idVintage,
        quantity: 2,
        unitPrice: 12.5,
        price: 12.5,
        total: 25,
      }),
    ]);
    // Two bottles to Paris: Colissimo's seeded 2-bottle tranche.
    expect(order.delivery).toMatchObject({ type: 'DELIVERY', idCarrier: colissimo, carrierName: 'Colissimo' });
    expect(order.shippingFees).toBe(order.delivery.price);
    expect(order.total).toBe(Math.round((25 + order.shippingFees) * 100) / 100);
    expect(order.payment).toMatchObject({
      method: 'TRANSFER',
      label: 'Transfer',
      status: 'PENDING',
      amount: order.total,
      clientSecret: null,
    });
    expect(order.payment.instructions).toMatchObject({
      accountHolder: 'EARL Domaine des Lilas',
      iban: 'FR7630006000011234567890189',
      bic: 'AGRIFRPPXXX',
      reference: order.number,
      amount: order.total,
    });
    expect(order.payment.instructions.text).toContain('FR76 3000 6000 0112 3456 7890 189');
    expect(await vintageStock(wine.idVintage)).toBe(before - 2);
    const stored = (await ordersWithMessage(message))[0]!;
    expect(stored.stock).toEqual([
      { id: `V${wine.idVintage}`, idProduct: wine.id, idVintage: wine.idVintage, quantity: 2 },
    ]);
  });

  it('shows a wine out of stock on the storefront’s list once an order takes its last bottles', async () => {
    const last = await createWine(admin, `Dernières ${run}`, { price: 15, quantity: 2 });
    const listed = async () =>
      (await call('GET', `/product?nbItem=100&name=lk:Dernières ${run}`, { idSite: 1 })).body.data.products[0];
    expect(await listed()).toMatchObject({ id: last.id, inStock: true });
    const answer = await placeOrder(deliveryOrder([{ id: last.id, quantity: 2 }], colissimo));
    expect(answer.status, answer.raw).toBe(201);
    expect(await listed()).toMatchObject({ id: last.id, inStock: false });
  });

  it('shows a wine out of stock on its page once an order takes its last bottle', async () => {
    const last = await createWine(admin, `Ultime ${run}`, { price: 15, quantity: 1 });
    const page = async () => (await call('GET', `/product/${last.id}`, { idSite: 1 })).body.data;
    expect(await page()).toMatchObject({ id: last.id, inStock: true });
    const answer = await placeOrder(deliveryOrder([{ id: last.id, quantity: 1 }], colissimo));
    expect(answer.status, answer.raw).toBe(201);
    expect(await page()).toMatchObject({ id: last.id, inStock: false });
  });

  it('sends the confirmation mail in the request’s language to the outbox', async () => {
    const answer = await placeOrder(
      deliveryOrder([{ id: wine.id, quantity: 1 }], colissimo, {
        user: { phone: '0612345678', email: `mail-${run}@example.com` },
      }),
      { lang: 'fr_FR' },
    );
    expect(answer.status, answer.raw).toBe(201);
    const number = answer.body.data.number as string;
    const files = await readdir(outboxDir);
    const mails = await Promise.all(
      files.map(
        async (f) =>
          JSON.parse(await readFile(join(outboxDir, f), 'utf8')) as {
            to: string;
            subject: string;
            text: string;
            tag: string;
          },
      ),
    );
    const mail = mails.find((m) => m.to === `mail-${run}@example.com`);
    expect(mail, 'confirmation mail in the outbox').toBeDefined();
    expect(mail!.tag).toBe('order-confirmation');
    expect(mail!.subject).toBe(`Domaine des Lilas : confirmation de votre commande ${number}`);
    expect(mail!.text).toContain(`1 × Gamay ${run}`);
    expect(mail!.text).toContain('IBAN FR76 3000 6000 0112 3456 7890 189');
    const stored = (await orderRepository.get(site, answer.body.data.id))!;
    expect(stored.mails).toEqual([expect.objectContaining({ kind: 'CONFIRMATION', to: `mail-${run}@example.com` })]);
  });

  it('never uses the client’s figures: a lying service price is ignored, a lying expected total is refused and writes nothing', async () => {
    const message = `liar ${run}`;
    const lying = deliveryOrder([{ id: wine.id, quantity: 3 }], colissimo, {
      message,
      delivery: { type: 'DELIVERY', idCarrier: colissimo, servicePrice: 0, serviceName: 'Colissimo' },
    });
    const priced = await placeOrder(lying);
    expect(priced.status, priced.raw).toBe(201);
    expect(priced.body.data.shippingFees).toBeGreaterThan(0);
    expect(priced.body.data.total).toBe(Math.round((37.5 + priced.body.data.shippingFees) * 100) / 100);

    const before = await vintageStock(wine.idVintage);
    const refused = await placeOrder({ ...lying, message: `${message} 2`, expectedTotal: 37.5 });
    expect(refused.status, refused.raw).toBe(409);
    expect(refused.body.message).toBe('The prices have changed since they were shown: please check the new total');
    expect(refused.body.data).toMatchObject({
      total: priced.body.data.total,
      subtotal: 37.5,
      shippingFees: priced.body.data.shippingFees,
    });
    expect(await vintageStock(wine.idVintage)).toBe(before);
    expect(await ordersWithMessage(`${message} 2`)).toEqual([]);

    const agreed = await placeOrder({ ...lying, message: `${message} 3`, expectedTotal: priced.body.data.total });
    expect(agreed.status, agreed.raw).toBe(201);
  });

  it('applies a code with its use counted in the order’s transaction, and refuses it once used when usable once', async () => {
    const code = `ONCE${run}`.toUpperCase();
    const created = await call('POST', '/admin/discount', {
      token: admin,
      idSite: 1,
      body: {
        label: 'Une fois',
        code,
        type: 'EURO',
        destinationType: 'GENERAL',
        detailType: 'PRODUCTS',
        amount: 5,
        usableOnce: true,
      },
    });
    expect(created.status, created.raw).toBe(200);
    const body = deliveryOrder([{ id: wine.id, quantity: 2 }], colissimo, {
      discount: code.toLowerCase(),
      user: { phone: '0612345678', email: `once-${run}@example.com` },
    });
    const first = await placeOrder(body);
    expect(first.status, first.raw).toBe(201);
    expect(first.body.data.discount).toEqual({ code, label: 'Une fois', amount: 5, on: 'PRODUCTS' });
    expect(first.body.data.total).toBe(Math.round((25 - 5 + first.body.data.shippingFees) * 100) / 100);
    const discount = await call('GET', `/admin/discount?code=${code}`, { token: admin, idSite: 1 });
    expect(discount.body.data.discounts).toEqual([expect.objectContaining({ code, used: 1 })]);
    const again = await placeOrder(body);
    expect(again.status, again.raw).toBe(400);
    expect(again.body.data.errors).toEqual({ discount: ['You have already used this discount code'] });
  });

  it('charges nothing for click and collect and keeps the chosen place and slot', async () => {
    const places = await call('GET', '/pickup/places?days=21', { idSite: 1 });
    expect(places.status, places.raw).toBe(200);
    const place = (places.body.data as Awaited<ReturnType<typeof pickupService.places>>).find(
      (p) => p.slots.length > 0,
    );
    expect(place, 'a seeded pick-up place with slots').toBeDefined();
    expect(place!.name).toBe('Caveau du Domaine des Lilas');
    const slot = place!.slots[0]!;
    const body = {
      ...deliveryOrder(
        [
          { id: wine.id, quantity: 1 },
          { id: box, quantity: 1 },
        ],
        colissimo,
      ),
      address: { delivery: null, billing: null },
      delivery: { type: 'CLICK_AND_COLLECT', idAddress: place!.id },
      dateSchedule: slot.date,
      idSchedule: slot.idSchedule,
      deliveryPostalCode: null,
      deliveryIdCountry: null,
      paymentMethod: 'CASH',
    };
    const answer = await placeOrder(body);
    expect(answer.status, answer.raw).toBe(201);
    expect(answer.body.data).toMatchObject({ shippingFees: 0, subtotal: 12.5 + 29, total: 41.5 });
    expect(answer.body.data.delivery).toMatchObject({
      type: 'CLICK_AND_COLLECT',
      price: 0,
      idCarrier: null,
      pickup: {
        idAddress: place!.id,
        name: place!.name,
        date: slot.date,
        idSchedule: slot.idSchedule,
        start: slot.start,
      },
    });
    expect(answer.body.data.payment.instructions.text).toBe(
      `You pay 41.50 € in cash when you collect your order ${answer.body.data.number}.`.replace('41.50 €', '€41.50'),
    );
  });

  it('refuses a slot that is not offered, on its field', async () => {
    const [place] = await pickupService.places(site, { days: 7 });
    const body = {
      ...deliveryOrder([{ id: wine.id, quantity: 1 }], colissimo),
      address: { delivery: null, billing: null },
      delivery: { type: 'CLICK_AND_COLLECT', idAddress: place!.id },
      dateSchedule: '01/01/2020',
      idSchedule: place!.slots[0]!.idSchedule,
    };
    const answer = await placeOrder(body);
    expect(answer.status, answer.raw).toBe(400);
    expect(answer.body.data.errors).toEqual({
      idSchedule: ['This pick up time is no longer available, please choose another one'],
    });
  });

  it('answers every missing detail of a click-and-collect order in one refusal, not one per try', async () => {
    const body = {
      ...deliveryOrder([{ id: wine.id, quantity: 1 }], colissimo, {
        user: { phone: null, email: null },
        message: `all at once ${run}`,
      }),
      address: { delivery: null, billing: null },
      delivery: { type: 'CLICK_AND_COLLECT', idAddress: null },
      dateSchedule: null,
      idSchedule: null,
      deliveryPostalCode: null,
      deliveryIdCountry: null,
    };
    const answer = await placeOrder(body);
    expect(answer.status, answer.raw).toBe(400);
    expect(answer.body.message).toBe('Some fields are invalid');
    expect(answer.body.data.errors).toEqual({
      'user.phone': ['Phone is required'],
      'user.email': ['E-mail is required'],
      'delivery.idAddress': ['You must choose a pick up location'],
      dateSchedule: ['You must choose a pick up date'],
      idSchedule: ['You must choose a pick up schedule'],
    });
    expect(await ordersWithMessage(`all at once ${run}`)).toEqual([]);
  });

  it('refuses cash for a delivered order, and every missing legal box or guest detail on its field', async () => {
    const cash = await placeOrder(deliveryOrder([{ id: wine.id, quantity: 1 }], colissimo, { paymentMethod: 'CASH' }));
    expect(cash.status).toBe(400);
    expect(cash.body.data.errors).toEqual({ paymentMethod: ['Cash is accepted only when you collect your order'] });
    const bare = await placeOrder({
      ...deliveryOrder([{ id: wine.id, quantity: 1 }], colissimo),
      legalAge: false,
      salesConditions: undefined,
      paymentMethod: undefined,
    });
    expect(bare.status).toBe(400);
    expect(bare.body.data.errors).toEqual({
      legalAge: ['You must be at least 18 years old to order'],
      salesConditions: ['You must accept the sales conditions'],
      paymentMethod: ['You must choose a payment method'],
    });
    const guest = await placeOrder(
      deliveryOrder([{ id: wine.id, quantity: 1 }], colissimo, { user: { phone: null, email: 'not-an-email' } }),
    );
    expect(guest.status).toBe(400);
    expect(guest.body.data.errors).toEqual({
      'user.phone': ['Phone is required'],
      'user.email': ['Invalid e-mail format'],
    });
  });

  it('refuses a carrier that does not serve the destination, a destination nobody serves, and a home delivery without its address', async () => {
    const abroad = (country: string, postalCode: string, idCountry: number) =>
      placeOrder(
        deliveryOrder([{ id: wine.id, quantity: 1 }], colissimo, {
          address: {
            delivery: { lastname: 'Peeters', address: '1 Grand-Place', postalCode, city: 'Ailleurs', country },
            billing: null,
          },
          deliveryPostalCode: postalCode,
          deliveryIdCountry: idCountry,
        }),
      );
    // Belgium: DPD Europe and Forfait Europe serve it, Colissimo (France only) does not.
    const belgium = await abroad('BE', '1000', 56);
    expect(belgium.status, belgium.raw).toBe(400);
    expect(belgium.body.data.errors).toEqual({
      'delivery.idCarrier': ['This carrier cannot ship this cart any more, please choose another one'],
    });
    // Spain: no carrier of the site; the fee calculation's own refusal (spec 1 §8).
    const spain = await abroad('ES', '28013', 724);
    expect(spain.status, spain.raw).toBe(400);
    expect(spain.body.message).toBe('No carrier found');
    const homeless = await placeOrder(
      deliveryOrder([{ id: wine.id, quantity: 1 }], colissimo, { address: { delivery: null, billing: null } }),
    );
    expect(homeless.body.data.errors).toEqual({ 'address.delivery': ['A delivery address is required'] });
    // A parcel goes to someone: the carrier's label needs a name.
    const nameless = await placeOrder(
      deliveryOrder([{ id: wine.id, quantity: 1 }], colissimo, {
        address: {
          delivery: { address: '3 rue des Archives', postalCode: '75001', city: 'Paris', country: 'FR' },
          billing: null,
        },
      }),
    );
    expect(nameless.body.data.errors).toEqual({
      'address.delivery.lastname': ['The name of who receives the parcel is required'],
    });
  });

  it('refuses an order for more than the stock, naming the short product, and takes nothing', async () => {
    const before = await vintageStock(wine.idVintage);
    const message = `short ${run}`;
    const answer = await placeOrder(
      deliveryOrder(
        [
          { id: rosé.id, quantity: 6 },
          { id: wine.id, quantity: before - 1 },
          { id: box, quantity: 1 },
        ],
        colissimo,
        { message },
      ),
    );
    expect(answer.status, answer.raw).toBe(409);
    expect(answer.body.message).toBe('Not enough stock');
    expect(answer.body.data.errors).toEqual({
      'products.1.quantity': ['Not enough stock'],
      'products.2.quantity': ['Not enough stock'],
    });
    expect(answer.body.data.shortages).toEqual([
      {
        id: wine.id,
        idVintage: wine.idVintage,
        name: `Gamay ${run} 2022`,
        requested: before + 1,
        available: before,
        lines: [1, 2],
      },
    ]);
    expect(await vintageStock(wine.idVintage)).toBe(before);
    expect(await vintageStock(rosé.idVintage)).toBe(60);
    expect(await ordersWithMessage(message)).toEqual([]);
  });
});

describe('relay delivery, on a site of its own (site 2, no payment settings)', () => {
  let admin2: string;
  let relay = 0;
  let home = 0;
  const cheap = { id: 0, idVintage: 0 };
  // The relay the shopper chose, as the relay search answered it (filled in beforeAll).
  let point: { id: string; name: string; addLine1: string; zipCode: string; city: string; country: string } = {
    id: '',
    name: '',
    addLine1: '',
    zipCode: '',
    city: '',
    country: '',
  };

  beforeAll(async () => {
    admin2 = await signIn(inject('fixtures').logins.admin2.email, inject('fixtures').logins.admin2.password);
    Object.assign(cheap, await createWine(admin2, `Vin des Pins ${run}`, { price: 8, quantity: 20, site: 2 }));
    const carrier = async (name: string, deliveryType: string, price: number) => {
      const created = await call('POST', '/admin/carrier', {
        token: admin2,
        idSite: 2,
        body: { name, type: 'FLAT_RATE', deliveryType },
      });
      expect(created.status, created.raw).toBe(200);
      const rates = await call('PUT', `/admin/carrier/prices/update/${created.body.data.id}`, {
        token: admin2,
        idSite: 2,
        body: { flatRates: [{ country: 'FRA', price }] },
      });
      expect(rates.status, rates.raw).toBe(200);
      return created.body.data.id as number;
    };
    relay = await carrier(`Relais ${run}`, 'PICKUP', 4.9);
    home = await carrier(`Domicile ${run}`, 'DELIVERY', 9.5);
    const activated = await call('POST', '/admin/carrier/mondial_relay/activate', {
      token: admin2,
      idSite: 2,
      body: { enseigne: 'bdtest13', privateKey: 'TestAPI1key', insuranceLevel: 1, collectionMode: 'CCC' },
    });
    expect(activated.status, activated.raw).toBe(200);
    const relays = await call('POST', '/relay/access-points', {
      idSite: 2,
      body: {
        address: { address: '2 place du Marché', postalCode: '69400', city: 'Villefranche-sur-Saône', country: 'FR' },
      },
    });
    expect(relays.status, relays.raw).toBe(200);
    const { id, name, addLine1, zipCode, city, country } = relays.body.data[0];
    point = { id, name, addLine1, zipCode, city, country };
  });

  const relayOrder = (idCarrier: number, more: Record<string, unknown> = {}) => ({
    ...deliveryOrder([{ id: cheap.id, quantity: 3 }], idCarrier),
    address: {
      delivery: null,
      billing: {
        firstname: 'Léa',
        lastname: 'Martin',
        address: '3 rue des Archives',
        postalCode: '75001',
        city: 'Paris',
        country: 'FR',
      },
    },
    delivery: { type: 'PICKUP', idCarrier, accessPoint: point },
    deliveryPostalCode: '69400',
    ...more,
  });

  it('ships to the chosen relay, as Mondial Relay knows it, at the relay carrier’s price, and gives the transfer’s placeholder instructions', async () => {
    // What the browser says of the relay besides its id and country is not what the order keeps.
    const answer = await placeOrder(
      relayOrder(relay, {
        delivery: {
          type: 'PICKUP',
          idCarrier: relay,
          accessPoint: { ...point, name: 'Chez moi', addLine1: '1 rue du Faux', city: 'Ailleurs' },
        },
      }),
      { site: 2 },
    );
    expect(answer.status, answer.raw).toBe(201);
    expect(answer.body.data).toMatchObject({
      subtotal: 24,
      shippingFees: 4.9,
      total: 28.9,
      address: { delivery: null },
    });
    expect(answer.body.data.delivery).toEqual({
      type: 'PICKUP',
      idCarrier: relay,
      carrierName: `Relais ${run}`,
      serviceCode: null,
      price: 4.9,
      fdp: 4.9,
      accessPoint: {
        id: point.id,
        name: point.name,
        address: point.addLine1,
        postalCode: '69400',
        city: point.city,
        country: 'FR',
      },
      pickup: null,
    });
    expect(answer.body.data.payment.instructions).toMatchObject({ accountHolder: 'Château des Pins', iban: null });
    expect(answer.body.data.payment.instructions.text).toBe(
      `Please transfer €28.90 with the reference ${answer.body.data.number}: the producer sends you their bank details by e-mail.`,
    );
  });

  it('refuses a relay without its point, one Mondial Relay does not know, a home carrier for a relay, a relay carrier for a home', async () => {
    const noPoint = await placeOrder(relayOrder(relay, { delivery: { type: 'PICKUP', idCarrier: relay } }), {
      site: 2,
    });
    expect(noPoint.body.data.errors).toEqual({ 'delivery.accessPoint': ['You must choose a pickup point'] });
    const unknown = await placeOrder(
      relayOrder(relay, { delivery: { type: 'PICKUP', idCarrier: relay, accessPoint: { ...point, id: '69400-9' } } }),
      { site: 2 },
    );
    expect(unknown.status, unknown.raw).toBe(400);
    expect(unknown.body.data.errors).toEqual({
      'delivery.accessPoint': ['This pickup point cannot be found, please choose another one'],
    });
    const otherPlace = await placeOrder(relayOrder(relay, { deliveryPostalCode: '75001' }), { site: 2 });
    expect(otherPlace.body.data.errors).toEqual({
      deliveryPostalCode: ['The shipping fees were computed for another postal code than the one the order ships to'],
    });
    const homeCarrier = await placeOrder(relayOrder(home), { site: 2 });
    expect(homeCarrier.status, homeCarrier.raw).toBe(400);
    expect(homeCarrier.body.message).toBe('You cannot ship this order in an access point');
    const relayHome = await placeOrder(deliveryOrder([{ id: cheap.id, quantity: 1 }], relay), { site: 2 });
    expect(relayHome.body.data.errors).toEqual({ 'delivery.type': ['This carrier delivers to pickup points only'] });
  });

  it('never sells site 1’s products on site 2', async () => {
    const answer = await placeOrder(deliveryOrder([{ id: wine.id, quantity: 1 }], home), { site: 2 });
    expect(answer.status).toBe(400);
    expect(answer.body.data.errors).toEqual({ 'products.0.id': ['Product not found'] });
  });
});

describe('Idempotency-Key', () => {
  it('answers the same order to one key replayed 10 times, and 409 to the same key with another body', async () => {
    const message = `replay ${run}`;
    const body = deliveryOrder([{ id: wine.id, quantity: 1 }], colissimo, { message });
    const key = `replay-${run}`;
    const answers = [];
    for (let i = 0; i < 10; i++) answers.push(await placeOrder(body, { key }));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(201));
    expect(new Set(answers.map((a) => a.body.data.id)).size).toBe(1);
    expect(answers.slice(1).map((a) => a.body.message)).toEqual(Array(9).fill('This order was already placed'));
    expect(answers[9]!.body.data).toEqual(answers[0]!.body.data);
    expect(await ordersWithMessage(message)).toHaveLength(1);

    const other = await placeOrder({ ...body, message: `${message} other` }, { key });
    expect(other.status, other.raw).toBe(409);
    expect(other.body.message).toBe('This Idempotency-Key was already used for another order');
    expect(await ordersWithMessage(`${message} other`)).toEqual([]);
  });

  it('places one order for 10 concurrent requests with one key, and takes the stock once', async () => {
    const message = `concurrent replay ${run}`;
    const before = await vintageStock(wine.idVintage);
    const body = deliveryOrder([{ id: wine.id, quantity: 2 }], colissimo, { message });
    const answers = await Promise.all(Array.from({ length: 10 }, () => placeOrder(body, { key: `together-${run}` })));
    expect(
      answers.map((a) => a.status),
      answers.map((a) => a.raw).join('\n'),
    ).toEqual(Array(10).fill(201));
    expect(new Set(answers.map((a) => a.body.data.id)).size).toBe(1);
    expect(await ordersWithMessage(message)).toHaveLength(1);
    expect(await vintageStock(wine.idVintage)).toBe(before - 2);
  });

  it('refuses a key that is not printable ASCII', async () => {
    const answer = await placeOrder(deliveryOrder([{ id: wine.id, quantity: 1 }], colissimo), { key: 'clé espacée' });
    expect(answer.status).toBe(400);
    expect(answer.body.data.errors).toEqual({ 'idempotency-key': ['Invalid Idempotency-Key header'] });
  });
});

describe('payment by card (local provider)', () => {
  it('answers a client secret, records the payment once the card is confirmed, and not twice', async () => {
    const answer = await placeOrder(
      deliveryOrder([{ id: wine.id, quantity: 1 }], colissimo, { paymentMethod: 'CARD' }),
    );
    expect(answer.status, answer.raw).toBe(201);
    const { id, payment, total } = answer.body.data;
    expect(payment).toMatchObject({ method: 'CARD', status: 'PENDING', provider: 'local', instructions: null });
    expect(payment.clientSecret).toMatch(/^pi_local_[0-9a-f]+_secret_/);

    const declined = await call('POST', '/payment/local/confirm', {
      idSite: 1,
      body: { clientSecret: payment.clientSecret, outcome: 'declined' },
    });
    expect(declined.body.data).toMatchObject({ idOrder: id, status: 'FAILED' });
    const paid = await call('POST', '/payment/local/confirm', {
      idSite: 1,
      body: { clientSecret: payment.clientSecret },
    });
    expect(paid.status, paid.raw).toBe(200);
    expect(paid.body.data).toEqual({ idOrder: id, number: answer.body.data.number, status: 'PAID', amount: total });
    const checked = await call('POST', `/payment/order/${id}`, {
      idSite: 1,
      body: { clientSecret: payment.clientSecret },
    });
    expect(checked.body.data.status).toBe('PAID');
    const stored = (await orderRepository.get(site, id))!;
    expect(stored.payments).toEqual([
      expect.objectContaining({ amount: total, method: 'CARD', reference: payment.clientSecret.split('_secret_')[0] }),
    ]);
  });

  it('tells nothing of an order to a caller without its client secret', async () => {
    const answer = await placeOrder(
      deliveryOrder([{ id: wine.id, quantity: 1 }], colissimo, { paymentMethod: 'CARD' }),
    );
    const wrong = await call('POST', `/payment/order/${answer.body.data.id}`, {
      idSite: 1,
      body: { clientSecret: 'pi_local_x_secret_y' },
    });
    expect(wrong.status).toBe(404);
  });

  it('refuses a Stripe event without a valid signature', async () => {
    const event = {
      id: 'evt_1',
      type: 'payment_intent.succeeded',
      data: {
        object: { object: 'payment_intent', id: 'pi_x', status: 'succeeded', metadata: { idSite: '1', idOrder: '1' } },
      },
    };
    const answer = await call('POST', '/payment/webhook/stripe', {
      body: event,
      headers: { 'stripe-signature': 't=1,v1=00' },
    });
    expect(answer.status, answer.raw).toBe(400);
    expect(answer.body.message).toBe('Invalid signature');
  });

  it('lists the methods the site accepts, with cash for click and collect only', async () => {
    const answer = await call('GET', '/payment/methods', { idSite: 1, lang: 'fr_FR' });
    expect(answer.body.data).toEqual({
      methods: [
        { method: 'CARD', label: 'Carte bancaire', onlyClickAndCollect: false },
        { method: 'CHEQUE', label: 'Chèque', onlyClickAndCollect: false },
        { method: 'CASH', label: 'Espèces', onlyClickAndCollect: true },
        { method: 'TRANSFER', label: 'Virement', onlyClickAndCollect: false },
      ],
      card: { provider: 'local', publishableKey: null, account: null },
    });
  });
});

describe('the customer’s orders', () => {
  async function customer(email: string): Promise<string> {
    const answer = await call('POST', '/register', {
      idSite: 1,
      body: {
        firstname: 'Paul',
        lastname: 'Verlaine',
        email,
        birthdate: '30/03/1984',
        password: 'poemes-saturniens',
        confirmPassword: 'poemes-saturniens',
        salesConditions: true,
      },
    });
    expect(answer.status, answer.raw).toBe(201);
    return answer.body.data.token;
  }

  it('keeps a signed-in customer’s name and e-mail on the order, lists their orders newest first and shows only their own', async () => {
    const paul = await customer(`paul-${run}@example.com`);
    const other = await customer(`arthur-${run}@example.com`);
    const body = deliveryOrder([{ id: wine.id, quantity: 1 }], colissimo, {
      user: { phone: '0611223344' },
      paymentMethod: 'CHEQUE',
    });
    const first = await placeOrder(body, { token: paul });
    expect(first.status, first.raw).toBe(201);
    expect(first.body.data.customer).toEqual({
      email: `paul-${run}@example.com`,
      firstname: 'Paul',
      lastname: 'Verlaine',
      phone: '0611223344',
      guest: false,
    });
    expect(first.body.data.payment.instructions).toMatchObject({
      payableTo: 'EARL Domaine des Lilas',
      mailTo: 'Domaine des Lilas, 12 chemin des Lilas, 69460 Odenas',
    });
    const second = await placeOrder({ ...body, products: [{ id: wine.id, quantity: 2 }] }, { token: paul });
    await placeOrder(body, { token: other });

    const list = await call('GET', '/order', { idSite: 1, token: paul });
    expect(list.status, list.raw).toBe(200);
    expect(list.body.data.total).toBe(2);
    expect(list.body.data.orders.map((o: { id: number }) => o.id)).toEqual([second.body.data.id, first.body.data.id]);
    const paged = await call('GET', '/order?nbItem=1&page=2', { idSite: 1, token: paul });
    expect(paged.body.data).toMatchObject({ total: 2, orders: [expect.objectContaining({ id: first.body.data.id })] });

    const own = await call('GET', `/order/${first.body.data.id}`, { idSite: 1, token: paul });
    expect(own.status).toBe(200);
    expect(own.body.data).toEqual(first.body.data);
    expect((await call('GET', `/order/${first.body.data.id}`, { idSite: 1, token: other })).status).toBe(404);
    expect((await call('GET', '/order', { idSite: 1 })).status).toBe(401);
  });

  it('lists the order statuses with their labels in the request’s language', async () => {
    const answer = await call('GET', '/list/order/status', { idSite: 1, lang: 'fr_FR' });
    expect(answer.body.data).toEqual([
      { id: 'WAITING', value: 'En attente' },
      { id: 'PROCESSING', value: 'En préparation' },
      { id: 'SHIPPED', value: 'Expédiée' },
      { id: 'DELIVERED', value: 'Livrée' },
      { id: 'CANCELED', value: 'Annulée' },
    ]);
  });
});
