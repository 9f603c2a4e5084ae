import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from './dynamo.ts';
import { entityTypes, type Key } from './keys.ts';

/** Next numeric id from an atomic counter item: concurrent callers always get distinct ids. */
export async function nextId(counterKey: Key): Promise<number> {
  const answer = await dynamo().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: counterKey,
      UpdateExpression: 'ADD #value :one SET #type = :type',
      ExpressionAttributeNames: { '#value': 'value', '#type': 'type' },
      ExpressionAttributeValues: { ':one': 1, ':type': entityTypes.counter },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return Number(answer.Attributes?.value);
}

/** Raises a counter to at least `value` (seeded items with fixed ids must not be handed out again). */
export async function ensureCounterAtLeast(counterKey: Key, value: number): Promise<void> {
  try {
    await dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: counterKey,
        UpdateExpression: 'SET #value = :value, #type = :type',
        ConditionExpression: 'attribute_not_exists(#value) OR #value < :value',
        ExpressionAttributeNames: { '#value': 'value', '#type': 'type' },
        ExpressionAttributeValues: { ':value': value, ':type': entityTypes.counter },
      }),
    );
  } catch (error) {
    if ((error as { name?: string }).name !== 'ConditionalCheckFailedException') throw error;
  }
}
