import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { queryPartition } from '../data/collection.ts';
import { nextId } from '../data/counters.ts';
import { dynamo, tableName } from '../data/dynamo.ts';
import { entityTypes, keys } from '../data/keys.ts';
import type { SiteId } from '../data/site-id.ts';
import type { StoredVariantImage } from './media-repository.ts';

/** A news item as stored (issue 17; docs/data-model.md). The description is already sanitised HTML. */
export interface NewsRecord {
  id: number;
  title: string;
  description: string;
  metaDescription: string;
  shortDescription: string | null;
  /** The media object's key, its alt text, its size and the widths of its variants (none before they existed). */
  image: StoredVariantImage | null;
  idStaticFile: number | null;
  valid: boolean;
  promoted: boolean;
  createdAt: string;
  updatedAt: string;
}

/** The news item changed or went away since it was read. */
export class NewsChanged extends Error {}

function newsItem(site: SiteId, news: NewsRecord) {
  return {
    ...keys.news(site, news.id),
    // Sparse indexes: the storefront's list holds the valid news, the banner the valid and promoted ones.
    ...(news.valid ? keys.newsValidIndex(site, news.createdAt, news.id) : {}),
    ...(news.valid && news.promoted ? keys.newsPromotedIndex(site, news.createdAt, news.id) : {}),
    type: entityTypes.news,
    v: 1,
    ...news,
  };
}

function strip(item: Record<string, unknown>): NewsRecord {
  const { pk: _pk, sk: _sk, gsi1pk: _g1, gsi1sk: _g2, gsi2pk: _g3, gsi2sk: _g4, type: _t, v: _v, ...news } = item;
  return news as unknown as NewsRecord;
}

const newestFirst = (items: NewsRecord[]): NewsRecord[] =>
  items.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);

function changed(error: unknown): never {
  if ((error as { name?: string }).name === 'ConditionalCheckFailedException') throw new NewsChanged();
  throw error;
}

/** The only code that reads and writes news items; every key names the authorised site. */
export const newsRepository = {
  nextId: (site: SiteId) => nextId(keys.siteCounter(site, 'NEWS')),

  /** Every news item of the site, valid or not, newest first: one Query of its partition. */
  async all(site: SiteId): Promise<NewsRecord[]> {
    return newestFirst((await queryPartition<Record<string, unknown>>(keys.newsPartition(site))).map(strip));
  },

  /** The valid news, newest first: one Query of the sparse gsi1. */
  async valid(site: SiteId): Promise<NewsRecord[]> {
    const items = await queryPartition<Record<string, unknown>>(keys.newsValidPartition(site), { index: 'gsi1' });
    return newestFirst(items.map(strip));
  },

  /** The valid and promoted news, newest first: one Query of the sparse gsi2. */
  async promoted(site: SiteId): Promise<NewsRecord[]> {
    const items = await queryPartition<Record<string, unknown>>(keys.newsPromotedPartition(site), { index: 'gsi2' });
    return newestFirst(items.map(strip));
  },

  async get(site: SiteId, id: number): Promise<NewsRecord | null> {
    const answer = await dynamo().send(
      new GetCommand({ TableName: tableName(), Key: keys.news(site, id), ConsistentRead: true }),
    );
    return answer.Item ? strip(answer.Item) : null;
  },

  /** Writes a new news item, or replaces `previous` if it is still as it was read. */
  async save(site: SiteId, previous: NewsRecord | null, next: NewsRecord): Promise<void> {
    await dynamo()
      .send(
        new PutCommand({
          TableName: tableName(),
          Item: newsItem(site, next),
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

  /** Deletes a news item as it was read. */
  async delete(site: SiteId, previous: NewsRecord): Promise<void> {
    await dynamo()
      .send(
        new DeleteCommand({
          TableName: tableName(),
          Key: keys.news(site, previous.id),
          ConditionExpression: 'attribute_exists(pk) AND updatedAt = :previous',
          ExpressionAttributeValues: { ':previous': previous.updatedAt },
        }),
      )
      .catch(changed);
  },
};
