import { beforeEach, describe, expect, it, vi } from 'vitest';
import { authorisedSiteId } from '../../../data/site-id.ts';
import type { PlacementRefusal } from '../../../repositories/order-placement-repository.ts';
import type { OrderKeyRecord, OrderRecord } from '../../../repositories/order-repository.ts';
import type { StockTake } from '../order-lines.ts';

/** The answers to a refused order transaction, the repositories and the provider stood in for. */
const stub = vi.hoisted(() => ({
  refusal: null as unknown,
  thrown: null as Error | null,
  levels: new Map<string, number>(),
  key: null as unknown,
  abandoned: [] as unknown[],
}));
vi.mock('../../../repositories/order-placement-repository.ts', () => ({
  orderPlacementRepository: {
    place: async () => {
      if (stub.thrown) throw stub.thrown;
      return stub.refusal;
    },
  },
}));
vi.mock('../../../repositories/order-repository.ts', () => ({
  orderRepository: {
    stockLevels: async () => stub.levels,
    getKey: async () => stub.key,
  },
}));
vi.mock('../payment-service.ts', () => ({
  paymentService: { abandon: async (payment: unknown) => void stub.abandoned.push(payment) },
}));

const { commit } = await import('./commit.ts');

const site = authorisedSiteId(1);
const now = new Date('2026-05-06T08:00:00.000Z');
const payment = { method: 'CARD', intentId: 'pi_1' };
const order = { id: 7, payment } as unknown as OrderRecord;
const take = (id: string, quantity: number, available: number, index: number): StockTake => ({
  ref: { kind: 'product', idProduct: Number(id.slice(1)) },
  id,
  name: `Product ${id}`,
  idProduct: Number(id.slice(1)),
  idVintage: null,
  quantity,
  available,
  lines: [{ index, perUnit: 1 }],
});
const takes = [take('P1', 2, 5, 0), take('P2', 3, 9, 1)];
const key = { hash: 'abc', bodyHash: 'def' };
const commitWith = (refusal: PlacementRefusal<StockTake> | null) => {
  stub.refusal = refusal;
  return commit(site, order, { key, takes, discountUse: null }, { lang: 'en_US', now });
};

beforeEach(() => {
  stub.thrown = null;
  stub.levels = new Map();
  stub.key = null;
  stub.abandoned = [];
});

describe('the order’s transaction, refused or not', () => {
  it('answers nothing more once written, and keeps the payment', async () => {
    await expect(commitWith(null)).resolves.toBeNull();
    expect(stub.abandoned).toEqual([]);
  });

  it('names every item short as read again, with what it holds, and abandons the payment', async () => {
    stub.levels = new Map([
      ['P1', 1],
      ['P2', 9],
    ]);
    const refused = commitWith({ refused: 'STOCK', take: takes[0]! });
    await expect(refused).rejects.toMatchObject({
      status: 409,
      messageKey: 'order.notEnoughStock',
      fieldErrors: { 'products.0.quantity': ['order.notEnoughStock'] },
      details: { shortages: [expect.objectContaining({ id: 1, requested: 2, available: 1, lines: [0] })] },
    });
    expect(stub.abandoned).toEqual([payment]);
  });

  it('names the refused take when the stock read again is no longer short', async () => {
    stub.levels = new Map([
      ['P1', 5],
      ['P2', 9],
    ]);
    await expect(commitWith({ refused: 'STOCK', take: takes[1]! })).rejects.toMatchObject({
      fieldErrors: { 'products.1.quantity': ['order.notEnoughStock'] },
    });
  });

  it('answers a refused discount use with the code’s refusal, on its field', async () => {
    await expect(commitWith({ refused: 'DISCOUNT', failure: 'USED_UP' })).rejects.toMatchObject({
      status: 400,
      messageKey: 'discount.usedUp',
      fieldErrors: { discount: ['discount.usedUp'] },
    });
    await expect(commitWith({ refused: 'DISCOUNT', failure: 'ALREADY_USED' })).rejects.toMatchObject({
      messageKey: 'discount.alreadyUsed',
    });
  });

  it('answers a key taken by another body with 409, and one gone meanwhile with a plain conflict', async () => {
    stub.key = { idOrder: 6, bodyHash: 'other', createdAt: now.toISOString(), expiresAt: 0 } satisfies OrderKeyRecord;
    await expect(commitWith({ refused: 'KEY_TAKEN' })).rejects.toMatchObject({
      status: 409,
      messageKey: 'order.idempotencyKeyReused',
    });
    stub.key = null;
    await expect(commitWith({ refused: 'KEY_TAKEN' })).rejects.toMatchObject({
      status: 409,
      messageKey: 'common.conflict',
    });
  });

  it('abandons the payment when the transaction fails otherwise, and lets the failure through', async () => {
    stub.thrown = new Error('DynamoDB is down');
    await expect(commitWith(null)).rejects.toThrow('DynamoDB is down');
    expect(stub.abandoned).toEqual([payment]);
  });
});
