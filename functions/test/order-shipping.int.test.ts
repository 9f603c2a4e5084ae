import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { call, signIn } from '../../scripts/src/test/api.ts';
import { pdfText } from '../../scripts/src/test/pdf-text.ts';
import { colissimoId, createWine, deliveryOrder, placeOrder, useFunctionsEnvironment } from './order-helpers.ts';

/**
 * Shipping an order from the producer's order screen through the local gateway (docs/orders.md
 * "Shipping an order"): the optimised boxes with and without box stock, every carrier's price, the
 * shipment at a partner (the local Mondial Relay: label kept privately and downloadable by the
 * site's admins only) or with a typed tracking number, the refusals, the carrier's status and
 * tracing, the cancellation. The carriers made here ship only this file's wine, so the other files'
 * fee calculations on site 1 never see them.
 */
const run = Date.now().toString(36);
let admin: string;
let colissimo = 0;
let own = 0;
let relayCarrier = 0;
const wine = { id: 0, idVintage: 0 };
const box = { one: 0, six: 0, twelve: 0 };
let point: { id: string; name: string; addLine1: string; zipCode: string; city: string; country: string };

const asAdmin = (more: Record<string, unknown> = {}) => ({ token: admin, idSite: 1, ...more });

async function processingOrder(
  quantity: number,
  more: Record<string, unknown> = {},
  idCarrier = own,
): Promise<{ id: number; number: string; email: string }> {
  const placed = await placeOrder(
    deliveryOrder([{ id: wine.id, quantity }], idCarrier, { message: `shipping ${run}`, ...more }),
  );
  expect(placed.status, placed.raw).toBe(201);
  const moved = await call(
    'PUT',
    `/admin/order/status/${placed.body.data.id}`,
    asAdmin({ body: { status: 'PROCESSING', sendMail: false } }),
  );
  expect(moved.status, moved.raw).toBe(200);
  return { id: placed.body.data.id, number: placed.body.data.number, email: placed.body.data.customer.email };
}

const relayOrder = (quantity: number) =>
  processingOrder(
    quantity,
    {
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
      delivery: { type: 'PICKUP', idCarrier: relayCarrier, accessPoint: point },
      deliveryPostalCode: point.zipCode,
    },
    relayCarrier,
  );

async function setStock(id: number, quantity: number): Promise<void> {
  const answer = await call('PUT', `/admin/box/quantity/${id}`, asAdmin({ body: { quantity } }));
  expect(answer.status, answer.raw).toBe(200);
}

async function stockOf(id: number): Promise<number> {
  const answer = await call('GET', `/admin/box/${id}`, asAdmin());
  expect(answer.status, answer.raw).toBe(200);
  return answer.body.data.quantity;
}

async function mailsTo(email: string): Promise<Array<{ to: string; subject: string; text: string }>> {
  const { outboxDir } = inject('fixtures');
  const files = (await readdir(outboxDir).catch(() => [])).sort();
  const mails = await Promise.all(files.map(async (f) => JSON.parse(await readFile(join(outboxDir, f), 'utf8'))));
  return mails.filter((m) => m.to === email);
}

const label = (id: number, token = admin, site = 1) =>
  fetch(`${inject('fixtures').apiUrl}/admin/order/${id}/label`, {
    headers: { authorization: `Bearer ${token}`, idsite: String(site), userlang: 'en_US' },
  });

