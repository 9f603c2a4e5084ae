import { transactWrite } from './transactions.ts';
import { tableName } from './dynamo.ts';
import type { Key } from './keys.ts';

/**
 * Writes new positions after a move in a list, all or nothing (up to 100 items per transaction, the
 * DynamoDB limit); every item must still exist, else `TransactionConditionFailed` (moved or deleted
 * meanwhile: the caller answers "changed meanwhile").
 */
export async function setOrders(changes: ReadonlyArray<{ key: Key; order: number }>): Promise<void> {
  for (let i = 0; i < changes.length; i += 100) {
    await transactWrite(
      changes.slice(i, i + 100).map(({ key, order }) => ({
        Update: {
          TableName: tableName(),
          Key: key,
          UpdateExpression: 'SET #order = :order',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeNames: { '#order': 'order' },
          ExpressionAttributeValues: { ':order': order },
        },
      })),
    );
  }
}
