import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '../data/dynamo.ts';
import { entityTypes, type Key } from '../data/keys.ts';

/**
 * The counters of the rate limits (docs/decisions.md "Limits under abuse"): one item per limit,
 * subject and fixed window, counted with an atomic ADD, removed by the table's TTL after the window.
 * In the table so that the limits hold on every Lambda container, locally as in AWS.
 */
export const rateLimitRepository = {
  /** Adds one to the counter (made at 1 when absent) and answers the count after it. */
  async add(key: Key, expiresAt: number): Promise<number> {
    const answer = await dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: key,
        UpdateExpression: 'ADD #count :one SET #type = if_not_exists(#type, :type), expiresAt = if_not_exists(expiresAt, :expires)',
        ExpressionAttributeNames: { '#count': 'count', '#type': 'type' },
        ExpressionAttributeValues: { ':one': 1, ':type': entityTypes.rateLimit, ':expires': expiresAt },
        ReturnValues: 'UPDATED_NEW',
      }),
    );
    return Number(answer.Attributes?.count ?? 1);
  },

  /**
   * Adds `token` to the counter's set (a token already there counts once) and answers how many
   * tokens the set holds: the same event retried (an order's Idempotency-Key) is counted once.
   */
  async addToken(key: Key, token: string, expiresAt: number): Promise<number> {
    const answer = await dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: key,
        UpdateExpression: 'ADD #tokens :token SET #type = if_not_exists(#type, :type), expiresAt = if_not_exists(expiresAt, :expires)',
        ExpressionAttributeNames: { '#tokens': 'tokens', '#type': 'type' },
        ExpressionAttributeValues: { ':token': new Set([token]), ':type': entityTypes.rateLimit, ':expires': expiresAt },
        ReturnValues: 'UPDATED_NEW',
      }),
    );
    const tokens = answer.Attributes?.tokens as Set<string> | undefined;
    return tokens?.size ?? 1;
  },

  /** The count so far (0 when nothing was counted in the window). */
  async read(key: Key): Promise<number> {
    const answer = await dynamo().send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true, ProjectionExpression: '#count', ExpressionAttributeNames: { '#count': 'count' } }));
    return Number(answer.Item?.count ?? 0);
  },
};
