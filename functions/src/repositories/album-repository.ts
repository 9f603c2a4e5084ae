import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { queryPartition } from '../data/collection.ts';
import { nextId } from '../data/counters.ts';
import { dynamo, tableName } from '../data/dynamo.ts';
import { entityTypes, keys } from '../data/keys.ts';
import type { SiteId } from '../data/site-id.ts';
import type { StoredVariantImage } from './media-repository.ts';

/** An album image as stored: the media object with its variants, and its id within the album. */
export interface AlbumImageRecord extends StoredVariantImage {
  id: number;
}

/** An album as stored (issue 17; docs/data-model.md): one item holding its images in their order. */
export interface AlbumRecord {
  id: number;
  title: string;
  description: string;
  idImageCover: number | null;
  images: AlbumImageRecord[];
  /** The next image's id within this album. */
  nextImageId: number;
  createdAt: string;
  updatedAt: string;
}

/** The album changed or went away since it was read. */
export class AlbumChanged extends Error {}

function strip(item: Record<string, unknown>): AlbumRecord {
  const { pk: _pk, sk: _sk, type: _t, v: _v, ...album } = item;
  return album as unknown as AlbumRecord;
}

function changed(error: unknown): never {
  if ((error as { name?: string }).name === 'ConditionalCheckFailedException') throw new AlbumChanged();
  throw error;
}

/** The item as it was read is still there (the optimistic check of every change). */
const unchanged = (previous: AlbumRecord) => ({
  ConditionExpression: 'attribute_exists(pk) AND updatedAt = :previous',
  ExpressionAttributeValues: { ':previous': previous.updatedAt },
});

/** The only code that reads and writes albums; every key names the authorised site. */
export const albumRepository = {
  nextId: (site: SiteId) => nextId(keys.siteCounter(site, 'ALBUM')),

  /** Every album of the site, by id: one Query of its partition. */
  async all(site: SiteId): Promise<AlbumRecord[]> {
    const items = await queryPartition<Record<string, unknown>>(keys.albumPartition(site));
    return items.map(strip).sort((a, b) => a.id - b.id);
  },

  async get(site: SiteId, id: number): Promise<AlbumRecord | null> {
    const answer = await dynamo().send(
      new GetCommand({ TableName: tableName(), Key: keys.album(site, id), ConsistentRead: true }),
    );
    return answer.Item ? strip(answer.Item) : null;
  },

  /** Writes a new album, or replaces `previous` if it is still as it was read. */
  async save(site: SiteId, previous: AlbumRecord | null, next: AlbumRecord): Promise<void> {
    await dynamo()
      .send(
        new PutCommand({
          TableName: tableName(),
          Item: { ...keys.album(site, next.id), type: entityTypes.album, v: 1, ...next },
          ...(previous ? unchanged(previous) : { ConditionExpression: 'attribute_not_exists(pk)' }),
        }),
      )
      .catch(changed);
  },

  async delete(site: SiteId, previous: AlbumRecord): Promise<void> {
    await dynamo()
      .send(new DeleteCommand({ TableName: tableName(), Key: keys.album(site, previous.id), ...unchanged(previous) }))
      .catch(changed);
  },
};
