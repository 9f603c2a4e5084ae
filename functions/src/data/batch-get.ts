import { BatchGetCommand, type BatchGetCommandOutput } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from './dynamo.ts';
import type { Key } from './keys.ts';

/**
 * The items of these keys that exist (absent keys are simply missing from the answer), 100 keys a BatchGetItem, the
 * unprocessed keys sent again; the order of the answer is DynamoDB's, not the keys'.
 */
export async function batchGet<T = Record<string, unknown>>(
  keyList: readonly Key[],
  options: { consistent?: boolean } = {},
): Promise<T[]> {
  const table = tableName();
  const seen = new Set<string>();
  const unique = keyList.filter((key) => {
    const id = `${key.pk}\u0000${key.sk}`;
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
  const found: T[] = [];
  for (let i = 0; i < unique.length; i += 100) {
    let pending: Record<string, unknown>[] = unique.slice(i, i + 100).map((key) => ({ pk: key.pk, sk: key.sk }));
    while (pending.length > 0) {
      const answer: BatchGetCommandOutput = await dynamo().send(
        new BatchGetCommand({
          RequestItems: { [table]: { Keys: pending, ConsistentRead: options.consistent ?? true } },
        }),
      );
      found.push(...((answer.Responses?.[table] ?? []) as T[]));
      pending = (answer.UnprocessedKeys?.[table]?.Keys as Record<string, unknown>[] | undefined) ?? [];
    }
  }
  return found;
}
