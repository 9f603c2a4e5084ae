import middy from '@middy/core';
import type { Context } from 'aws-lambda';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { resetEnvCache } from './env.ts';
import { logger } from './logger.ts';
import { recordJobFailed } from './metrics.ts';
import { observedInvocation } from './observed-invocation.ts';

const context = { functionName: 'cellar-test-orders', awsRequestId: 'aws-1' } as Context;

/** What the invocations wrote to stdout (EMF lines go there, whatever the log level). */
function stdout(): string[] {
  const lines: string[] = [];
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    lines.push(String(chunk));
    return true;
  });
  return lines;
}

beforeAll(() => {
  // A Lambda's environment: the level is read from it at each invocation.
  Object.assign(process.env, {
    TABLE_NAME: 't',
    MEDIA_BUCKET: 'b',
    STAFF_POOL_ID: 'p1',
    STAFF_CLIENT_ID: 'c1',
    CUSTOMER_POOL_ID: 'p2',
    CUSTOMER_CLIENT_ID: 'c2',
    LOG_LEVEL: 'info',
  });
  resetEnvCache();
});

afterEach(() => vi.restoreAllMocks());

describe('observedInvocation', () => {
  it('flushes the metrics of each invocation as one EMF line, and nothing for an invocation without any', async () => {
    const lines = stdout();
    const warn = vi.spyOn(logger, 'warn');
    const handler = middy<{ fail: boolean }, string, Error, Context>()
      .use(observedInvocation())
      .handler(async ({ fail }) => {
        if (fail) recordJobFailed('cancel-unpaid-card-orders');
        return 'done';
      });

    await handler({ fail: false }, context);
    expect(lines.filter((line) => line.includes('"_aws"'))).toEqual([]);
    // Powertools warns of an empty flush; most requests have no business event, so it is a debug line.
    expect(warn).not.toHaveBeenCalled();

    await handler({ fail: true }, context);
    const emf = lines.filter((line) => line.includes('"_aws"')).map((line) => JSON.parse(line));
    expect(emf).toHaveLength(1);
    expect(emf[0]).toMatchObject({ JobFailed: 1, job: 'cancel-unpaid-card-orders' });
    expect(emf[0]._aws.CloudWatchMetrics[0].Namespace).toBe('Cellar');

    await handler({ fail: false }, context);
    expect(lines.filter((line) => line.includes('"_aws"'))).toHaveLength(1);
  });

  it('clears the keys an invocation appended before the next one', async () => {
    const lines = stdout();
    const handler = middy<{ requestId?: string }, void, Error, Context>()
      .use(observedInvocation())
      .handler(async ({ requestId }) => {
        if (requestId) logger.appendKeys({ requestId });
        logger.info('working');
      });
    await handler({ requestId: 'req-1' }, context);
    await handler({}, context);
    const logged = lines.filter((line) => line.includes('"working"')).map((line) => JSON.parse(line));
    expect(logged).toHaveLength(2);
    expect(logged[0]).toMatchObject({ requestId: 'req-1', function_name: 'cellar-test-orders' });
    expect(logged[1].requestId).toBeUndefined();
  });
});
