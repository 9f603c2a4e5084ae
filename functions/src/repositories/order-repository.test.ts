import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import type { TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authorisedSiteId } from '../data/site-id.ts';
import { ConflictError } from '../lib/errors.ts';
import { resetEnvCache } from '../lib/env.ts';
import {
  ExtraRefused,
  OrderKeyTaken,
  orderRepository,
  StockRefused,
  type OrderRecord,
  type StockDecrement,
} from './order-repository.ts';

/**
 * The order's transaction on real DynamoDB (DESIGN §5 "Concurrency on real DynamoDB"): DynamoDB
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
  it('writes the key, the order with its first event, one conditional decrement per stock item, then the extra actions', async () => {
    const sent: TransactWriteCommandInput[] = [];
    await orderRepository.place(
      site,
      order,
      takes,
      key,
      [
        {
          ConditionCheck: {
            TableName: 'cellar-test',
            Key: { pk: 'x', sk: 'y' },
            ConditionExpression: 'attribute_exists(pk)',
          },
        },
      ],
      {
        send: async (input) => void sent.push(input),
      },
    );
    const actions = sent[0]!.TransactItems!;
    expect(actions).toHaveLength(6);
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
    expect(actions[5]!.ConditionCheck).toBeDefined();
  });

  it('retries a TransactionConflict with jitter and succeeds when it clears', async () => {
    let calls = 0;
    await orderRepository.place(site, order, takes, key, [], {
      sleep: instant,
      send: async () => {
        calls++;
        if (calls < 3) throw cancelled('None', 'None', 'TransactionConflict', 'None');
      },
    });
    expect(calls).toBe(3);
  });

  it('gives up after a bounded number of conflicts with a 409', async () => {
    const attempt = orderRepository.place(site, order, takes, key, [], {
      maxAttempts: 3,
      sleep: instant,
      send: async () => Promise.reject(cancelled('TransactionConflict')),
    });
    await expect(attempt).rejects.toBeInstanceOf(ConflictError);
  });

  it('turns a refused stock condition into StockRefused naming the item, without retrying', async () => {
    let calls = 0;
    const attempt = orderRepository.place(site, order, takes, key, [], {
      sleep: instant,
      send: async () => (calls++, Promise.reject(cancelled('None', 'None', 'None', 'None', 'ConditionalCheckFailed'))),
    });
    await expect(attempt).rejects.toEqual(new StockRefused(1));
    expect(calls).toBe(1);
  });

  it('says the Idempotency-Key is taken when its condition fails (a duplicate won), before any stock', async () => {
    const attempt = orderRepository.place(site, order, takes, key, [], {
      send: async () => Promise.reject(cancelled('ConditionalCheckFailed', 'None', 'ConditionalCheckFailed', 'None')),
    });
    await expect(attempt).rejects.toBeInstanceOf(OrderKeyTaken);
  });

  it('names the extra action (a discount’s use) that was refused, and counts without a key', async () => {
    const attempt = orderRepository.place(
      site,
      order,
      takes,
      null,
      [{ ConditionCheck: { TableName: 't', Key: { pk: 'a', sk: 'b' }, ConditionExpression: 'c' } }],
      {
        send: async () => Promise.reject(cancelled('None', 'None', 'None', 'None', 'ConditionalCheckFailed')),
      },
    );
    await expect(attempt).rejects.toEqual(new ExtraRefused(0));
  });

  it('refuses to send more than DynamoDB’s 100 actions', async () => {
    const many = Array.from({ length: 99 }, (_, i) => ({
      ref: { kind: 'product' as const, idProduct: i + 1 },
      quantity: 1,
    }));
    await expect(orderRepository.place(site, order, many, key, [], { send: async () => undefined })).rejects.toThrow(
      'over DynamoDB',
    );
  });
});
