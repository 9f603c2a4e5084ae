import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { call, signIn } from '../../scripts/src/test/api.ts';
import { dynamo, tableName } from '../src/data/dynamo.ts';
import { keys } from '../src/data/keys.ts';
import { authorisedSiteId } from '../src/data/site-id.ts';
import { forgetEnvironment } from '../src/local/local-reset.ts';
import { productRepository } from '../src/repositories/product-repository.ts';
import { colissimoId, createWine, deliveryOrder, placeOrder, useFunctionsEnvironment } from './order-helpers.ts';

/**
 * The scheduled task that cancels card orders still unpaid an hour after they were placed (issue 12,
 * docs/orders.md "A card order never paid"), run as EventBridge runs it: the orders Lambda's handler
 * given `{ task }` (locally: `POST /__scheduled/<task>` on the gateway, in the process that holds the
 * local payment provider).
 */
const run = Date.now().toString(36);
const site = authorisedSiteId(1);
let admin: string;
let colissimo: number;
const wine = { id: 0, idVintage: 0 };

const stock = async () => (await productRepository.vintage(site, wine.idVintage))!.quantity;

async function cardOrder(quantity: number): Promise<{ id: number; clientSecret: string }> {
  const answer = await placeOrder(deliveryOrder([{ id: wine.id, quantity }], colissimo, { paymentMethod: 'CARD' }));
  expect(answer.status, answer.raw).toBe(201);
  return { id: answer.body.data.id, clientSecret: answer.body.data.payment.clientSecret };
}

/** As if the order had been placed `minutes` ago (its time and its place in the unpaid-card index). */
async function placedMinutesAgo(idOrder: number, minutes: number): Promise<void> {
  const createdAt = new Date(Date.now() - minutes * 60_000).toISOString();
  await dynamo().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.order(site, idOrder),
      UpdateExpression: 'SET createdAt = :at, gsi2sk = :sk',
      ConditionExpression: 'attribute_exists(gsi2pk)',
      ExpressionAttributeValues: { ':at': createdAt, ':sk': keys.cardPendingIndex(site, idOrder, createdAt).gsi2sk },
    }),
  );
}

const runTask = async () => {
  const answer = await fetch(`${inject('fixtures').apiUrl}/__scheduled/cancel-unpaid-card-orders`, { method: 'POST' });
  expect(answer.status).toBe(200);
  return (await answer.json()) as { canceled: number; paid: number };
};

const adminOrder = async (id: number) => {
  const answer = await call('GET', `/admin/order/${id}`, { token: admin, idSite: 1 });
  expect(answer.status, answer.raw).toBe(200);
  return answer.body.data;
};

beforeAll(async () => {
  useFunctionsEnvironment();
  forgetEnvironment();
  admin = await signIn(inject('fixtures').logins.admin1.email, inject('fixtures').logins.admin1.password);
  colissimo = await colissimoId();
  Object.assign(wine, await createWine(admin, `Madiran ${run}`, { price: 14, quantity: 50 }));
});

describe('card orders never paid', () => {
  it('cancels a card order unpaid after an hour: its stock comes back and the history says why', async () => {
    const before = await stock();
    const { id } = await cardOrder(3);
    expect(await stock()).toBe(before - 3);
    await placedMinutesAgo(id, 61);
    const done = await runTask();
    expect(done.canceled).toBeGreaterThanOrEqual(1);
    expect(await stock()).toBe(before);
    const order = await adminOrder(id);
    expect(order).toMatchObject({ status: 'CANCELED', paymentStatus: 'CANCELED', allowedStatuses: [] });
    expect(order.events.slice(1)).toEqual([
      expect.objectContaining({
        type: 'STATUS',
        from: 'WAITING',
        to: 'CANCELED',
        actor: { kind: 'SYSTEM', id: null, name: 'Unpaid card orders (automatic)' },
        text: 'Status: Waiting → Canceled: card payment not received within an hour',
      }),
      expect.objectContaining({ type: 'STOCK_RETURNED', text: '3 unit(s) put back in stock' }),
      // The shopper is told, in the language they ordered in.
      expect.objectContaining({ type: 'MAIL_SENT', details: expect.objectContaining({ kind: 'order-canceled' }) }),
    ]);
    // Once: a second run finds nothing more to do for it.
    await runTask();
    expect(await stock()).toBe(before);
    expect((await adminOrder(id)).events).toHaveLength(4);
  });

  it('leaves a card order placed less than an hour ago, and one that was paid', async () => {
    const recent = await cardOrder(1);
    await placedMinutesAgo(recent.id, 30);
    const paid = await cardOrder(1);
    const confirm = await call('POST', '/payment/local/confirm', {
      idSite: 1,
      body: { clientSecret: paid.clientSecret, outcome: 'succeeded' },
    });
    expect(confirm.status, confirm.raw).toBe(200);
    await runTask();
    expect((await adminOrder(recent.id)).status).toBe('WAITING');
    const settled = await adminOrder(paid.id);
    expect(settled).toMatchObject({ status: 'WAITING', paymentStatus: 'PAID', balance: 0 });
    expect(settled.events.map((e: { type: string }) => e.type)).toEqual(['PLACED', 'CARD_PAID']);
  });
});
