import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { queryIndexItem, queryPartition } from '../data/collection.ts';
import { nextId } from '../data/counters.ts';
import { dynamo, tableName } from '../data/dynamo.ts';
import { entityTypes, keys } from '../data/keys.ts';
import type { SiteId } from '../data/site-id.ts';

/** A site file as stored (issue 17; docs/data-model.md): its bytes are the private object `key`. */
export interface SiteFileRecord {
  id: number;
  /** What the admin calls it (the list, the download's file name). */
  name: string;
  /** The name it had on the admin's computer. */
  filename: string;
  /** The download name's first part, random so that a file cannot be guessed: `/file/download/{url}.{extension}`. */
  url: string;
  extension: string;
  contentType: string;
  size: number;
  key: string;
  valid: boolean;
  createdAt: string;
  updatedAt: string;
}

/** The file changed or went away since it was read. */
export class SiteFileChanged extends Error {}

function fileItem(site: SiteId, file: SiteFileRecord) {
  return {
    ...keys.siteFile(site, file.id),
    ...keys.siteFileUrlIndex(site, file.url),
    type: entityTypes.siteFile,
    v: 1,
    ...file,
  };
}

function strip(item: Record<string, unknown>): SiteFileRecord {
  const { pk: _pk, sk: _sk, gsi1pk: _g1, gsi1sk: _g2, type: _t, v: _v, ...file } = item;
  return file as unknown as SiteFileRecord;
}

function changed(error: unknown): never {
  if ((error as { name?: string }).name === 'ConditionalCheckFailedException') throw new SiteFileChanged();
  throw error;
}

/** The only code that reads and writes site files' items; every key names the authorised site. */
export const siteFileRepository = {
  nextId: (site: SiteId) => nextId(keys.siteCounter(site, 'SITE_FILE')),

  /** Every file of the site, valid or not: one Query of its partition. */
  async all(site: SiteId): Promise<SiteFileRecord[]> {
    return (await queryPartition<Record<string, unknown>>(keys.siteFilePartition(site))).map(strip);
  },

  async get(site: SiteId, id: number): Promise<SiteFileRecord | null> {
    const answer = await dynamo().send(
      new GetCommand({ TableName: tableName(), Key: keys.siteFile(site, id), ConsistentRead: true }),
    );
    return answer.Item ? strip(answer.Item) : null;
  },

  /** The file of this download name in this site (one Query of gsi1), or null. */
  async byUrl(site: SiteId, url: string): Promise<SiteFileRecord | null> {
    const { gsi1pk, gsi1sk } = keys.siteFileUrlIndex(site, url);
    const item = await queryIndexItem<Record<string, unknown>>('gsi1', gsi1pk, gsi1sk);
    return item ? strip(item) : null;
  },

  /** Writes a new file, or replaces `previous` if it is still as it was read. */
  async save(site: SiteId, previous: SiteFileRecord | null, next: SiteFileRecord): Promise<void> {
    await dynamo()
      .send(
        new PutCommand({
          TableName: tableName(),
          Item: fileItem(site, next),
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

  /** Deletes a file's item as it was read. */
  async delete(site: SiteId, previous: SiteFileRecord): Promise<void> {
    await dynamo()
      .send(
        new DeleteCommand({
          TableName: tableName(),
          Key: keys.siteFile(site, previous.id),
          ConditionExpression: 'attribute_exists(pk) AND updatedAt = :previous',
          ExpressionAttributeValues: { ':previous': previous.updatedAt },
        }),
      )
      .catch(changed);
  },
};
