import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { queryPartition } from '../data/collection.ts';
import { nextId } from '../data/counters.ts';
import { dynamo, tableName } from '../data/dynamo.ts';
import { entityTypes, keys } from '../data/keys.ts';
import type { SiteId } from '../data/site-id.ts';
import type { StoredVariantImage } from './media-repository.ts';

/** A home card as stored (issue 17; spec 1 §3 "Home card": title, description, order, files, alt list). */
export interface HomeCardRecord {
  id: number;
  title: string;
  /** Sanitised HTML. */
  description: string;
  /** Typed by the admin: the lists sort by it (then by id). */
  order: number;
  /** In order: each media object's key, its own id, alt text, size and variant widths. */
  images: Array<StoredVariantImage & { id: string }>;
  createdAt: string;
  updatedAt: string;
}

/** The home card changed or went away since it was read. */
export class HomeCardChanged extends Error {}

function strip(item: Record<string, unknown>): HomeCardRecord {
  const { pk: _pk, sk: _sk, type: _t, v: _v, ...card } = item;
  return card as unknown as HomeCardRecord;
}

const byOrder = (items: HomeCardRecord[]): HomeCardRecord[] => items.sort((a, b) => a.order - b.order || a.id - b.id);

function changed(error: unknown): never {
  if ((error as { name?: string }).name === 'ConditionalCheckFailedException') throw new HomeCardChanged();
  throw error;
}

/** The only code that reads and writes home cards; every key names the authorised site. */
export const homeCardRepository = {
  nextId: (site: SiteId) => nextId(keys.siteCounter(site, 'HOME_CARD')),

  /** Every home card of the site, by order: one Query of its partition. */
  async all(site: SiteId): Promise<HomeCardRecord[]> {
    return byOrder((await queryPartition<Record<string, unknown>>(keys.homeCardPartition(site))).map(strip));
  },

  async get(site: SiteId, id: number): Promise<HomeCardRecord | null> {
    const answer = await dynamo().send(
      new GetCommand({ TableName: tableName(), Key: keys.homeCard(site, id), ConsistentRead: true }),
    );
    return answer.Item ? strip(answer.Item) : null;
  },

  /** Writes a new card, or replaces `previous` if it is still as it was read. */
  async save(site: SiteId, previous: HomeCardRecord | null, next: HomeCardRecord): Promise<void> {
    await dynamo()
      .send(
        new PutCommand({
          TableName: tableName(),
          Item: { ...keys.homeCard(site, next.id), type: entityTypes.homeCard, v: 1, ...next },
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

  /** Deletes a card as it was read. */
  async delete(site: SiteId, previous: HomeCardRecord): Promise<void> {
    await dynamo()
      .send(
        new DeleteCommand({
          TableName: tableName(),
          Key: keys.homeCard(site, previous.id),
          ConditionExpression: 'attribute_exists(pk) AND updatedAt = :previous',
          ExpressionAttributeValues: { ':previous': previous.updatedAt },
        }),
      )
      .catch(changed);
  },
};
