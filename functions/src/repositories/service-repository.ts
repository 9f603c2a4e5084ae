import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { queryPartition } from '../data/collection.ts';
import { nextId } from '../data/counters.ts';
import { dynamo, tableName } from '../data/dynamo.ts';
import { entityTypes, keys } from '../data/keys.ts';
import { setOrders } from '../data/set-orders.ts';
import type { SiteId } from '../data/site-id.ts';
import { TransactionConditionFailed } from '../data/transactions.ts';
import type { StoredVariantImage } from './media-repository.ts';

/** A service as stored (issue 17; spec 1 §3 "Service"). */
export interface ServiceRecord {
  id: number;
  title: string;
  metaDescription: string;
  /** -1: on request. */
  price: number;
  tags: string[];
  /** In order: each media object's key, its own id and alt text. */
  /** Each with its size and variant widths when it was stored with them (older images have none). */
  images: Array<StoredVariantImage & { id: string }>;
  order: number;
  valid: boolean;
  createdAt: string;
  updatedAt: string;
}

/** The service changed or went away since it was read. */
export class ServiceChanged extends Error {}

function strip(item: Record<string, unknown>): ServiceRecord {
  const { pk: _pk, sk: _sk, type: _t, v: _v, ...service } = item;
  return service as unknown as ServiceRecord;
}

const byOrder = (items: ServiceRecord[]): ServiceRecord[] => items.sort((a, b) => a.order - b.order || a.id - b.id);

function changed(error: unknown): never {
  if ((error as { name?: string }).name === 'ConditionalCheckFailedException') throw new ServiceChanged();
  if (error instanceof TransactionConditionFailed) throw new ServiceChanged();
  throw error;
}

/** The only code that reads and writes services; every key names the authorised site. */
export const serviceRepository = {
  nextId: (site: SiteId) => nextId(keys.siteCounter(site, 'SERVICE')),

  /** Every service of the site, valid or not, in order: one Query of its partition. */
  async all(site: SiteId): Promise<ServiceRecord[]> {
    return byOrder((await queryPartition<Record<string, unknown>>(keys.servicePartition(site))).map(strip));
  },

  async get(site: SiteId, id: number): Promise<ServiceRecord | null> {
    const answer = await dynamo().send(
      new GetCommand({ TableName: tableName(), Key: keys.service(site, id), ConsistentRead: true }),
    );
    return answer.Item ? strip(answer.Item) : null;
  },

  /** Writes a new service, or replaces `previous` if it is still as it was read. */
  async save(site: SiteId, previous: ServiceRecord | null, next: ServiceRecord): Promise<void> {
    await dynamo()
      .send(
        new PutCommand({
          TableName: tableName(),
          Item: { ...keys.service(site, next.id), type: entityTypes.service, v: 1, ...next },
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

  /** New positions after a move, all or nothing. */
  async setOrders(site: SiteId, changes: ReadonlyArray<{ id: number; order: number }>): Promise<void> {
    await setOrders(changes.map(({ id, order }) => ({ key: keys.service(site, id), order }))).catch(changed);
  },

  /** Deletes a service as it was read. */
  async delete(site: SiteId, previous: ServiceRecord): Promise<void> {
    await dynamo()
      .send(
        new DeleteCommand({
          TableName: tableName(),
          Key: keys.service(site, previous.id),
          ConditionExpression: 'attribute_exists(pk) AND updatedAt = :previous',
          ExpressionAttributeValues: { ':previous': previous.updatedAt },
        }),
      )
      .catch(changed);
  },
};
