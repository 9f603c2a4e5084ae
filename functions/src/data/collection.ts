import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from './dynamo.ts';

/** Reads every item of one partition (optionally under a sort-key prefix), page after page. Never a Scan. */
export async function queryPartition<T>(
  pk: string,
  options: { skPrefix?: string; index?: 'gsi1' | 'gsi2'; consistent?: boolean } = {},
): Promise<T[]> {
  const pkName = options.index ? `${options.index}pk` : 'pk';
  const skName = options.index ? `${options.index}sk` : 'sk';
  const input: QueryCommandInput = {
    TableName: tableName(),
    IndexName: options.index,
    KeyConditionExpression: options.skPrefix ? '#pk = :pk AND begins_with(#sk, :sk)' : '#pk = :pk',
    ExpressionAttributeNames: options.skPrefix ? { '#pk': pkName, '#sk': skName } : { '#pk': pkName },
    ExpressionAttributeValues: options.skPrefix ? { ':pk': pk, ':sk': options.skPrefix } : { ':pk': pk },
    ConsistentRead: options.index ? undefined : (options.consistent ?? true),
  };
  const items: T[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(new QueryCommand({ ...input, ExclusiveStartKey: startKey }));
    items.push(...((page.Items ?? []) as T[]));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return items;
}

/** The one item of an index whose keys are exactly these (`gsi1pk = … AND gsi1sk = …`), or null. */
export async function queryIndexItem<T>(index: 'gsi1' | 'gsi2', pk: string, sk: string): Promise<T | null> {
  const answer = await dynamo().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: index,
      KeyConditionExpression: '#pk = :pk AND #sk = :sk',
      ExpressionAttributeNames: { '#pk': `${index}pk`, '#sk': `${index}sk` },
      ExpressionAttributeValues: { ':pk': pk, ':sk': sk },
      Limit: 1,
    }),
  );
  return (answer.Items?.[0] as T | undefined) ?? null;
}
