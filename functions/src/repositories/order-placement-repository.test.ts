import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import type { TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authorisedSiteId } from '../data/site-id.ts';
import { ConflictError } from '../lib/errors.ts';
import { resetEnvCache } from '../lib/env.ts';
import type { DiscountUse } from './discount-repository.ts';
import { orderPlacementRepository, type Placement } from './order-placement-repository.ts';
import type { OrderRecord, StockDecrement } from './order-repository.ts';

/**
 * The order's transaction on real DynamoDB (docs/data-model.md "Concurrency"): DynamoDB
 * Local never answers TransactionConflict, so its answers are injected here, as
 * `data/transactions.test.ts` does.
 */
const site = authorisedSiteId(1);
const cancelled = (...codes: string[]) =>
  new TransactionCanceledException({
    message: 'cancelled',
    $metadata: {},
    CancellationReasons: codes.map((Code) => ({ Code })),
  });
const instant = async () => undefined;

const order = {
  id: 7,
  number: '2026-000007',
  status: 'WAITING',
  createdAt: '2026-05-06T08:00:00.000Z',
  customer: {
    idCustomer: null,
    sub: null,
    email: 'lea@example.com',
    firstname: 'Léa',
    lastname: 'Martin',
    guest: true,
  },
  total: 30,
  delivery: { type: 'DELIVERY' },
  payment: { method: 'TRANSFER', status: 'PENDING' },
  mails: [{ kind: 'CONFIRMATION' }],
} as unknown as OrderRecord;
const takes: StockDecrement[] = [
  { ref: { kind: 'vintage', idProduct: 1, idVintage: 12 }, quantity: 5 },
  { ref: { kind: 'product', idProduct: 4 }, quantity: 2 },
];
const key = {
  hash: 'abc',
  record: { idOrder: 7, bodyHash: 'def', createdAt: '2026-05-06T08:00:00.000Z', expiresAt: 1778140800 },
};
const onceUse: DiscountUse = {
  idDiscount: 3,
  limit: 10,
  usableOnce: true,
  shopperKey: 'Elea@example.com',
  at: '2026-05-06T08:00:00.000Z',
};
const placement = (more: Partial<Placement<StockDecrement>> = {}): Placement<StockDecrement> => ({
  order,
  key,
  takes,
  discountUse: null,
  ...more,
});
const refusedAt = (index: number, length: number) => async () =>
  Promise.reject(cancelled(...Array.from({ length }, (_, i) => (i === index ? 'ConditionalCheckFailed' : 'None'))));

beforeEach(() => {
  for (const [name, value] of Object.entries({
    TABLE_NAME: 'cellar-test',
    MEDIA_BUCKET: 'm',
    STAFF_POOL_ID: 'p',
    STAFF_CLIENT_ID: 'c',
    CUSTOMER_POOL_ID: 'p',
    CUSTOMER_CLIENT_ID: 'c',
  }))
    vi.stubEnv(name, value);
  resetEnvCache();
});
afterEach(() => {
  vi.unstubAllEnvs();
  resetEnvCache();
});

