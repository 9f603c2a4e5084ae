import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { call, signIn } from '../../scripts/src/test/api.ts';
import { pdfText } from '../../scripts/src/test/pdf-text.ts';
import { authorisedSiteId } from '../src/data/site-id.ts';
import { forgetEnvironment } from '../src/local/local-reset.ts';
import { productRepository } from '../src/repositories/product-repository.ts';
import { colissimoId, createWine, deliveryOrder, placeOrder, useFunctionsEnvironment } from './order-helpers.ts';

/**
 * The producer's side of orders through the local gateway (issue 12, docs/orders.md): the list and
 * its filters, the order with its balance and timeline, every allowed and refused status move,
 * what CANCELED gives back, payments and refunds with their rules.
 */
const run = Date.now().toString(36);
const site = authorisedSiteId(1);
let admin: string;
let colissimo: number;
const wine = { id: 0, idVintage: 0 };

type Status = 'WAITING' | 'PROCESSING' | 'SHIPPED' | 'DELIVERED' | 'CANCELED';

async function deliveryOrderId(
  quantity = 1,
  more: Record<string, unknown> = {},
  lang: 'en_US' | 'fr_FR' = 'en_US',
): Promise<{ id: number; number: string; total: number; email: string }> {
  const answer = await placeOrder(
    deliveryOrder([{ id: wine.id, quantity }], colissimo, { message: `admin orders ${run}`, ...more }),
    { lang },
  );
  expect(answer.status, answer.raw).toBe(201);
  return {
    id: answer.body.data.id,
    number: answer.body.data.number,
    total: answer.body.data.total,
    email: answer.body.data.customer.email,
  };
}

/** The mails the outbox holds for an address, oldest first. */
async function mailsTo(
  email: string,
): Promise<Array<{ to: string; subject: string; html: string; text: string; tag: string }>> {
  const { outboxDir } = inject('fixtures');
  const files = (await readdir(outboxDir).catch(() => [])).sort();
  const mails = await Promise.all(files.map(async (f) => JSON.parse(await readFile(join(outboxDir, f), 'utf8'))));
  return mails.filter((m) => m.to === email);
}

async function collectOrderId(): Promise<number> {
  const places = await call('GET', '/pickup/places?days=21', { idSite: 1 });
  const place = (places.body.data as Array<{ id: number; slots: Array<{ date: string; idSchedule: number }> }>).find(
    (p) => p.slots.length > 0,
  )!;
  const slot = place.slots[0]!;
  const answer = await placeOrder({
    ...deliveryOrder([{ id: wine.id, quantity: 1 }], colissimo),
    address: { delivery: null, billing: null },
    delivery: { type: 'CLICK_AND_COLLECT', idAddress: place.id },
    dateSchedule: slot.date,
    idSchedule: slot.idSchedule,
    deliveryPostalCode: null,
    deliveryIdCountry: null,
    paymentMethod: 'CASH',
  });
  expect(answer.status, answer.raw).toBe(201);
  return answer.body.data.id;
}

const move = (id: number, status: Status, more: Record<string, unknown> = {}, lang: 'en_US' | 'fr_FR' = 'en_US') =>
  call('PUT', `/admin/order/status/${id}`, {
    token: admin,
    idSite: 1,
    lang,
    body: { status, sendMail: false, ...more },
  });

async function moveThrough(id: number, statuses: Status[]): Promise<void> {
  for (const status of statuses) {
    const answer = await move(id, status);
    expect(answer.status, answer.raw).toBe(200);
  }
}

const detail = async (id: number, lang: 'en_US' | 'fr_FR' = 'en_US') => {
  const answer = await call('GET', `/admin/order/${id}`, { token: admin, idSite: 1, lang });
  expect(answer.status, answer.raw).toBe(200);
  return answer.body.data;
};

