import { randomBytes } from 'node:crypto';
import {
  DeleteCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
  UpdateCommand,
  type QueryCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '../data/dynamo.ts';
import { keys } from '../data/keys.ts';
import type { SiteId } from '../data/site-id.ts';

/**
 * Statistics storage (docs/statistics.md): the daily secret of the visitor hash, raw page views (forgotten after two
 * days), the "seen today" marks, the daily rollups updated by atomic ADD, and known shoppers' last carts.
 * Every read is a Query on one partition between two sort keys: never a Scan.
 */
const daySeconds = 86_400;
const epochSeconds = (date: Date): number => Math.floor(date.getTime() / 1000);
const isConditionFailure = (error: unknown): boolean =>
  (error as { name?: string }).name === 'ConditionalCheckFailedException';

export type RollupItem = Record<string, unknown> & { sk: string };

export interface CartRecord {
  shopper: string;
  email: string;
  firstname: string | null;
  lastname: string | null;
  items: number;
  total: number;
  updatedAt: string;
}

/** A cart's own fields, without its keys. */
const cartFields = (cart: CartRecord): CartRecord => ({
  shopper: cart.shopper,
  email: cart.email,
  firstname: cart.firstname ?? null,
  lastname: cart.lastname ?? null,
  items: cart.items,
  total: cart.total,
  updatedAt: cart.updatedAt,
});

/** Every item of a partition whose sort key is between `from` and `to` (both included), page after page. */
async function queryBetween<T>(pk: string, from: string, to: string, index?: 'gsi1'): Promise<T[]> {
  const input: QueryCommandInput = {
    TableName: tableName(),
    IndexName: index,
    KeyConditionExpression: '#pk = :pk AND #sk BETWEEN :from AND :to',
    ExpressionAttributeNames: { '#pk': index ? 'gsi1pk' : 'pk', '#sk': index ? 'gsi1sk' : 'sk' },
    ExpressionAttributeValues: { ':pk': pk, ':from': from, ':to': to },
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

export const statsRepository = {
  /**
   * The secret of a day: created once (conditional put, the first request of the day wins), forgotten by TTL two
   * days later, so yesterday's visitors cannot be linked to today's once it is gone.
   */
  async dailySecret(day: string): Promise<string> {
    const key = keys.statsDailySecret(day);
    const read = async () =>
      (await dynamo().send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }))).Item as
        { secret: string } | undefined;
    const existing = await read();
    if (existing) return existing.secret;
    const secret = randomBytes(32).toString('base64');
    const expiresAt = epochSeconds(new Date(`${day}T00:00:00Z`)) + 3 * daySeconds;
    try {
      await dynamo().send(
        new PutCommand({
          TableName: tableName(),
          Item: { ...key, type: 'STATS_SECRET', secret, expiresAt },
          ConditionExpression: 'attribute_not_exists(pk)',
        }),
      );
      return secret;
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
      const won = await read();
      if (!won) throw error;
      return won.secret;
    }
  },

  /** One raw page view, time-ordered in its day's partition, forgotten after two days. No address in it. */
  async putEvent(site: SiteId, day: string, at: Date, visitor: string, event: Record<string, string>): Promise<void> {
    const sk = `${at.toISOString()}#${visitor}#${randomBytes(4).toString('hex')}`;
    await dynamo().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...keys.statsEvent(site, day, sk),
          type: 'STATS_EVENT',
          visitor,
          ...event,
          expiresAt: epochSeconds(at) + 2 * daySeconds,
        },
      }),
    );
  },

  /** Marks a visitor seen on a day for a kind (VISIT, QR); true the first time only. */
  async firstSight(site: SiteId, day: string, kind: string, visitor: string, at: Date): Promise<boolean> {
    try {
      await dynamo().send(
        new PutCommand({
          TableName: tableName(),
          Item: {
            ...keys.statsSeen(site, day, kind, visitor),
            type: 'STATS_SEEN',
            expiresAt: epochSeconds(at) + 2 * daySeconds,
          },
          ConditionExpression: 'attribute_not_exists(pk)',
        }),
      );
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  },

  /** Adds to the counters of one rollup item (atomic ADD: concurrent page views never lose a count). */
  async add(site: SiteId, measure: string, sk: string, counts: Record<string, number>): Promise<void> {
    const names = Object.keys(counts);
    if (names.length === 0) return;
    await dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.statsRollup(site, measure, sk),
        UpdateExpression: `SET #type = :type ADD ${names.map((_, i) => `#n${i} :v${i}`).join(', ')}`,
        ExpressionAttributeNames: {
          '#type': 'type',
          ...Object.fromEntries(names.map((name, i) => [`#n${i}`, name])),
        },
        ExpressionAttributeValues: {
          ':type': 'STATS_ROLLUP',
          ...Object.fromEntries(names.map((name, i) => [`:v${i}`, counts[name]])),
        },
      }),
    );
  },

  /** The rollup items of a measure from day `from` to day `to` (sort keys starting with those days). */
  rollups(site: SiteId, measure: string, from: string, to: string): Promise<RollupItem[]> {
    return queryBetween<RollupItem>(keys.statsRollupPartition(site, measure), from, `${to}~`);
  },

  /** The visitors of the raw page views of a day since an instant. */
  async visitorsSince(site: SiteId, day: string, since: Date): Promise<string[]> {
    const items = await queryBetween<{ visitor: string }>(
      keys.statsEventsPartition(site, day),
      since.toISOString(),
      '~',
    );
    return items.map((item) => item.visitor);
  },

  /** Keeps a known shopper's cart as last priced (one item per shopper, its index moved to the new time). */
  async putCart(site: SiteId, cart: CartRecord, at: Date): Promise<void> {
    await dynamo().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...cartFields(cart),
          ...keys.statsCart(site, cart.shopper),
          ...keys.statsCartIndex(site, cart.updatedAt, cart.shopper),
          type: 'STATS_CART',
          expiresAt: epochSeconds(at) + 400 * daySeconds,
        },
      }),
    );
  },

  /** An order was placed: the shopper's cart is no longer waiting. */
  async deleteCart(site: SiteId, shopper: string): Promise<void> {
    await dynamo().send(new DeleteCommand({ TableName: tableName(), Key: keys.statsCart(site, shopper) }));
  },

  /** Carts last priced between two instants (ISO), oldest first. */
  async cartsBetween(site: SiteId, from: string, to: string): Promise<CartRecord[]> {
    const items = await queryBetween<CartRecord>(keys.statsCartListPartition(site), from, `${to}~`, 'gsi1');
    return items.map(cartFields);
  },
};