describe('the order’s transaction', () => {
  it('writes the key, the order with its first event, one conditional decrement per stock item, then the discount’s use', async () => {
    const sent: TransactWriteCommandInput[] = [];
    const refusal = await orderPlacementRepository.place(site, placement({ discountUse: onceUse }), {
      send: async (input) => void sent.push(input),
    });
    expect(refusal).toBeNull();
    const actions = sent[0]!.TransactItems!;
    expect(actions).toHaveLength(7);
    expect(actions[0]!.Put!.Item).toMatchObject({ pk: 'SITE#1#ORDER_KEY#abc', sk: 'ORDER_KEY', idOrder: 7 });
    expect(actions[0]!.Put!.ConditionExpression).toBe('attribute_not_exists(pk) OR expiresAt <= :now');
    expect(actions[1]!.Put).toMatchObject({
      Item: expect.objectContaining({ pk: 'SITE#1#ORDER', sk: 'ORDER#0000000007', type: 'ORDER' }),
      ConditionExpression: 'attribute_not_exists(pk)',
    });
    expect(actions[2]!.Put).toMatchObject({
      Item: expect.objectContaining({
        pk: 'SITE#1#ORDER#0000000007',
        type: 'ORDER_EVENT',
        eventType: 'PLACED',
        revision: 1,
      }),
      ConditionExpression: 'attribute_not_exists(pk)',
    });
    expect(actions[3]!.Update).toMatchObject({
      Key: { pk: 'SITE#1#PRODUCT#0000000001', sk: 'VINTAGE#0000000012' },
      UpdateExpression: 'SET #quantity = #quantity - :n',
      ConditionExpression: 'attribute_exists(pk) AND #quantity >= :n',
      ExpressionAttributeValues: { ':n': 5 },
    });
    expect(actions[4]!.Update).toMatchObject({
      Key: { pk: 'SITE#1#PRODUCT#0000000004', sk: 'PRODUCT' },
      ExpressionAttributeValues: { ':n': 2 },
    });
    expect(actions[5]!.Update).toMatchObject({
      UpdateExpression: 'ADD #used :one',
      ExpressionAttributeValues: { ':one': 1, ':true': true, ':total': 10 },
    });
    expect(actions[6]!.Put).toMatchObject({
      Item: expect.objectContaining({ type: 'DISCOUNT_USE', idDiscount: 3, shopper: 'Elea@example.com' }),
      ConditionExpression: 'attribute_not_exists(pk)',
    });
  });

  it('retries a TransactionConflict with jitter and succeeds when it clears', async () => {
    let calls = 0;
    await orderPlacementRepository.place(site, placement(), {
      sleep: instant,
      send: async () => {
        calls++;
        if (calls < 3) throw cancelled('None', 'None', 'TransactionConflict', 'None');
      },
    });
    expect(calls).toBe(3);
  });

  it('gives up after a bounded number of conflicts with a 409', async () => {
    const attempt = orderPlacementRepository.place(site, placement(), {
      maxAttempts: 3,
      sleep: instant,
      send: async () => Promise.reject(cancelled('TransactionConflict')),
    });
    await expect(attempt).rejects.toBeInstanceOf(ConflictError);
  });

  it('names the stock take that was refused, without retrying', async () => {
    let calls = 0;
    const refuse = refusedAt(4, 5);
    const refusal = await orderPlacementRepository.place(site, placement(), {
      sleep: instant,
      send: async () => (calls++, refuse()),
    });
    expect(refusal).toEqual({ refused: 'STOCK', take: takes[1] });
    expect(calls).toBe(1);
  });

  it('says the Idempotency-Key is taken when its condition fails (a duplicate won), before any stock', async () => {
    const refusal = await orderPlacementRepository.place(site, placement(), {
      send: async () => Promise.reject(cancelled('ConditionalCheckFailed', 'None', 'ConditionalCheckFailed', 'None')),
    });
    expect(refusal).toEqual({ refused: 'KEY_TAKEN' });
  });

  it('names the discount’s use that was refused, and counts without a key', async () => {
    const usedUp = await orderPlacementRepository.place(site, placement({ key: null, discountUse: onceUse }), {
      send: refusedAt(4, 6),
    });
    expect(usedUp).toEqual({ refused: 'DISCOUNT', failure: 'USED_UP' });
    const usedOnce = await orderPlacementRepository.place(site, placement({ key: null, discountUse: onceUse }), {
      send: refusedAt(5, 6),
    });
    expect(usedOnce).toEqual({ refused: 'DISCOUNT', failure: 'ALREADY_USED' });
  });

  it('says an order that exists already is a fault, not a refusal', async () => {
    const attempt = orderPlacementRepository.place(site, placement(), { send: refusedAt(1, 5) });
    await expect(attempt).rejects.toThrow('Order 7 of site 1 exists already');
  });

  it('refuses to send more than DynamoDB’s 100 actions', async () => {
    const many = Array.from({ length: 99 }, (_, i) => ({
      ref: { kind: 'product' as const, idProduct: i + 1 },
      quantity: 1,
    }));
    const attempt = orderPlacementRepository.place(site, placement({ takes: many }), { send: async () => undefined });
    await expect(attempt).rejects.toThrow('over DynamoDB');
  });
});
