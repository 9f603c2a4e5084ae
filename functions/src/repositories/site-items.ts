import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { queryPartition } from '../data/collection.ts';
import { nextId } from '../data/counters.ts';
import { dynamo, tableName } from '../data/dynamo.ts';
import { keys, type Key, type SiteCounterName } from '../data/keys.ts';
import type { SiteId } from '../data/site-id.ts';

/** The item changed or went away since it was read. */
export class SiteItemChanged extends Error {}

export interface SiteItemRecord {
  id: number;
  updatedAt: string;
}

interface SiteItemsOptions<R> {
  key: (site: SiteId, id: number) => Key;
  partition: (site: SiteId) => string;
  /** The items' sort-key prefix: other items (guards) may share the partition. */
  skPrefix: string;
  type: string;
  counter: SiteCounterName;
  /** A sparse index's keys an item carries while it belongs there (an unread message), else none. */
  indexKeys?: (site: SiteId, record: R) => Record<string, string> | null;
}

export function strip<R>(item: Record<string, unknown>): R {
  const { pk: _pk, sk: _sk, gsi1pk: _g1, gsi1sk: _g2, gsi2pk: _g3, gsi2sk: _g4, type: _t, v: _v, ...record } = item;
  return record as R;
}

function changed(error: unknown): never {
  if ((error as { name?: string }).name === 'ConditionalCheckFailedException') throw new SiteItemChanged();
  throw error;
}

/**
 * The storage of a small collection of one site (redirections, scripts to load, popups): one partition, one Query
 * for the list, writes conditioned on the `updatedAt` that was read. Every key names the authorised site.
 */
export function siteItems<R extends SiteItemRecord>(options: SiteItemsOptions<R>) {
  const item = (site: SiteId, record: R) => ({
    ...options.key(site, record.id),
    ...options.indexKeys?.(site, record),
    type: options.type,
    v: 1,
    ...record,
  });
  return {
    item,
    nextId: (site: SiteId) => nextId(keys.siteCounter(site, options.counter)),

    /** Every item of the site, in id order. */
    async all(site: SiteId): Promise<R[]> {
      const items = await queryPartition<Record<string, unknown>>(options.partition(site), {
        skPrefix: options.skPrefix,
      });
      return items.map((i) => strip<R>(i));
    },

    async get(site: SiteId, id: number): Promise<R | null> {
      const answer = await dynamo().send(
        new GetCommand({ TableName: tableName(), Key: options.key(site, id), ConsistentRead: true }),
      );
      return answer.Item ? strip<R>(answer.Item) : null;
    },

    /** Writes a new item, or replaces `previous` if it is still as it was read. */
    async save(site: SiteId, previous: R | null, next: R): Promise<void> {
      await dynamo()
        .send(
          new PutCommand({
            TableName: tableName(),
            Item: item(site, next),
            ...(previous
              ? {
                  ConditionExpression: 'attribute_exists(pk) AND updatedAt = :previous',
                  ExpressionAttributeValues: { ':previous': previous.updatedAt },
                }
              : { ConditionExpression: 'attribute_not_exists(pk)' }),
          }),
        )
        .catch(changed);
    },

    /** Deletes an item as it was read. */
    async delete(site: SiteId, previous: R): Promise<void> {
      await dynamo()
        .send(
          new DeleteCommand({
            TableName: tableName(),
            Key: options.key(site, previous.id),
            ConditionExpression: 'attribute_exists(pk) AND updatedAt = :previous',
            ExpressionAttributeValues: { ':previous': previous.updatedAt },
          }),
        )
        .catch(changed);
    },
  };
}
