import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { call, sendForm, signIn, type FormFile } from '../../scripts/src/test/api.ts';
import { authorisedSiteId } from '../src/data/site-id.ts';
import { forgetEnvironment } from '../src/local/local-reset.ts';
import { productRepository } from '../src/repositories/product-repository.ts';
import {
  colissimoId,
  createWine,
  deliveryOrder,
  placeOrder,
  useFunctionsEnvironment,
  visitorAddress,
} from './order-helpers.ts';

/**
 * Order returns through the local gateway (issue 12 item 7, docs/orders.md "Returns"): the
 * customer's ask and its refusals, every allowed and refused admin action, the files (private,
 * checked by content), the refund and the stock an acceptance gives back, the lists, the mails in
 * the shopper's language, and another site's admin seeing nothing.
 */
const run = Date.now().toString(36);
const site = authorisedSiteId(1);
let admin: string;
let otherAdmin: string;
let shopper: string;
let shopperEmail: string;
let colissimo: number;
let reasons: Array<{ id: number; label: { fr_FR: string; en_US: string } }>;
const wine = { id: 0, idVintage: 0 };

type Lang = 'en_US' | 'fr_FR';
const pdf: FormFile = {
  field: 'file',
  name: 'label.pdf',
  type: 'application/pdf',
  bytes: new TextEncoder().encode(`%PDF-1.4\n% return label ${run}\n%%EOF\n`),
};
const png: FormFile = {
  field: 'file',
  name: 'photo.png',
  type: 'image/png',
  bytes: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]),
};
const fakePdf: FormFile = {
  field: 'file',
  name: 'label.pdf',
  type: 'application/pdf',
  bytes: new TextEncoder().encode('<html>not a pdf</html>'),
};