const today = () =>
  new Intl.DateTimeFormat('fr-FR', {
    timeZone: 'Europe/Paris',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(new Date());

beforeAll(async () => {
  useFunctionsEnvironment();
  forgetEnvironment();
  admin = await signIn(inject('fixtures').logins.admin1.email, inject('fixtures').logins.admin1.password);
  colissimo = await colissimoId();
  Object.assign(wine, await createWine(admin, `Cahors ${run}`, { price: 15, quantity: 200 }));
});

describe('GET /admin/order', () => {
  it('lists a new order in the waiting list, with the counts per status and the sums', async () => {
    const placed = await deliveryOrderId(2);
    const answer = await call('GET', `/admin/order?status=WAITING&number=${placed.number}`, {
      token: admin,
      idSite: 1,
    });
    expect(answer.status, answer.raw).toBe(200);
    expect(answer.body.data.total).toBe(1);
    expect(answer.body.data.orders[0]).toMatchObject({
      id: placed.id,
      number: placed.number,
      status: 'WAITING',
      statusLabel: 'Waiting',
      quantity: 2,
      total: placed.total,
      balance: placed.total,
      paymentMethod: 'TRANSFER',
      paymentStatus: 'PENDING',
      deliveryType: 'DELIVERY',
      carrierName: 'Colissimo',
    });
    expect(answer.body.data.sum).toEqual({ total: placed.total, balance: placed.total });
    expect(answer.body.data.counts.WAITING).toBeGreaterThanOrEqual(1);
    const waiting = await call('GET', '/admin/order?status=WAITING&nbItem=1', { token: admin, idSite: 1 });
    expect(waiting.body.data.orders).toHaveLength(1);
    expect(waiting.body.data.total).toBe(waiting.body.data.counts.WAITING);
  });

  it('filters by customer, day, delivery type and payment method, newest first', async () => {
    const first = await deliveryOrderId(1, {
      user: {
        phone: '06 11 22 33 44',
        email: `zoe.filtre+${run}@example.com`,
        firstname: 'Zoé',
        lastname: `Filtre${run}`,
      },
    });
    const second = await deliveryOrderId(1, {
      user: {
        phone: '06 11 22 33 44',
        email: `zoe.filtre+${run}b@example.com`,
        firstname: 'Zoé',
        lastname: `Filtre${run}`,
      },
    });
    const day = encodeURIComponent(today());
    const answer = await call(
      'GET',
      `/admin/order?customer=lk:filtre${run}&dateFrom=${day}&dateTo=${day}&deliveryType=DELIVERY&paymentMethod=TRANSFER`,
      { token: admin, idSite: 1 },
    );
    expect(answer.status, answer.raw).toBe(200);
    expect(answer.body.data.orders.map((o: { id: number }) => o.id)).toEqual([second.id, first.id]);
    const collect = await call('GET', `/admin/order?customer=lk:filtre${run}&deliveryType=CLICK_AND_COLLECT`, {
      token: admin,
      idSite: 1,
    });
    expect(collect.body.data.total).toBe(0);
    const yesterday = await call('GET', `/admin/order?customer=lk:filtre${run}&dateTo=01/01/2020`, {
      token: admin,
      idSite: 1,
    });
    expect(yesterday.body.data.total).toBe(0);
  });

  it('refuses a date filter that is not a date, on its field', async () => {
    const answer = await call('GET', '/admin/order?dateFrom=31/02/2026', { token: admin, idSite: 1 });
    expect(answer.status, answer.raw).toBe(400);
    expect(answer.body.data.errors).toEqual({ dateFrom: ['Invalid value'] });
  });

  it('never shows another site’s orders, and answers 404 for one of them', async () => {
    const placed = await deliveryOrderId();
    const other = await signIn(inject('fixtures').logins.admin2.email, inject('fixtures').logins.admin2.password);
    const list = await call('GET', `/admin/order?number=${placed.number}`, { token: other, idSite: 2 });
    expect(list.status, list.raw).toBe(200);
    expect(
      list.body.data.orders.some(
        (o: { id: number; number: string }) => o.number === placed.number && o.id === placed.id,
      ),
    ).toBe(false);
    const read = await call('GET', `/admin/order/${placed.id}`, { token: other, idSite: 2 });
    if (read.status === 200) expect(read.body.data.number).not.toBe(placed.number);
    else expect(read.status).toBe(404);
    const forbidden = await call('GET', `/admin/order/${placed.id}`, { token: other, idSite: 1 });
    expect(forbidden.status).toBe(403);
  });
});

describe('GET /admin/order/{id}', () => {
  it('shows the order with its balance, the moves it allows and its first event', async () => {
    const placed = await deliveryOrderId(3);
    const order = await detail(placed.id);
    expect(order).toMatchObject({
      id: placed.id,
      status: 'WAITING',
      total: placed.total,
      paid: 0,
      balance: placed.total,
      paymentStatus: 'PENDING',
      allowedStatuses: ['PROCESSING', 'CANCELED'],
      lang: 'en_US',
      revision: 1,
      shipment: null,
    });
    expect(order.shippingExplanation).not.toBeNull();
    expect(order.events).toHaveLength(1);
    expect(order.events[0]).toMatchObject({
      type: 'PLACED',
      actor: { kind: 'GUEST', name: 'Léa Martin' },
      to: 'WAITING',
    });
    expect(order.events[0].text).toBe(`Order placed (€${placed.total.toFixed(2)}, transfer, home delivery)`);
    expect((await detail(placed.id, 'fr_FR')).events[0].text).toBe(
      `Commande passée (${placed.total.toFixed(2).replace('.', ',')} €, virement, livraison à domicile)`,
    );
  });

  it('answers 404 for an order that does not exist', async () => {
    const answer = await call('GET', '/admin/order/99999999', { token: admin, idSite: 1 });
    expect(answer.status).toBe(404);
    expect(answer.body.message).toBe('Order not found');
  });
});

describe('PUT /admin/order/status/{id}: every move of the flow', () => {
  const allowed: Array<[string, Status[], Status]> = [
    ['WAITING → PROCESSING', [], 'PROCESSING'],
    ['WAITING → CANCELED', [], 'CANCELED'],
    ['PROCESSING → WAITING (undo)', ['PROCESSING'], 'WAITING'],
    ['PROCESSING → SHIPPED', ['PROCESSING'], 'SHIPPED'],
    ['PROCESSING → CANCELED', ['PROCESSING'], 'CANCELED'],
    ['SHIPPED → PROCESSING (undo)', ['PROCESSING', 'SHIPPED'], 'PROCESSING'],
    ['SHIPPED → DELIVERED', ['PROCESSING', 'SHIPPED'], 'DELIVERED'],
  ];
  for (const [name, path, to] of allowed) {
    it(`allows ${name} and writes its event`, async () => {
      const { id } = await deliveryOrderId();
      await moveThrough(id, path);
      const before = await detail(id);
      const answer = await move(id, to, { revision: before.revision });
      expect(answer.status, answer.raw).toBe(200);
      expect(answer.body.message).toBe('Status changed');
      expect(answer.body.data.status).toBe(to);
      expect(answer.body.data.revision).toBeGreaterThan(before.revision);
      const last = answer.body.data.events.filter((e: { type: string }) => e.type === 'STATUS').at(-1);
      expect(last).toMatchObject({
        from: before.status,
        to,
        actor: { kind: 'STAFF', id: inject('fixtures').logins.admin1.id },
      });
    });
  }

  const refused: Array<[string, Status[], Status, string]> = [
    ['WAITING → SHIPPED', [], 'SHIPPED', 'The order cannot move to this status from its current one'],
    ['WAITING → DELIVERED', [], 'DELIVERED', 'The order cannot move to this status from its current one'],
    ['WAITING → WAITING', [], 'WAITING', 'The order already has this status'],
    ['PROCESSING → DELIVERED for a parcel', ['PROCESSING'], 'DELIVERED', 'Ship the order before marking it delivered'],
    [
      'SHIPPED → WAITING',
      ['PROCESSING', 'SHIPPED'],
      'WAITING',
      'The order cannot move to this status from its current one',
    ],
    [
      'SHIPPED → CANCELED',
      ['PROCESSING', 'SHIPPED'],
      'CANCELED',
      'The order cannot move to this status from its current one',
    ],
    [
      'DELIVERED → PROCESSING',
      ['PROCESSING', 'SHIPPED', 'DELIVERED'],
      'PROCESSING',
      'A delivered or canceled order cannot change status any more',
    ],
    [
      'DELIVERED → CANCELED',
      ['PROCESSING', 'SHIPPED', 'DELIVERED'],
      'CANCELED',
      'A delivered or canceled order cannot change status any more',
    ],
    ['CANCELED → WAITING', ['CANCELED'], 'WAITING', 'A delivered or canceled order cannot change status any more'],
    [
      'CANCELED → PROCESSING',
      ['CANCELED'],
      'PROCESSING',
      'A delivered or canceled order cannot change status any more',
    ],
  ];
  for (const [name, path, to, message] of refused) {
    it(`refuses ${name} with its reason on the status, and changes nothing`, async () => {
      const { id } = await deliveryOrderId();
      await moveThrough(id, path);
      const before = await detail(id);
      const answer = await move(id, to);
      expect(answer.status, answer.raw).toBe(409);
      expect(answer.body.message).toBe(message);
      expect(answer.body.data.errors).toEqual({ status: [message] });
      const after = await detail(id);
      expect(after.status).toBe(before.status);
      expect(after.events).toHaveLength(before.events.length);
    });
  }

  it('moves a click-and-collect order from PROCESSING to DELIVERED, and refuses to ship it', async () => {
    const id = await collectOrderId();
    await moveThrough(id, ['PROCESSING']);
    expect((await detail(id)).allowedStatuses).toEqual(['WAITING', 'DELIVERED', 'CANCELED']);
    const ship = await move(id, 'SHIPPED', {}, 'fr_FR');
    expect(ship.status, ship.raw).toBe(409);
    expect(ship.body.data.errors).toEqual({
      status: ['Une commande à retirer sur place n’est pas expédiée : marquez-la livrée une fois retirée'],
    });
    const delivered = await move(id, 'DELIVERED');
    expect(delivered.status, delivered.raw).toBe(200);
    expect(delivered.body.data.allowedStatuses).toEqual([]);
  });

  it('keeps the tracking number typed with SHIPPED, and refuses one with another status', async () => {
    const { id } = await deliveryOrderId();
    const wrong = await call('PUT', `/admin/order/status/${id}`, {
      token: admin,
      idSite: 1,
      body: { status: 'PROCESSING', sendMail: false, trackingNumber: '6A123' },
    });
    expect(wrong.status, wrong.raw).toBe(400);
    expect(wrong.body.data.errors).toEqual({ trackingNumber: ['A tracking number goes with the Shipped status only'] });
    await moveThrough(id, ['PROCESSING']);
    const shipped = await move(id, 'SHIPPED', { trackingNumber: ' 6A12345678901 ' });
    expect(shipped.status, shipped.raw).toBe(200);
    expect(shipped.body.data.shipment).toMatchObject({
      carrierName: 'Colissimo',
      trackingNumber: '6A12345678901',
      status: 'ACTIVE',
      hasLabel: false,
    });
    expect(shipped.body.data.events.at(-1).text).toBe('Status: Processing → Shipped, tracking 6A12345678901');
  });

  it('answers 409 to a move made on an old revision (someone else moved it meanwhile)', async () => {
    const { id } = await deliveryOrderId();
    const seen = (await detail(id)).revision;
    await moveThrough(id, ['PROCESSING']);
    const late = await move(id, 'CANCELED', { revision: seen });
    expect(late.status, late.raw).toBe(409);
    expect(late.body.message).toBe('Someone else changed this order meanwhile: reload it and try again');
    expect((await detail(id)).status).toBe('PROCESSING');
  });

  it('refuses a status that does not exist', async () => {
    const { id } = await deliveryOrderId();
    const answer = await call('PUT', `/admin/order/status/${id}`, {
      token: admin,
      idSite: 1,
      body: { status: 'LOST' },
    });
    expect(answer.status, answer.raw).toBe(400);
    expect(answer.body.data.errors).toEqual({ status: ['You must choose a status'] });
  });
});

describe('CANCELED gives the stock back', () => {
  it('puts back the bottles a canceled order took, once, with its event', async () => {
    const before = (await productRepository.vintage(site, wine.idVintage))!.quantity;
    const { id } = await deliveryOrderId(4);
    expect((await productRepository.vintage(site, wine.idVintage))!.quantity).toBe(before - 4);
    await moveThrough(id, ['PROCESSING', 'CANCELED']);
    expect((await productRepository.vintage(site, wine.idVintage))!.quantity).toBe(before);
    const order = await detail(id);
    expect(order.events.map((e: { type: string }) => e.type)).toEqual(['PLACED', 'STATUS', 'STATUS', 'STOCK_RETURNED']);
    expect(order.events.at(-1).text).toBe('4 unit(s) put back in stock');
  });
});

describe('payments and balance', () => {
  const pay = (id: number, body: Record<string, unknown>, lang: 'en_US' | 'fr_FR' = 'en_US') =>
    call('POST', `/admin/order/${id}/payment`, { token: admin, idSite: 1, lang, body });

  it('records part of a transfer, then the rest: the balance falls to 0 and the order is paid', async () => {
    const { id, total } = await deliveryOrderId(2);
    const first = await pay(id, { amount: 10, date: today(), method: 'TRANSFER', reference: 'VIR 001' });
    expect(first.status, first.raw).toBe(201);
    expect(first.body.message).toBe('Payment recorded');
    expect(first.body.data).toMatchObject({ paid: 10, balance: total - 10, paymentStatus: 'PENDING' });
    expect(first.body.data.payments).toEqual([
      expect.objectContaining({
        id: 1,
        kind: 'PAYMENT',
        amount: 10,
        date: today(),
        method: 'TRANSFER',
        label: 'Transfer',
        reference: 'VIR 001',
        source: 'ADMIN',
      }),
    ]);
    const rest = await pay(id, {
      amount: `${(total - 10).toFixed(2).replace('.', ',')}`,
      date: today(),
      method: 'TRANSFER',
    });
    expect(rest.status, rest.raw).toBe(201);
    expect(rest.body.data).toMatchObject({ paid: total, balance: 0, paymentStatus: 'PAID' });
    expect(rest.body.data.events.at(-1)).toMatchObject({ type: 'PAYMENT_ADDED', from: 'PENDING', to: 'PAID' });
  });

  it('records a refund, which cannot exceed what was paid', async () => {
    const { id, total } = await deliveryOrderId(1);
    await pay(id, { amount: total, date: today(), method: 'CHEQUE' });
    const tooMuch = await pay(id, { kind: 'REFUND', amount: total + 1, date: today(), method: 'CHEQUE' });
    expect(tooMuch.status, tooMuch.raw).toBe(400);
    expect(tooMuch.body.data.errors).toEqual({ amount: ['A refund cannot be more than what was paid'] });
    const refund = await pay(id, { kind: 'REFUND', amount: 5, date: today(), method: 'TRANSFER' });
    expect(refund.status, refund.raw).toBe(201);
    expect(refund.body.message).toBe('Refund recorded');
    expect(refund.body.data).toMatchObject({ paid: total - 5, balance: 5, paymentStatus: 'PENDING' });
    expect(refund.body.data.events.at(-1).text).toBe(`Refund of €5.00 (Transfer, on ${today()}) recorded`);
  });

  it('changes and deletes a payment, each with its event', async () => {
    const { id, total } = await deliveryOrderId(1);
    const added = await pay(id, { amount: 3, date: today(), method: 'CASH' });
    const idPayment = added.body.data.payments[0].id;
    const changed = await call('PUT', `/admin/order/${id}/payment/${idPayment}`, {
      token: admin,
      idSite: 1,
      body: { amount: total, date: today(), method: 'CHEQUE', reference: 'CHQ 42' },
    });
    expect(changed.status, changed.raw).toBe(200);
    expect(changed.body.data).toMatchObject({ paid: total, balance: 0, paymentStatus: 'PAID' });
    const deleted = await call('DELETE', `/admin/order/${id}/payment/${idPayment}`, { token: admin, idSite: 1 });
    expect(deleted.status, deleted.raw).toBe(200);
    expect(deleted.body.data).toMatchObject({ paid: 0, balance: total, payments: [] });
    expect(deleted.body.data.events.map((e: { type: string }) => e.type)).toEqual([
      'PLACED',
      'PAYMENT_ADDED',
      'PAYMENT_CHANGED',
      'PAYMENT_DELETED',
    ]);
    const missing = await call('DELETE', `/admin/order/${id}/payment/${idPayment}`, { token: admin, idSite: 1 });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Payment not found');
  });

  it('says every rule at once, on its field, in the admin’s language', async () => {
    const { id } = await deliveryOrderId(1);
    const answer = await pay(id, { amount: '0', date: '31/12/2099', method: '' }, 'fr_FR');
    expect(answer.status, answer.raw).toBe(400);
    expect(answer.body.data.errors).toEqual({
      amount: ['Le montant doit être supérieur à 0, avec au plus 2 décimales'],
      date: ['La date ne peut pas être dans le futur'],
      method: ['Vous devez choisir un moyen de paiement'],
    });
    const english = await pay(id, { amount: '12.345', date: '30/02/2026', method: 'BITCOIN' });
    expect(english.body.data.errors).toEqual({
      amount: ['The amount must be over 0, with at most 2 decimals'],
      date: ['Invalid date'],
      method: ['Invalid value'],
    });
  });

  it('takes refunds only on a canceled order', async () => {
    const { id } = await deliveryOrderId(1);
    await pay(id, { amount: 5, date: today(), method: 'TRANSFER' });
    await moveThrough(id, ['CANCELED']);
    const payment = await pay(id, { amount: 5, date: today(), method: 'TRANSFER' });
    expect(payment.status, payment.raw).toBe(409);
    expect(payment.body.message).toBe('A canceled order takes refunds only');
    const refund = await pay(id, { kind: 'REFUND', amount: 5, date: today(), method: 'TRANSFER' });
    expect(refund.status, refund.raw).toBe(201);
    expect(refund.body.data).toMatchObject({ paid: 0 });
  });
});

describe('the order’s mails', () => {
  it('sends the status’s mail with the move, in the shopper’s language, and keeps it in the history', async () => {
    const placed = await deliveryOrderId(1, {}, 'fr_FR');
    const moved = await call('PUT', `/admin/order/status/${placed.id}`, {
      token: admin,
      idSite: 1,
      body: { status: 'PROCESSING' },
    });
    expect(moved.status, moved.raw).toBe(200);
    expect(moved.body.data.mails.map((m: { kind: string; status: string }) => [m.kind, m.status])).toEqual([
      ['CONFIRMATION', 'SENT'],
      ['order-processing', 'SENT'],
    ]);
    expect(moved.body.data.events.at(-1)).toMatchObject({
      type: 'MAIL_SENT',
      details: { kind: 'order-processing', to: placed.email },
    });
    await expect
      .poll(async () => (await mailsTo(placed.email)).map((m) => m.tag))
      .toEqual(['order-confirmation', 'order-processing']);
    const [, processing] = await mailsTo(placed.email);
    expect(processing!.subject).toBe(`Domaine des Lilas : votre commande ${placed.number} est en préparation`);
    expect(processing!.text).toContain(`Votre commande ${placed.number}`);
    expect(processing!.html).toContain('<html');
  });

  it('moves without a mail when the admin unticks it', async () => {
    const placed = await deliveryOrderId();
    await moveThrough(placed.id, ['PROCESSING']);
    expect((await detail(placed.id)).mails).toHaveLength(1);
    expect((await mailsTo(placed.email)).map((m) => m.tag)).toEqual(['order-confirmation']);
  });

  it('previews the shipped mail with the tracking number, as the shopper would get it', async () => {
    const placed = await deliveryOrderId();
    await moveThrough(placed.id, ['PROCESSING']);
    await move(placed.id, 'SHIPPED', { trackingNumber: 'XY123456789FR' });
    const preview = await call('GET', `/admin/order/${placed.id}/preview/mail/SHIPPED`, {
      token: admin,
      idSite: 1,
      lang: 'fr_FR',
    });
    expect(preview.status, preview.raw).toBe(200);
    expect(preview.body.data).toMatchObject({
      key: 'order-shipped',
      to: placed.email,
      lang: 'en_US',
      subject: `Domaine des Lilas: your order ${placed.number} is on its way`,
    });
    expect(preview.body.data.text).toContain('Tracking number: XY123456789FR');
    expect(preview.body.data.html).toContain('XY123456789FR');
    const unknown = await call('GET', `/admin/order/${placed.id}/preview/mail/LOST`, { token: admin, idSite: 1 });
    expect(unknown.status, unknown.raw).toBe(400);
    expect(unknown.body.data.errors).toEqual({ status: ['Unknown status'] });
  });

  it('sends any status’s mail again, whatever the order’s status, with its event', async () => {
    const placed = await deliveryOrderId();
    await moveThrough(placed.id, ['PROCESSING', 'SHIPPED', 'DELIVERED']);
    const again = await call('POST', `/admin/order/${placed.id}/send/mail/WAITING`, { token: admin, idSite: 1 });
    expect(again.status, again.raw).toBe(200);
    expect(again.body.message).toBe('Mail sent');
    expect(again.body.data.events.at(-1)).toMatchObject({
      type: 'MAIL_SENT',
      actor: { kind: 'STAFF' },
      details: { kind: 'order-confirmation' },
    });
    await expect
      .poll(async () => (await mailsTo(placed.email)).map((m) => m.tag))
      .toEqual(['order-confirmation', 'order-confirmation']);
    const history = await call('GET', `/admin/order/${placed.id}/mail`, { token: admin, idSite: 1 });
    expect(history.body.data.map((m: { kind: string }) => m.kind)).toEqual(['CONFIRMATION', 'order-confirmation']);
  });
});

describe('GET /admin/order/{id}/print', () => {
  it('gives the order form and the delivery slip as a PDF, in the admin’s language, in any status', async () => {
    const placed = await deliveryOrderId(2);
    await moveThrough(placed.id, ['CANCELED']);
    const { apiUrl } = inject('fixtures');
    const answer = await fetch(`${apiUrl}/admin/order/${placed.id}/print`, {
      headers: { authorization: `Bearer ${admin}`, idsite: '1', userlang: 'fr_FR' },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    expect(answer.headers.get('content-disposition')).toContain(`commande-${placed.number}.pdf`);
    const text = pdfText(new Uint8Array(await answer.arrayBuffer()));
    expect(text).toContain(placed.number);
    expect(text).toMatch(/Bon de commande/i);
    expect(text).toMatch(/Bon de livraison/i);
    expect(text).toContain(`Cahors ${run}`);
  });

  it('answers 404 in the envelope for another site’s order', async () => {
    const other = await signIn(inject('fixtures').logins.admin3.email, inject('fixtures').logins.admin3.password);
    const answer = await call('GET', '/admin/order/99999998/print', { token: other, idSite: 3 });
    expect(answer.status).toBe(404);
    expect(answer.body.success).toBe(false);
  });
});
