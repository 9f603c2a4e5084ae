import type { Context } from 'aws-lambda';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { resetEnvCache } from '../../lib/env.ts';

const task = vi.hoisted(() => ({ run: vi.fn() }));
vi.mock('../../services/orders/unpaid-card-orders.ts', () => ({ cancelUnpaidCardOrders: task.run }));

let handler: (event: unknown, context: Context) => Promise<unknown>;

beforeAll(async () => {
  // The orders Lambda's environment: its module builds the request pipeline when loaded.
  Object.assign(process.env, {
    TABLE_NAME: 't',
    MEDIA_BUCKET: 'b',
    STAFF_POOL_ID: 'p1',
    STAFF_CLIENT_ID: 'c1',
    CUSTOMER_POOL_ID: 'p2',
    CUSTOMER_CLIENT_ID: 'c2',
    LOG_LEVEL: 'silent',
  });
  resetEnvCache();
  ({ handler } = await import('./orders.ts'));
});

afterEach(() => vi.restoreAllMocks());

/** The EMF lines the invocation wrote (metrics go to stdout whatever the log level). */
function metricLines(): () => Array<Record<string, any>> {
  const lines: string[] = [];
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    lines.push(String(chunk));
    return true;
  });
  return () => lines.filter((line) => line.includes('"_aws"')).map((line) => JSON.parse(line));
}

describe('the orders Lambda’s scheduled task', () => {
  const context = { functionName: 'cellar-orders', awsRequestId: 'aws-1' } as Context;

  it('counts a failed run as JobFailed and fails the invocation (EventBridge retries it)', async () => {
    const emitted = metricLines();
    task.run.mockRejectedValueOnce(new Error('DynamoDB unavailable'));
    await expect(handler({ task: 'cancel-unpaid-card-orders' }, context)).rejects.toThrow('DynamoDB unavailable');
    const [line, ...more] = emitted();
    expect(more).toEqual([]);
    expect(line).toMatchObject({ JobFailed: 1, job: 'cancel-unpaid-card-orders' });
    expect(line!._aws.CloudWatchMetrics).toEqual([
      { Namespace: 'Cellar', Dimensions: [['service']], Metrics: [{ Name: 'JobFailed', Unit: 'Count' }] },
    ]);
  });

  it('counts nothing for a run that succeeds', async () => {
    const emitted = metricLines();
    task.run.mockResolvedValueOnce({ canceled: 2, paid: 0 });
    await expect(handler({ task: 'cancel-unpaid-card-orders' }, context)).resolves.toEqual({ canceled: 2, paid: 0 });
    expect(emitted()).toEqual([]);
  });
});