const today = () =>
  new Intl.DateTimeFormat('fr-FR', {
    timeZone: 'Europe/Paris',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(new Date());

const move = (id: number, status: string) =>
  call('PUT', `/admin/order/status/${id}`, { token: admin, idSite: 1, body: { status, sendMail: false } });

/** An order of the signed-in shopper (2 bottles at €15 by default), moved to `upTo`, paid in full unless told. */
async function shopperOrder(
  options: { quantity?: number; lang?: Lang; upTo?: 'WAITING' | 'SHIPPED' | 'DELIVERED'; paid?: boolean } = {},
): Promise<{ id: number; number: string; total: number }> {
  const placed = await placeOrder(
    deliveryOrder([{ id: wine.id, quantity: options.quantity ?? 2 }], colissimo, { user: { phone: '0611223344' } }),
    { token: shopper, lang: options.lang ?? 'en_US' },
  );
  expect(placed.status, placed.raw).toBe(201);
  const { id, number, total } = placed.body.data;
  const upTo = options.upTo ?? 'DELIVERED';
  const path =
    upTo === 'WAITING' ? [] : upTo === 'SHIPPED' ? ['PROCESSING', 'SHIPPED'] : ['PROCESSING', 'SHIPPED', 'DELIVERED'];
  for (const status of path) expect((await move(id, status)).status).toBe(200);
  if (options.paid !== false) {
    const paid = await call('POST', `/admin/order/${id}/payment`, {
      token: admin,
      idSite: 1,
      body: { amount: total, date: today(), method: 'TRANSFER' },
    });
    expect(paid.status, paid.raw).toBe(201);
  }
  return { id, number, total };
}

const ask = (idOrder: number, body: Record<string, unknown>, options: { token?: string; lang?: Lang } = {}) =>
  call('POST', `/order/${idOrder}/return`, { token: options.token ?? shopper, idSite: 1, lang: options.lang, body });

/** A return of 1 bottle (or `quantity`) of the order, with the first reason. */
async function asked(idOrder: number, quantity = 1, lang: Lang = 'en_US') {
  const answer = await ask(
    idOrder,
    {
      lines: [{ id: wine.id, idVintage: wine.idVintage, quantity }],
      idReason: reasons[0]!.id,
      message: `Broken ${run}`,
    },
    { lang },
  );
  expect(answer.status, answer.raw).toBe(201);
  return answer.body.data;
}

const act = (
  idBack: number,
  fields: Record<string, unknown>,
  files: FormFile[] = [],
  options: { token?: string; idSite?: number; lang?: Lang } = {},
) =>
  sendForm('PUT', `/admin/order-back/${idBack}/status`, { sendMail: false, ...fields }, files, {
    token: options.token ?? admin,
    idSite: options.idSite ?? 1,
    lang: options.lang,
  });

async function actOk(idBack: number, fields: Record<string, unknown>, files: FormFile[] = []) {
  const answer = await act(idBack, fields, files);
  expect(answer.status, answer.raw).toBe(200);
  return answer.body.data;
}

const adminOrder = async (id: number) => {
  const answer = await call('GET', `/admin/order/${id}`, { token: admin, idSite: 1 });
  expect(answer.status, answer.raw).toBe(200);
  return answer.body.data;
};

/** The mails the outbox holds for an address, oldest first. */
async function allMails(): Promise<Array<{ to: string; subject: string; html: string; text: string; tag: string }>> {
  const { outboxDir } = inject('fixtures');
  const files = (await readdir(outboxDir).catch(() => [])).sort();
  return Promise.all(files.map(async (f) => JSON.parse(await readFile(join(outboxDir, f), 'utf8'))));
}
const mailsTo = async (email: string) => (await allMails()).filter((m) => m.to === email);

/** Downloads a file of the API with a token, as bytes. */
async function download(
  path: string,
  token: string,
  idSite = 1,
): Promise<{ status: number; bytes: Uint8Array; headers: Headers }> {
  const answer = await fetch(`${inject('fixtures').apiUrl}${path}`, {
    headers: { authorization: `Bearer ${token}`, idsite: String(idSite) },
  });
  return { status: answer.status, bytes: new Uint8Array(await answer.arrayBuffer()), headers: answer.headers };
}

const stock = async () => (await productRepository.vintage(site, wine.idVintage))!.quantity;

beforeAll(async () => {
  useFunctionsEnvironment();
  forgetEnvironment();
  const { logins } = inject('fixtures');
  admin = await signIn(logins.admin1.email, logins.admin1.password);
  otherAdmin = await signIn(logins.admin2.email, logins.admin2.password);
  const login = await call('POST', '/login', {
    idSite: 1,
    body: { email: logins.customer.email, password: logins.customer.password },
  });
  expect(login.status, login.raw).toBe(200);
  shopper = login.body.data.token;
  shopperEmail = logins.customer.email;
  colissimo = await colissimoId();
  Object.assign(wine, await createWine(admin, `Gaillac ${run}`, { price: 15, quantity: 500 }));
  const list = await call('GET', '/order-generic-values/RETURN_REASON', { idSite: 1 });
  expect(list.status, list.raw).toBe(200);
  reasons = list.body.data;
  expect(reasons.length).toBeGreaterThan(0);
});

describe('POST /order/{id}/return', () => {
  it('lets a customer ask a return of a delivered order: the return, the order’s event, the shopper’s mail in their language and the shop’s copy', async () => {
    const order = await shopperOrder({ lang: 'fr_FR' });
    const back = await asked(order.id, 1, 'fr_FR');
    expect(back).toMatchObject({
      idOrder: order.id,
      orderNumber: order.number,
      status: 'RETURN_ASK',
      statusLabel: 'Retour demandé',
      lines: [{ id: wine.id, idVintage: wine.idVintage, productType: 'WINE', quantity: 1, unitPrice: 15, total: 15 }],
      quantity: 1,
      value: 15,
      reason: { id: reasons[0]!.id, value: reasons[0]!.label.fr_FR },
      message: `Broken ${run}`,
      files: [],
      refundAmount: null,
      allowedActions: [],
    });
    const detail = await adminOrder(order.id);
    expect(detail.events.find((e: { type: string }) => e.type === 'RETURN_ASKED')).toMatchObject({
      type: 'RETURN_ASKED',
      to: 'RETURN_ASK',
      actor: { kind: 'CUSTOMER' },
      details: { idOrderBack: back.id, units: 1 },
    });
    await expect
      .poll(async () =>
        (await mailsTo(shopperEmail))
          .filter((m) => m.tag === 'return-asked' && m.subject.includes(order.number))
          .map((m) => m.subject),
      )
      .toEqual([expect.stringContaining('votre demande de retour pour la commande')]);
    expect((await adminOrder(order.id)).mails).toEqual(
      expect.arrayContaining([expect.objectContaining({ kind: 'return-asked', to: shopperEmail, status: 'SENT' })]),
    );
    // The shop's copy goes to the RETURN_ASKED recipients (else the site's ADMINs), whoever they are now.
    await expect
      .poll(async () =>
        (await allMails()).some(
          (m) =>
            m.tag === 'return-asked-merchant' &&
            m.to !== shopperEmail &&
            m.subject.includes(order.number) &&
            m.text.includes(`Broken ${run}`),
        ),
      )
      .toBe(true);
  });

  it('answers 404 for an order that is not theirs', async () => {
    const guest = await placeOrder(deliveryOrder([{ id: wine.id, quantity: 1 }], colissimo));
    expect(guest.status, guest.raw).toBe(201);
    for (const status of ['PROCESSING', 'SHIPPED', 'DELIVERED']) await move(guest.body.data.id, status);
    const answer = await ask(guest.body.data.id, { lines: [{ id: wine.id, quantity: 1 }], idReason: reasons[0]!.id });
    expect(answer.status, answer.raw).toBe(404);
    expect((await ask(999_999, { lines: [{ id: wine.id, quantity: 1 }], idReason: reasons[0]!.id })).status).toBe(404);
    expect(
      (
        await call('POST', `/order/${guest.body.data.id}/return`, {
          idSite: 1,
          body: { lines: [{ id: wine.id, quantity: 1 }] },
        })
      ).status,
    ).toBe(401);
  });

  it('refuses an order not shipped yet, and accepts a shipped one', async () => {
    const waiting = await shopperOrder({ upTo: 'WAITING', paid: false });
    const answer = await ask(waiting.id, { lines: [{ id: wine.id, quantity: 1 }], idReason: reasons[0]!.id });
    expect(answer.status, answer.raw).toBe(409);
    expect(answer.body.data.errors).toEqual({ id: ['A return can be asked once the order is shipped or delivered'] });
    const shipped = await shopperOrder({ upTo: 'SHIPPED' });
    expect((await ask(shipped.id, { lines: [{ id: wine.id, quantity: 1 }], idReason: reasons[0]!.id })).status).toBe(
      201,
    );
  });

  it('refuses more units than ordered less what earlier returns took, a product not ordered, a missing reason, and a second open return', async () => {
    const order = await shopperOrder({ quantity: 3 });
    const tooMany = await ask(order.id, { lines: [{ id: wine.id, quantity: 4 }], idReason: reasons[0]!.id });
    expect(tooMany.status, tooMany.raw).toBe(400);
    expect(tooMany.body.data.errors).toEqual({
      'lines.0.quantity': ['You cannot return more units than you ordered (less what earlier returns took)'],
    });
    const notOrdered = await ask(order.id, {
      lines: [{ id: wine.id + 100_000, quantity: 1 }],
      idReason: reasons[0]!.id,
    });
    expect(notOrdered.status).toBe(400);
    expect(notOrdered.body.data.errors).toEqual({ 'lines.0.id': ['This product is not in the order'] });
    const noReason = await ask(order.id, { lines: [{ id: wine.id, quantity: 1 }] });
    expect(noReason.status).toBe(400);
    expect(noReason.body.data.errors).toEqual({ idReason: ['Choose a reason'] });
    const noLines = await ask(order.id, { lines: [], idReason: reasons[0]!.id }, { lang: 'fr_FR' });
    expect(noLines.body.data.errors).toEqual({ lines: ['Choisissez au moins un produit à retourner'] });

    const first = await asked(order.id, 2);
    const second = await ask(order.id, { lines: [{ id: wine.id, quantity: 1 }], idReason: reasons[0]!.id });
    expect(second.status, second.raw).toBe(409);
    expect(second.body.message).toBe('A return of this order is already in progress');
    // Accepted, the two units are taken: one is left to return.
    await actOk(first.id, { action: 'PRODUCT_RECEIVED' });
    await actOk(first.id, { action: 'ACCEPT_RETURN' });
    const over = await ask(order.id, { lines: [{ id: wine.id, quantity: 2 }], idReason: reasons[0]!.id });
    expect(over.status).toBe(400);
    expect(over.body.data.errors).toEqual({ 'lines.0.quantity': [expect.any(String)] });
    expect((await ask(order.id, { lines: [{ id: wine.id, quantity: 1 }], idReason: reasons[0]!.id })).status).toBe(201);
  });

  it('counts a rejected return’s units as not taken: its goods went back to the shopper', async () => {
    const order = await shopperOrder({ quantity: 1 });
    const back = await asked(order.id, 1);
    await actOk(back.id, { action: 'REJECT_RETURN' });
    expect((await ask(order.id, { lines: [{ id: wine.id, quantity: 1 }], idReason: reasons[0]!.id })).status).toBe(201);
  });
});

describe('PUT /admin/order-back/{idOrderBack}/status', () => {
  it('goes ask → label → received → accepted → delivered: the label is private and downloadable, the refund is recorded and the stock goes back', async () => {
    const order = await shopperOrder({ quantity: 2 });
    const back = await asked(order.id, 2);
    expect(back.value).toBe(30);

    const noFile = await act(back.id, { action: 'SEND_LABEL' });
    expect(noFile.status, noFile.raw).toBe(400);
    expect(noFile.body.data.errors).toEqual({ file: ['Attach the return label'] });
    const renamed = await act(back.id, { action: 'SEND_LABEL' }, [fakePdf]);
    expect(renamed.status).toBe(400);
    expect(renamed.body.data.errors).toEqual({ file: ['The file’s content is not what its name says'] });
    const early = await act(back.id, { action: 'ACCEPT_RETURN' });
    expect(early.status).toBe(409);
    expect(early.body.data.errors).toEqual({ action: ['Mark the products received before accepting the return'] });
    expect((await act(back.id, { action: 'MARK_DELIVERED' })).body.data.errors).toEqual({
      action: ['Accept or reject the return before marking it delivered'],
    });

    const labelled = await actOk(back.id, { action: 'SEND_LABEL', note: 'Drop it at any post office' }, [pdf]);
    expect(labelled).toMatchObject({ status: 'LABEL_SENT', allowedActions: ['PRODUCT_RECEIVED', 'REJECT_RETURN'] });
    expect(labelled.files).toEqual([
      expect.objectContaining({
        id: 1,
        name: 'label.pdf',
        contentType: 'application/pdf',
        status: 'LABEL_SENT',
        path: `/admin/order-back/${back.id}/file/1`,
      }),
    ]);
    const again = await act(back.id, { action: 'SEND_LABEL' }, [pdf]);
    expect(again.status).toBe(409);
    expect(again.body.data.errors).toEqual({ action: ['The label was already sent'] });

    const file = await download(`/admin/order-back/${back.id}/file/1`, admin);
    expect(file.status).toBe(200);
    expect(Buffer.from(file.bytes).equals(Buffer.from(pdf.bytes))).toBe(true);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('cache-control')).toBe('private, no-store');
    // The shopper gets their label through their own route, never the admin's; nobody else gets it.
    expect((await download(`/order-back/${back.id}/file/1`, shopper)).status).toBe(200);
    expect((await download(`/admin/order-back/${back.id}/file/1`, shopper)).status).toBe(401);
    expect((await download(`/admin/order-back/${back.id}/file/1`, otherAdmin, 2)).status).toBe(404);
    expect((await download(`/admin/order-back/${back.id}/file/1`, otherAdmin, 1)).status).toBe(403);
    expect(
      (await fetch(`${inject('fixtures').apiUrl}/admin/order-back/${back.id}/file/1`, { headers: { idsite: '1' } }))
        .status,
    ).toBe(401);
    expect((await download(`/admin/order-back/${back.id}/file/9`, admin)).status).toBe(404);

    const received = await actOk(back.id, { action: 'PRODUCT_RECEIVED' }, [png]);
    expect(received.status).toBe('PRODUCT_RECEIVED');
    expect(received.files.map((f: { status: string }) => f.status)).toEqual(['LABEL_SENT', 'PRODUCT_RECEIVED']);
    const before = await stock();
    const accepted = await actOk(back.id, { action: 'ACCEPT_RETURN' });
    expect(accepted).toMatchObject({
      status: 'RETURN_ACCEPTED',
      refundAmount: 30,
      refundSkipped: null,
      stockBack: [{ idProduct: wine.id, idVintage: wine.idVintage, quantity: 2 }],
      allowedActions: ['MARK_DELIVERED'],
    });
    expect(await stock()).toBe(before + 2);
    const detail = await adminOrder(order.id);
    expect(detail.payments.at(-1)).toMatchObject({
      kind: 'REFUND',
      amount: 30,
      method: 'TRANSFER',
      reference: `RETURN ${back.id}`,
      source: 'RETURN',
    });
    expect(detail.paid).toBe(Math.round((order.total - 30) * 100) / 100);
    // The goods came back with the money: the shopper owes nothing for them.
    expect(detail).toMatchObject({ returned: 30, balance: 0, paymentStatus: 'PAID' });
    const removed = await call('DELETE', `/admin/order/${order.id}/payment/${detail.payments.at(-1).id}`, {
      token: admin,
      idSite: 1,
    });
    expect(removed.status, removed.raw).toBe(409);
    expect(removed.body.message).toBe(
      'The refund of an accepted return is kept with the return and cannot be changed here',
    );
    const types = detail.events.map((e: { type: string }) => e.type);
    expect(types.filter((t: string) => t === 'RETURN_STATUS')).toHaveLength(3);
    expect(
      detail.events.find((e: { type: string; to: string }) => e.type === 'RETURN_STATUS' && e.to === 'LABEL_SENT'),
    ).toMatchObject({
      from: 'RETURN_ASK',
      actor: { kind: 'STAFF' },
      details: { action: 'SEND_LABEL', file: 'label.pdf' },
    });
    expect(types).toEqual(expect.arrayContaining(['PAYMENT_ADDED', 'STOCK_RETURNED']));

    const decided = await act(back.id, { action: 'REJECT_RETURN' });
    expect(decided.status).toBe(409);
    expect(decided.body.data.errors).toEqual({
      action: ['This return was already accepted or rejected: only marking it delivered is left'],
    });
    expect((await actOk(back.id, { action: 'MARK_DELIVERED' })).status).toBe('DELIVERED');
    const closed = await act(back.id, { action: 'MARK_DELIVERED' });
    expect(closed.status).toBe(409);
    expect(closed.body.data.errors).toEqual({ action: ['This return is over: it cannot change any more'] });
    // Stock and refund were given once.
    expect(await stock()).toBe(before + 2);
  });

  it('partially accepts with the amount the admin types (no more than the lines’ value), without stock back', async () => {
    const order = await shopperOrder({ quantity: 2 });
    const back = await asked(order.id, 2);
    await actOk(back.id, { action: 'PRODUCT_RECEIVED' });
    const missing = await act(back.id, { action: 'PARTIALLY_ACCEPT_RETURN' });
    expect(missing.status).toBe(400);
    expect(missing.body.data.errors).toEqual({ refundAmount: ['Type the amount refunded'] });
    const over = await act(back.id, { action: 'PARTIALLY_ACCEPT_RETURN', refundAmount: '30.01' });
    expect(over.status).toBe(400);
    expect(over.body.data.errors).toEqual({
      refundAmount: ['The refund cannot be more than the returned products’ value'],
    });
    expect((await act(back.id, { action: 'PARTIALLY_ACCEPT_RETURN', refundAmount: '0' })).body.data.errors).toEqual({
      refundAmount: ['The amount must be over 0, with at most 2 decimals'],
    });
    expect((await act(back.id, { action: 'ACCEPT_RETURN', refundAmount: '5' })).body.data.errors).toEqual({
      refundAmount: ['An amount goes with a partial acceptance only'],
    });
    const before = await stock();
    const partial = await actOk(back.id, { action: 'PARTIALLY_ACCEPT_RETURN', refundAmount: '12,50' });
    expect(partial).toMatchObject({ status: 'RETURN_PARTIALLY_ACCEPTED', refundAmount: 12.5, stockBack: [] });
    expect(await stock()).toBe(before);
    expect((await adminOrder(order.id)).payments.at(-1)).toMatchObject({ kind: 'REFUND', amount: 12.5 });
  });

  it('accepts a return of an order nothing was paid for without a refund, and says so', async () => {
    const order = await shopperOrder({ quantity: 1, paid: false });
    const back = await asked(order.id, 1);
    await actOk(back.id, { action: 'PRODUCT_RECEIVED' });
    const accepted = await actOk(back.id, { action: 'ACCEPT_RETURN' });
    expect(accepted).toMatchObject({ refundAmount: null, refundSkipped: 'NOTHING_PAID' });
    const detail = await adminOrder(order.id);
    expect(detail.payments).toEqual([]);
    expect(
      detail.events.find((e: { type: string; to: string }) => e.type === 'RETURN_STATUS' && e.to === 'RETURN_ACCEPTED')
        .details,
    ).toMatchObject({ refund: null, refundSkipped: 'NOTHING_PAID' });
    const partial = await shopperOrder({ quantity: 1, paid: false });
    const other = await asked(partial.id, 1);
    await actOk(other.id, { action: 'PRODUCT_RECEIVED' });
    const refused = await act(other.id, { action: 'PARTIALLY_ACCEPT_RETURN', refundAmount: '5' });
    expect(refused.status).toBe(400);
    expect(refused.body.data.errors).toEqual({
      refundAmount: ['The refund cannot be more than what was paid (less earlier refunds)'],
    });
  });

  it('rejects from any open status; a return rejected before its products came cannot be marked delivered, one rejected after can', async () => {
    const order = await shopperOrder({ quantity: 3 });
    const early = await asked(order.id, 1);
    expect((await actOk(early.id, { action: 'REJECT_RETURN', note: 'Past the return period' })).allowedActions).toEqual(
      [],
    );
    const nothing = await act(early.id, { action: 'MARK_DELIVERED' });
    expect(nothing.status).toBe(409);
    expect(nothing.body.data.errors).toEqual({
      action: ['The products never came back: there is nothing to send back to the shopper'],
    });
    const labelled = await asked(order.id, 1);
    await actOk(labelled.id, { action: 'SEND_LABEL' }, [pdf]);
    expect((await actOk(labelled.id, { action: 'REJECT_RETURN' })).status).toBe('RETURN_REJECTED');
    const late = await asked(order.id, 1);
    await actOk(late.id, { action: 'PRODUCT_RECEIVED' });
    const receivedAgain = await act(late.id, { action: 'PRODUCT_RECEIVED' });
    expect(receivedAgain.body.data.errors).toEqual({ action: ['The products were already received'] });
    await actOk(late.id, { action: 'REJECT_RETURN' });
    expect((await actOk(late.id, { action: 'MARK_DELIVERED' })).status).toBe('DELIVERED');
  });

  it('refuses an unknown action, and a file that is neither a PDF nor an image', async () => {
    const order = await shopperOrder({ quantity: 1 });
    const back = await asked(order.id, 1);
    expect((await act(back.id, { action: 'DANCE' })).body.data.errors).toEqual({ action: ['Invalid value'] });
    expect((await act(back.id, {})).body.data.errors).toEqual({ action: ['You must choose an action'] });
    const text = await act(back.id, { action: 'SEND_LABEL' }, [
      { field: 'file', name: 'label.txt', type: 'text/plain', bytes: new TextEncoder().encode('hello') },
    ]);
    expect(text.body.data.errors).toEqual({ file: ['The file must be a PDF, PNG or JPEG'] });
    expect((await act(999_999, { action: 'REJECT_RETURN' })).status).toBe(404);
  });

  it('sends the status’s mail to the shopper in their language, with the producer’s note and the refund', async () => {
    const order = await shopperOrder({ quantity: 1, lang: 'fr_FR' });
    const back = await asked(order.id, 1, 'fr_FR');
    await actOk(back.id, { action: 'PRODUCT_RECEIVED' });
    const accepted = await act(back.id, { action: 'ACCEPT_RETURN', note: `Sorry ${run}`, sendMail: true });
    expect(accepted.status, accepted.raw).toBe(200);
    await expect
      .poll(async () =>
        (await mailsTo(shopperEmail))
          .filter((m) => m.tag === 'return-accepted' && m.subject.includes(order.number))
          .map((m) => [m.subject, m.text.includes(`Sorry ${run}`), m.text.includes('15,00')]),
      )
      .toEqual([[expect.stringContaining('est accepté'), true, true]]);
  });
});

describe('GET /order-back', () => {
  it('lists the site’s returns for staff (status=RETURN_ASK, order={id}) and a customer’s own only', async () => {
    const order = await shopperOrder({ quantity: 2 });
    const back = await asked(order.id, 1);
    const waiting = await call('GET', '/order-back?status=RETURN_ASK&nbItem=100', { token: admin, idSite: 1 });
    expect(waiting.status, waiting.raw).toBe(200);
    expect(waiting.body.data.ordersBack.every((b: { status: string }) => b.status === 'RETURN_ASK')).toBe(true);
    expect(waiting.body.data.ordersBack.map((b: { id: number }) => b.id)).toContain(back.id);
    expect(waiting.body.data.ordersBack[0].allowedActions).toEqual(['SEND_LABEL', 'PRODUCT_RECEIVED', 'REJECT_RETURN']);
    const ofOrder = await call('GET', `/order-back?order=${order.id}`, { token: admin, idSite: 1, lang: 'fr_FR' });
    expect(ofOrder.body.data).toMatchObject({
      total: 1,
      ordersBack: [
        { id: back.id, idOrder: order.id, statusLabel: 'Retour demandé', reason: { value: reasons[0]!.label.fr_FR } },
      ],
    });
    const byNumber = await call('GET', `/order-back?number=${order.number}`, { token: admin, idSite: 1 });
    expect(byNumber.body.data.total).toBe(1);

    const mine = await call('GET', `/order-back?order=${order.id}`, { token: shopper, idSite: 1 });
    expect(mine.status, mine.raw).toBe(200);
    expect(mine.body.data).toMatchObject({ total: 1, ordersBack: [{ id: back.id, allowedActions: [] }] });
    const guest = await placeOrder(deliveryOrder([{ id: wine.id, quantity: 1 }], colissimo));
    const all = await call('GET', '/order-back?nbItem=100', { token: shopper, idSite: 1 });
    expect(
      all.body.data.ordersBack.every((b: { customer: { email: string } }) => b.customer.email === shopperEmail),
    ).toBe(true);
    expect(all.body.data.ordersBack.some((b: { idOrder: number }) => b.idOrder === guest.body.data.id)).toBe(false);
    expect((await call('GET', '/order-back', { idSite: 1 })).status).toBe(401);
    // A token of site 1's customer on site 2 is refused by the pipeline.
    expect((await call('GET', '/order-back', { token: shopper, idSite: 2 })).status).toBe(403);
  });

  it('shows another site’s admin none of them: its own site lists nothing of site 1, site 1 is forbidden, a return of site 1 is not found', async () => {
    const order = await shopperOrder({ quantity: 1 });
    const back = await asked(order.id, 1);
    const own = await call('GET', `/order-back?order=${order.id}`, { token: otherAdmin, idSite: 2 });
    expect(own.status, own.raw).toBe(200);
    expect(own.body.data.ordersBack.some((b: { orderNumber: string }) => b.orderNumber === order.number)).toBe(false);
    expect((await call('GET', '/order-back', { token: otherAdmin, idSite: 1 })).status).toBe(403);
    const moved = await act(back.id, { action: 'REJECT_RETURN' }, [], { token: otherAdmin, idSite: 2 });
    if (moved.status !== 404) expect(moved.body.data.orderNumber).not.toBe(order.number);
    expect((await act(back.id, { action: 'REJECT_RETURN' }, [], { token: otherAdmin, idSite: 1 })).status).toBe(403);
    expect(
      (
        await call('GET', `/admin/order/${order.id}/return/${back.id}/preview/mail/RETURN_ASK`, {
          token: otherAdmin,
          idSite: 2,
        })
      ).status,
    ).toBe(404);
  });
});

describe('return mails: preview and send again', () => {
  it('previews a status’s mail in the shopper’s language and sends it again, recorded in the order’s mail history', async () => {
    const order = await shopperOrder({ quantity: 1, lang: 'fr_FR' });
    const back = await asked(order.id, 1, 'fr_FR');
    const preview = await call('GET', `/admin/order/${order.id}/return/${back.id}/preview/mail/RETURN_REJECTED`, {
      token: admin,
      idSite: 1,
    });
    expect(preview.status, preview.raw).toBe(200);
    expect(preview.body.data).toMatchObject({
      key: 'return-rejected',
      to: shopperEmail,
      lang: 'fr_FR',
      subject: expect.stringContaining('est refusé'),
    });
    expect(
      (await call('GET', `/admin/order/${order.id}/return/${back.id}/preview/mail/NOPE`, { token: admin, idSite: 1 }))
        .status,
    ).toBe(400);
    expect(
      (
        await call('GET', `/admin/order/${order.id + 1}/return/${back.id}/preview/mail/RETURN_ASK`, {
          token: admin,
          idSite: 1,
        })
      ).status,
    ).toBe(404);
    const sent = await call('POST', `/admin/order/${order.id}/return/${back.id}/send/mail/RETURN_ASK`, {
      token: admin,
      idSite: 1,
      headers: { 'x-forwarded-for': visitorAddress() },
    });
    expect(sent.status, sent.raw).toBe(200);
    expect(sent.body.data.id).toBe(back.id);
    await expect
      .poll(
        async () =>
          (await mailsTo(shopperEmail)).filter((m) => m.tag === 'return-asked' && m.subject.includes(order.number))
            .length,
      )
      .toBe(2);
    expect((await adminOrder(order.id)).mails.filter((m: { kind: string }) => m.kind === 'return-asked')).toHaveLength(
      2,
    );
  });
});
