import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { ProductTemplateView } from '@cellar/shared/catalog/product-template';
import { queryPartition } from '../data/collection.ts';
import { nextId } from '../data/counters.ts';
import { dynamo, tableName } from '../data/dynamo.ts';
import { entityTypes, keys, mediaKeys } from '../data/keys.ts';
import { s3Objects } from '../data/s3.ts';
import type { SiteId } from '../data/site-id.ts';

/** A product template as stored: its view, and its file at `key` (under the bucket's private prefix). */
export type ProductTemplateRecord = ProductTemplateView & { key: string };

/** The files are the admin's, not the public's: no shared cache may keep them. */
const privateFile = 'private, no-store';

const recordOf = (item: Record<string, unknown>): ProductTemplateRecord => {
  const { pk: _pk, sk: _sk, type: _type, v: _v, ...record } = item;
  return record as ProductTemplateRecord;
};

/** Product templates of a site: one item each in the site's `PRODUCT_TEMPLATE` partition, one object each. */
export const productTemplateRepository = {
  nextId: (site: SiteId) => nextId(keys.siteCounter(site, 'PRODUCT_TEMPLATE')),

  async all(site: SiteId): Promise<ProductTemplateRecord[]> {
    return (await queryPartition<Record<string, unknown>>(keys.productTemplatePartition(site))).map(recordOf);
  },

  async get(site: SiteId, id: number): Promise<ProductTemplateRecord | null> {
    const answer = await dynamo().send(
      new GetCommand({ TableName: tableName(), Key: keys.productTemplate(site, id), ConsistentRead: true }),
    );
    return answer.Item ? recordOf(answer.Item) : null;
  },

  async create(site: SiteId, record: ProductTemplateRecord): Promise<void> {
    await dynamo().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...keys.productTemplate(site, record.id), type: entityTypes.productTemplate, v: 1, ...record },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
  },

  /** Deletes the item and answers what it held (null when there was none). */
  async delete(site: SiteId, id: number): Promise<ProductTemplateRecord | null> {
    const answer = await dynamo().send(
      new DeleteCommand({ TableName: tableName(), Key: keys.productTemplate(site, id), ReturnValues: 'ALL_OLD' }),
    );
    return answer.Attributes ? recordOf(answer.Attributes) : null;
  },

  fileKey: (site: SiteId, id: string, extension: string): string => mediaKeys.productTemplate(site, id, extension),
  putFile: (key: string, data: Uint8Array, contentType: string) => s3Objects.put(key, data, contentType, privateFile),
  getFile: (key: string) => s3Objects.get(key),
  removeFile: (key: string) => s3Objects.remove(key),
};