beforeAll(async () => {
  useFunctionsEnvironment();
  admin = await signIn(inject('fixtures').logins.admin1.email, inject('fixtures').logins.admin1.password);
  colissimo = await colissimoId();
  Object.assign(wine, await createWine(admin, `Madiran ${run}`, { price: 14, quantity: 500 }));
  // Not named "Carton …": boxes.int.test.ts lists site 1's seeded cartons, and the files share one stack.
  const bottleBox = (name: string, slots: number, boxWeight: number) => ({
    mainType: 'BOTTLE',
    name: `${name} ${run}`,
    bottleBoxCapacity: slots,
    bottleCapacity: 75,
    width: 20 + slots,
    height: 35,
    depth: 10 + slots,
    boxWeight,
    quantity: 10,
  });
  for (const [key, slots, weight] of [
    ['one', 1, 0.3],
    ['six', 6, 1],
    ['twelve', 12, 1.7],
  ] as const) {
    const created = await call(
      'POST',
      '/admin/box',
      asAdmin({ body: bottleBox(`Colis ${slots} bouteilles`, slots, weight) }),
    );
    expect(created.status, created.raw).toBe(200);
    box[key] = created.body.data.id;
  }
  const carrier = await call(
    'POST',
    '/admin/carrier',
    asAdmin({
      body: {
        name: `Transport ${run}`,
        type: 'BASIC',
        unit: 'BOTTLE',
        boxes: [box.one, box.six, box.twelve],
        products: [wine.id],
      },
    }),
  );
  expect(carrier.status, carrier.raw).toBe(200);
  own = carrier.body.data.id;
  const tranches = [
    { min: 1, max: 1, priceType: 'PACKAGE', price: 10 },
    { min: 2, max: 6, priceType: 'PACKAGE', price: 15 },
    { min: 7, max: 12, priceType: 'PACKAGE', price: 20 },
  ];
  const prices = await call(
    'PUT',
    `/admin/carrier/prices/update/${own}`,
    asAdmin({ body: { grids: [{ country: 'FRA', tranches }] } }),
  );
  expect(prices.status, prices.raw).toBe(200);
  const relay = await call(
    'POST',
    '/admin/carrier',
    asAdmin({ body: { name: `Relais ${run}`, type: 'FLAT_RATE', deliveryType: 'PICKUP', products: [wine.id] } }),
  );
  expect(relay.status, relay.raw).toBe(200);
  relayCarrier = relay.body.data.id;
  const rates = await call(
    'PUT',
    `/admin/carrier/prices/update/${relayCarrier}`,
    asAdmin({ body: { flatRates: [{ country: 'FRA', price: 4.9 }] } }),
  );
  expect(rates.status, rates.raw).toBe(200);
  const relays = await call('POST', '/relay/access-points', {
    idSite: 1,
    body: {
      address: { address: '2 place du Marché', postalCode: '69400', city: 'Villefranche-sur-Saône', country: 'FR' },
    },
  });
  expect(relays.status, relays.raw).toBe(200);
  const { id, name, addLine1, zipCode, city, country } = relays.body.data[0];
  point = { id, name, addLine1, zipCode, city, country };
});

describe('optimised boxes of an order for a carrier', () => {
  it('packs the order by the cheapest packing of the carrier’s grid, and from stock only with /stock', async () => {
    const order = await processingOrder(7);
    const best = await call('GET', `/admin/order/optimized-boxes/${order.id}/carrier/${own}`, asAdmin());
    expect(best.status, best.raw).toBe(200);
    // 7 bottles in one 12-bottle box (20) beat 6 + 1 (15 + 10).
    expect(best.body.data).toMatchObject({
      idCarrier: own,
      fromStock: false,
      priced: true,
      total: 20,
      cheapestProven: true,
      boxes: [{ idBox: box.twelve, count: 1, inStock: 10 }],
    });
    expect(best.body.data.parcels[0]).toMatchObject({
      bottles: 7,
      equivalents: 7,
      tranche: { min: 7, max: 12 },
      price: 20,
      weightKg: 10.8,
    });

    await setStock(box.twelve, 0);
    try {
      const fromStock = await call('GET', `/admin/order/optimized-boxes/${order.id}/carrier/${own}/stock`, asAdmin());
      expect(fromStock.status, fromStock.raw).toBe(200);
      expect(fromStock.body.data).toMatchObject({ fromStock: true, total: 25 });
      expect(fromStock.body.data.boxes.map((b: { idBox: number; count: number }) => [b.idBox, b.count]).sort()).toEqual(
        [
          [box.one, 1],
          [box.six, 1],
        ].sort(),
      );
      await setStock(box.one, 0);
      await setStock(box.six, 0);
      const none = await call('GET', `/admin/order/optimized-boxes/${order.id}/carrier/${own}/stock`, asAdmin());
      expect(none.status, none.raw).toBe(409);
      expect(none.body.message).toBe('No optimized packaging found');
    } finally {
      await setStock(box.twelve, 10);
      await setStock(box.one, 10);
      await setStock(box.six, 10);
    }
  });

  it('answers No carrier found for a carrier the site does not have', async () => {
    const order = await processingOrder(2);
    const unknown = await call('GET', `/admin/order/optimized-boxes/${order.id}/carrier/999999`, asAdmin());
    expect(unknown.status, unknown.raw).toBe(404);
    expect(unknown.body.message).toBe('No carrier found');
  });
});

