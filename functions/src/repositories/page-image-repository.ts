import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { PageImageView } from '@cellar/shared/pages/page-image';
import { batchGet } from '../data/batch-get.ts';
import { queryPartition } from '../data/collection.ts';
import { nextId } from '../data/counters.ts';
import { dynamo, tableName } from '../data/dynamo.ts';
import { entityTypes, keys } from '../data/keys.ts';
import type { SiteId } from '../data/site-id.ts';
import { setFields } from '../data/update-fields.ts';
import { mediaRepository } from './media-repository.ts';

/** A page image of a site (`SITE#<s>#PAGE_IMAGE` / `IMAGE#<id>`): its texts and the S3 object (`key`) of its file. */
export interface PageImageRecord {
  id: number;
  name: string;
  alt: string;
  key: string;
  contentType: string;
  size: number;
  createdAt: string;
  updatedAt: string;
}

/** The image went away between our read and our write. */
export class PageImageMissing extends Error {}

function stored(item: Record<string, unknown>): PageImageRecord {
  const { pk: _pk, sk: _sk, type: _type, v: _v, ...rest } = item;
  return rest as unknown as PageImageRecord;
}

/** The image as answered, with the public address of its file. */
export function pageImageView(record: PageImageRecord): PageImageView {
  return {
    id: record.id,
    url: mediaRepository.url(record.key) ?? '',
    name: record.name,
    alt: record.alt,
    contentType: record.contentType,
    size: record.size,
    createdAt: record.createdAt,
  };
}

const isConditionFailure = (error: unknown) => (error as { name?: string }).name === 'ConditionalCheckFailedException';

/** The only code that reads and writes a site's page images (their records; the files go through mediaRepository). */
export const pageImageRepository = {
  nextId: (site: SiteId) => nextId(keys.siteCounter(site, 'PAGE_IMAGE')),

  /** Every image of the site, in id order: one Query (a site keeps hundreds, not millions). */
  async all(site: SiteId): Promise<PageImageRecord[]> {
    return (await queryPartition<Record<string, unknown>>(keys.pageImagePartition(site))).map(stored);
  },

  async get(site: SiteId, id: number): Promise<PageImageRecord | null> {
    const answer = await dynamo().send(
      new GetCommand({ TableName: tableName(), Key: keys.pageImage(site, id), ConsistentRead: true }),
    );
    return answer.Item ? stored(answer.Item) : null;
  },

  /** These images of the site as answered (BatchGet; unknown ids simply absent), in the ids' order. */
  async getMany(site: SiteId, ids: readonly number[]): Promise<PageImageView[]> {
    if (ids.length === 0) return [];
    const byId = new Map(
      (await batchGet(ids.map((id) => keys.pageImage(site, id)))).map((item) => {
        const record = stored(item);
        return [record.id, pageImageView(record)] as const;
      }),
    );
    return [...new Set(ids)].flatMap((id) => {
      const view = byId.get(id);
      return view ? [view] : [];
    });
  },

  async create(site: SiteId, record: PageImageRecord): Promise<void> {
    await dynamo().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...keys.pageImage(site, record.id), type: entityTypes.pageImage, v: 1, ...record },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
  },

  /** Sets the texts of an existing image and answers it as stored. */
  async update(
    site: SiteId,
    id: number,
    fields: Partial<Pick<PageImageRecord, 'name' | 'alt' | 'updatedAt'>>,
  ): Promise<PageImageRecord> {
    try {
      const answer = await dynamo().send(
        new UpdateCommand({
          ...setFields(keys.pageImage(site, id), fields, { expression: 'attribute_exists(pk)' }),
          ReturnValues: 'ALL_NEW',
        }),
      );
      return stored(answer.Attributes ?? {});
    } catch (error) {
      if (isConditionFailure(error)) throw new PageImageMissing();
      throw error;
    }
  },
};
