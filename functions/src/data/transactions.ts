import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { ConflictError } from '../lib/errors.ts';
import { dynamo } from './dynamo.ts';

type TransactItems = NonNullable<TransactWriteCommandInput['TransactItems']>;

/** A condition of one action of a transaction failed: `index` says which, for a business error. */
export class TransactionConditionFailed extends Error {
  constructor(readonly index: number) {
    super(`Transaction condition failed on action ${index}`);
  }
}

export interface TransactOptions {
  maxAttempts?: number;
  /** Waits between attempts; tests inject an instant one. */
  sleep?: (ms: number) => Promise<void>;
  send?: (input: TransactWriteCommandInput) => Promise<unknown>;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * TransactWriteItems with the handling real DynamoDB needs (DynamoDB Local runs transactions one
 * after another and never shows it): a `TransactionConflict` is retried a bounded number of times
 * with full jitter; a `ConditionalCheckFailed` becomes a TransactionConditionFailed naming the action.
 */
export async function transactWrite(items: TransactItems, options: TransactOptions = {}): Promise<void> {
  const maxAttempts = options.maxAttempts ?? 5;
  const sleep = options.sleep ?? defaultSleep;
  const send = options.send ?? ((input: TransactWriteCommandInput) => dynamo().send(new TransactWriteCommand(input)));
  for (let attempt = 1; ; attempt++) {
    try {
      await send({ TransactItems: items });
      return;
    } catch (error) {
      if (!isCancellation(error)) throw error;
      const reasons = error.CancellationReasons ?? [];
      const failed = reasons.findIndex((r) => r?.Code === 'ConditionalCheckFailed');
      if (failed >= 0) throw new TransactionConditionFailed(failed);
      const conflict = reasons.some((r) => r?.Code === 'TransactionConflict');
      if (!conflict) throw error;
      if (attempt >= maxAttempts) throw new ConflictError();
      await sleep(Math.random() * Math.min(1000, 25 * 2 ** attempt));
    }
  }
}

function isCancellation(error: unknown): error is TransactionCanceledException {
  return (
    error instanceof TransactionCanceledException ||
    (error as { name?: string } | null)?.name === 'TransactionCanceledException'
  );
}
