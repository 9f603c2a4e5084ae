import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '../data/dynamo.ts';
import { entityTypes, keys } from '../data/keys.ts';

/** A counter's state in its window: what was counted, and when the window ends (epoch seconds). */
export interface LimitCount {
  count: number;
  windowEnd: number;
}

/** One counter: a limit's name and its subject, hashed (the table holds no e-mail or address in clear). */
export interface LimitCounter {
  limit: string;
  subjectHash: string;
}

const keyOf = (counter: LimitCounter) => keys.rateLimit(counter.limit, counter.subjectHash);
const conditionFailed = (error: unknown) => (error as { name?: string }).name === 'ConditionalCheckFailedException';

/**
 * The counters of the rate limits (docs/decisions.md "Limits under abuse"): one item per limit and
 * subject, counting in a window that starts with the subject's first counted event, removed by the
 * table's TTL after it. In the table so that the limits hold on every Lambda container, locally as
 * in AWS. `token`: the event's identity, counted once (a string set) instead of each time.
 */
export const rateLimitRepository = {
  /** Counts one event in the current window, or starts a new window with it; answers the count after it. */
  async add(counter: LimitCounter, now: number, windowSeconds: number, token?: string): Promise<LimitCount> {
    const key = keyOf(counter);
    // Two tries are enough: a window someone else just started is open to the next ADD.
    for (let attempt = 0; attempt < 3; attempt++) {
      try {
        const answer = await dynamo().send(
          new UpdateCommand({
            TableName: tableName(),
            Key: key,
            // Counts in the open window, or opens one when the subject has none (one write either way); a window
            // over but not yet removed by the TTL fails the condition and is replaced below.
            UpdateExpression: `${token === undefined ? 'ADD #count :one' : 'ADD #tokens :token'} SET windowEnd = if_not_exists(windowEnd, :end), expiresAt = if_not_exists(expiresAt, :expires), #type = if_not_exists(#type, :type)`,
            ConditionExpression: 'attribute_not_exists(pk) OR windowEnd > :now',
            ExpressionAttributeNames: {
              '#type': 'type',
              ...(token === undefined ? { '#count': 'count' } : { '#tokens': 'tokens' }),
            },
            ExpressionAttributeValues: {
              ':now': now,
              ':end': now + windowSeconds,
              ':expires': now + windowSeconds + 60,
              ':type': entityTypes.rateLimit,
              ...(token === undefined ? { ':one': 1 } : { ':token': new Set([token]) }),
            },
            ReturnValues: 'ALL_NEW',
          }),
        );
        const item = answer.Attributes!;
        return {
          count: token === undefined ? Number(item.count) : (item.tokens as Set<string>).size,
          windowEnd: Number(item.windowEnd),
        };
      } catch (error) {
        if (!conditionFailed(error)) throw error;
      }
      // The window is over: this event starts the next one (unless another request just did).
      const windowEnd = now + windowSeconds;
      try {
        await dynamo().send(
          new PutCommand({
            TableName: tableName(),
            Item: {
              ...key,
              type: entityTypes.rateLimit,
              ...(token === undefined ? { count: 1 } : { tokens: new Set([token]) }),
              windowEnd,
              expiresAt: windowEnd + 60,
            },
            ConditionExpression: 'attribute_not_exists(pk) OR windowEnd <= :now',
            ExpressionAttributeValues: { ':now': now },
          }),
        );
        return { count: 1, windowEnd };
      } catch (error) {
        if (!conditionFailed(error)) throw error;
      }
    }
    throw new Error(`rate limit ${key.pk}: no window after three tries`);
  },

  /** The count in the current window (0 when no window is open). */
  async read(counter: LimitCounter, now: number): Promise<LimitCount> {
    const answer = await dynamo().send(
      new GetCommand({
        TableName: tableName(),
        Key: keyOf(counter),
        ConsistentRead: true,
        ProjectionExpression: '#count, windowEnd',
        ExpressionAttributeNames: { '#count': 'count' },
      }),
    );
    const item = answer.Item;
    return item && Number(item.windowEnd) > now
      ? { count: Number(item.count ?? 0), windowEnd: Number(item.windowEnd) }
      : { count: 0, windowEnd: now };
  },
};