describe('POST /admin/order/shipping-prices/{id}', () => {
  it('answers every carrier’s price now with the full explanation, the shopper’s carrier first', async () => {
    const order = await processingOrder(7);
    const answer = await call('POST', `/admin/order/shipping-prices/${order.id}`, asAdmin({ body: {} }));
    expect(answer.status, answer.raw).toBe(200);
    const [first, ...others] = answer.body.data;
    expect(first).toMatchObject({
      id: own,
      chosen: true,
      price: 20,
      fdp: 20,
      partner: null,
      refusal: null,
      explanation: { basePrice: 20, percentage: 0, fix: 0, cheapestProven: true },
    });
    expect(others.map((o: { id: number }) => o.id)).toContain(colissimo);
    // The relay carrier cannot ship a home delivery.
    expect(others.find((o: { id: number }) => o.id === relayCarrier)).toMatchObject({
      partner: 'MONDIAL_RELAY',
      refusal: 'This carrier delivers to pickup points: the order has none',
    });
  });
});

describe('POST /admin/order/{id}/ship', () => {
  it('ships with a carrier without a partner on the tracking number the admin typed, with its event and mail', async () => {
    const order = await processingOrder(3);
    const missing = await call('POST', `/admin/order/${order.id}/ship`, asAdmin({ body: {} }));
    expect(missing.status, missing.raw).toBe(400);
    expect(missing.body.data.errors).toEqual({ trackingNumber: ['Type the tracking number the carrier gave'] });

    const shipped = await call(
      'POST',
      `/admin/order/${order.id}/ship`,
      asAdmin({
        body: {
          trackingNumber: '6A12345678901',
          trackingUrl: 'https://www.laposte.fr/outils/suivre-vos-envois?code=6A12345678901',
        },
      }),
    );
    expect(shipped.status, shipped.raw).toBe(200);
    expect(shipped.body.message).toBe('Order shipped');
    expect(shipped.body.data).toMatchObject({
      status: 'SHIPPED',
      shipment: {
        idCarrier: own,
        carrierName: `Transport ${run}`,
        trackingNumber: '6A12345678901',
        hasLabel: false,
        status: 'ACTIVE',
      },
    });
    const events = shipped.body.data.events.map((e: { type: string }) => e.type);
    expect(events.slice(-3)).toEqual(['STATUS', 'SHIPPED', 'MAIL_SENT']);
    expect(shipped.body.data.events.at(-2).details).toMatchObject({
      trackingNumber: '6A12345678901',
      boxes: `1 × Colis 6 bouteilles ${run}`,
      parcels: 1,
    });
    await expect
      .poll(async () => (await mailsTo(order.email)).some((m) => m.text.includes('6A12345678901')))
      .toBe(true);

    const link = await call('GET', `/admin/order/${order.id}/tracking-link`, asAdmin());
    expect(link.body.data).toEqual({
      carrierName: `Transport ${run}`,
      trackingNumber: '6A12345678901',
      trackingUrl: 'https://www.laposte.fr/outils/suivre-vos-envois?code=6A12345678901',
    });
    const status = await call('GET', `/admin/order/${order.id}/get-status`, asAdmin());
    expect(status.body.data).toMatchObject({ partner: null, status: null, shipmentStatus: 'ACTIVE' });
    const noLabel = await label(order.id);
    expect(noLabel.status).toBe(404);
    const again = await call('POST', `/admin/order/${order.id}/ship`, asAdmin({ body: { trackingNumber: 'X' } }));
    expect(again.status, again.raw).toBe(409);
    expect(again.body.message).toBe('The order must be prepared first: move it to Processing before shipping it');
  });

  it('refuses an order not prepared, a click-and-collect order and a relay order with a home carrier', async () => {
    const placed = await placeOrder(deliveryOrder([{ id: wine.id, quantity: 1 }], own));
    const waiting = await call(
      'POST',
      `/admin/order/${placed.body.data.id}/ship`,
      asAdmin({ body: { trackingNumber: 'X1' } }),
    );
    expect(waiting.status, waiting.raw).toBe(409);
    expect(waiting.body.message).toBe('The order must be prepared first: move it to Processing before shipping it');

    const places = await call('GET', '/pickup/places?days=21', { idSite: 1 });
    const place = (places.body.data as Array<{ id: number; slots: Array<{ date: string; idSchedule: number }> }>).find(
      (p) => p.slots.length > 0,
    )!;
    const collect = await placeOrder({
      ...deliveryOrder([{ id: wine.id, quantity: 1 }], own),
      address: { delivery: null, billing: null },
      delivery: { type: 'CLICK_AND_COLLECT', idAddress: place.id },
      dateSchedule: place.slots[0]!.date,
      idSchedule: place.slots[0]!.idSchedule,
      deliveryPostalCode: null,
      deliveryIdCountry: null,
      paymentMethod: 'CASH',
    });
    expect(collect.status, collect.raw).toBe(201);
    const collected = await call(
      'POST',
      `/admin/order/${collect.body.data.id}/ship`,
      asAdmin({ body: { trackingNumber: 'X2' } }),
    );
    expect(collected.status, collected.raw).toBe(409);
    expect(collected.body.message).toBe('A click-and-collect order is collected, not shipped');

    const relay = await relayOrder(2);
    const home = await call(
      'POST',
      `/admin/order/${relay.id}/ship`,
      asAdmin({ body: { idCarrier: colissimo, trackingNumber: 'X3' } }),
    );
    expect(home.status, home.raw).toBe(409);
    expect(home.body.message).toBe('You cannot ship this order in an access point');
    expect((await call('GET', `/admin/order/${relay.id}`, asAdmin())).body.data.status).toBe('PROCESSING');
  });

  it('ships a relay order through Mondial Relay (local): label kept privately, boxes from stock, status, tracing, then cancels', async () => {
    const order = await relayOrder(4);
    const before = await stockOf(box.six);
    // A FLAT_RATE carrier names no boxes: the site's boxes, in the fewest parcels.
    const shipped = await call(
      'POST',
      `/admin/order/${order.id}/ship`,
      asAdmin({ body: { boxes: [{ idBox: box.six, count: 1 }], takeFromStock: true } }),
    );
    expect(shipped.status, shipped.raw).toBe(200);
    const shipment = shipped.body.data.shipment;
    expect(shipment).toMatchObject({ idCarrier: relayCarrier, hasLabel: true, status: 'ACTIVE' });
    expect(shipment.trackingNumber).toMatch(/^\d{8}$/);
    expect(shipment.trackingUrl).toBe(
      `https://www.mondialrelay.fr/suivi-de-colis/?numeroExpedition=${shipment.trackingNumber}&codePostal=${point.zipCode}`,
    );
    expect(shipped.body.data.events.find((e: { type: string }) => e.type === 'SHIPPED').details).toMatchObject({
      partner: 'MONDIAL_RELAY',
      boxesFromStock: true,
      trackingNumber: shipment.trackingNumber,
    });
    expect(await stockOf(box.six)).toBe(before - 1);

    const pdf = await label(order.id);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('cache-control')).toBe('no-store');
    const bytes = new Uint8Array(await pdf.arrayBuffer());
    expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe('%PDF-');
    const text = pdfText(bytes);
    expect(text).toContain(shipment.trackingNumber);
    expect(text).toContain(order.number);
    expect(text).toContain(point.id);
    // Never in the public media: another site's admin and a visitor get nothing.
    const other = await signIn(inject('fixtures').logins.admin2.email, inject('fixtures').logins.admin2.password);
    expect((await label(order.id, other, 2)).status).toBe(404);
    expect(
      (await fetch(`${inject('fixtures').apiUrl}/admin/order/${order.id}/label`, { headers: { idsite: '1' } })).status,
    ).toBe(401);
    for (const path of [
      `/admin/order/${order.id}/tracking-link`,
      `/admin/order/${order.id}/get-status`,
      `/admin/order/shipping-prices/${order.id}`,
    ]) {
      const answer = await call(path.includes('prices') ? 'POST' : 'GET', path, {
        token: other,
        idSite: 2,
        body: path.includes('prices') ? {} : undefined,
      });
      expect(answer.status, `${path} ${answer.raw}`).toBe(404);
    }
    const foreignShip = await call('POST', `/admin/order/${order.id}/ship`, {
      token: other,
      idSite: 2,
      body: { trackingNumber: 'X' },
    });
    expect(foreignShip.status, foreignShip.raw).toBe(404);

    const status = await call('GET', `/admin/order/${order.id}/get-status`, asAdmin());
    expect(status.body.data).toMatchObject({
      partner: 'MONDIAL_RELAY',
      trackingNumber: shipment.trackingNumber,
      shipmentStatus: 'ACTIVE',
      status: 'REGISTERED',
    });
    const tracing = await call('GET', `/admin/order/${order.id}/mondial-relay/tracing`, asAdmin());
    expect(tracing.status, tracing.raw).toBe(200);
    expect(tracing.body.data).toMatchObject({
      trackingNumber: shipment.trackingNumber,
      stat: '80',
      status: 'REGISTERED',
    });

    // A status move cannot undo an active carrier shipment: it is cancelled first.
    const undo = await call(
      'PUT',
      `/admin/order/status/${order.id}`,
      asAdmin({ body: { status: 'PROCESSING', sendMail: false } }),
    );
    expect(undo.status, undo.raw).toBe(409);
    const canceled = await call('GET', `/admin/order/${order.id}/shipment/cancel`, asAdmin());
    expect(canceled.status, canceled.raw).toBe(200);
    expect(canceled.body.data).toMatchObject({
      status: 'PROCESSING',
      shipment: { status: 'CANCELED', trackingNumber: shipment.trackingNumber },
    });
    const last = canceled.body.data.events.slice(-2);
    expect(last.map((e: { type: string }) => e.type)).toEqual(['SHIPMENT_CANCELED', 'STATUS']);
    expect(last[0].details).toMatchObject({ partner: 'MONDIAL_RELAY', atCarrier: false });
    expect(last[1]).toMatchObject({ from: 'SHIPPED', to: 'PROCESSING' });
    const twice = await call('GET', `/admin/order/${order.id}/shipment/cancel`, asAdmin());
    expect(twice.status, twice.raw).toBe(409);
    expect(twice.body.message).toBe('This shipment is already canceled');
    expect((await call('GET', `/admin/order/${order.id}/get-status`, asAdmin())).body.data).toMatchObject({
      shipmentStatus: 'CANCELED',
      status: 'CANCELED',
    });
  });

  it('refuses to take from stock more boxes than it holds, and the Mondial Relay tracing of another carrier', async () => {
    const order = await processingOrder(1);
    await setStock(box.one, 0);
    try {
      const short = await call(
        'POST',
        `/admin/order/${order.id}/ship`,
        asAdmin({ body: { boxes: [{ idBox: box.one, count: 1 }], takeFromStock: true, trackingNumber: 'T1' } }),
      );
      expect(short.status, short.raw).toBe(409);
      expect(short.body.message).toBe('Not enough of this box in stock');
    } finally {
      await setStock(box.one, 10);
    }
    const shipped = await call(
      'POST',
      `/admin/order/${order.id}/ship`,
      asAdmin({ body: { trackingNumber: 'T2', sendMail: false } }),
    );
    expect(shipped.status, shipped.raw).toBe(200);
    const tracing = await call('GET', `/admin/order/${order.id}/mondial-relay/tracing`, asAdmin());
    expect(tracing.status, tracing.raw).toBe(409);
    expect(tracing.body.message).toBe('This shipment is not a Mondial Relay one');
  });
});
