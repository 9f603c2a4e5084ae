import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { describe, expect, it } from 'vitest';
import { ConflictError } from '../lib/errors.ts';
import { transactWrite, TransactionConditionFailed } from './transactions.ts';

const cancelled = (...codes: string[]) =>
  new TransactionCanceledException({
    message: 'cancelled',
    $metadata: {},
    CancellationReasons: codes.map((Code) => ({ Code })),
  });
const instant = async () => undefined;

describe('transactions on real DynamoDB', () => {
  it('retries a transaction conflict and succeeds when it clears', async () => {
    let calls = 0;
    await transactWrite([], {
      sleep: instant,
      send: async () => {
        calls++;
        if (calls < 3) throw cancelled('None', 'TransactionConflict');
      },
    });
    expect(calls).toBe(3);
  });

  it('gives up after a bounded number of conflicts with a Conflict error', async () => {
    let calls = 0;
    const attempt = transactWrite([], {
      maxAttempts: 4,
      sleep: instant,
      send: async () => {
        calls++;
        throw cancelled('TransactionConflict');
      },
    });
    await expect(attempt).rejects.toBeInstanceOf(ConflictError);
    expect(calls).toBe(4);
  });

  it('turns a failed condition into an error naming the action, without retrying', async () => {
    let calls = 0;
    const attempt = transactWrite([], {
      sleep: instant,
      send: async () => {
        calls++;
        throw cancelled('None', 'ConditionalCheckFailed', 'None');
      },
    });
    await expect(attempt).rejects.toEqual(new TransactionConditionFailed(1));
    expect(calls).toBe(1);
  });

  it('lets any other error through', async () => {
    await expect(
      transactWrite([], {
        send: async () => {
          throw new Error('network down');
        },
      }),
    ).rejects.toThrow('network down');
  });
});
