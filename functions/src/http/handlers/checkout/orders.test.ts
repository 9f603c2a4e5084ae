import { afterEach, describe, expect, it, vi } from 'vitest';
import { serviceName } from '../../../lib/logger.ts';
import { metrics } from '../../../lib/metrics.ts';
import { orderService } from '../../../services/checkout/order-service.ts';
import { checkoutOrdersHandlers } from './orders.ts';

const order = { id: 12, number: '2026-000012', payment: { method: 'CARD' } };

async function place(replayed: boolean) {
  vi.spyOn(orderService, 'place').mockResolvedValue({ order, replayed } as any);
  return checkoutOrdersHandlers.orderCreate({
    site: 3,
    principal: { kind: 'anonymous' },
    body: {},
    lang: 'fr_FR',
    headers: { 'idempotency-key': 'key-1' },
    clientAddress: '203.0.113.7',
  } as any);
}

afterEach(() => {
  metrics().clearMetrics();
  metrics().clearMetadata();
  vi.restoreAllMocks();
});

describe('POST /order: the OrderPlaced metric', () => {
  it('counts a newly placed order, the Lambda as dimension, the site and the order as metadata', async () => {
    const answer = await place(false);
    expect(answer).toMatchObject({ status: 201, message: 'order.placed' });
    const emf = metrics().serializeMetrics();
    expect(emf._aws.CloudWatchMetrics).toEqual([
      { Namespace: 'Cellar', Dimensions: [['service']], Metrics: [{ Name: 'OrderPlaced', Unit: 'Count' }] },
    ]);
    expect(emf).toMatchObject({
      service: serviceName,
      OrderPlaced: 1,
      site: '3',
      order: '2026-000012',
      paymentMethod: 'CARD',
    });
  });

  it('does not count an idempotent replay of the same order', async () => {
    const answer = await place(true);
    expect(answer).toMatchObject({ status: 201, message: 'order.alreadyPlaced' });
    expect(metrics().hasStoredMetrics()).toBe(false);
  });
});
