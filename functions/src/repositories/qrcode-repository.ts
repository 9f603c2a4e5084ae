import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { QrcodeStyle } from '@cellar/shared/content/qrcode';
import { queryIndexItem, queryPartition } from '../data/collection.ts';
import { nextId } from '../data/counters.ts';
import { dynamo, tableName } from '../data/dynamo.ts';
import { entityTypes, keys } from '../data/keys.ts';
import type { SiteId } from '../data/site-id.ts';

/** A QR code as stored (issue 17; docs/data-model.md). On site 0 it is a model: no target, no token. */
export interface QrcodeRecord {
  id: number;
  name: string;
  target: string;
  style: QrcodeStyle;
  token: string | null;
  /** Kept by the scans' atomic ADD, never written by a save (a save must not undo a scan). */
  scans: number;
  createdAt: string;
  updatedAt: string;
}

/** The QR code changed or went away since it was read. */
export class QrcodeChanged extends Error {}

function strip(item: Record<string, unknown>): QrcodeRecord {
  const { pk: _pk, sk: _sk, gsi1pk: _g1, gsi1sk: _g2, type: _t, v: _v, ...qrcode } = item;
  return { ...(qrcode as unknown as QrcodeRecord), scans: Number(item.scans ?? 0) };
}

function changed(error: unknown): never {
  if ((error as { name?: string }).name === 'ConditionalCheckFailedException') throw new QrcodeChanged();
  throw error;
}

/** The only code that reads and writes QR codes; every key names the authorised (or the host's) site. */
export const qrcodeRepository = {
  nextId: (site: SiteId) => nextId(keys.siteCounter(site, 'QRCODE')),

  /** Every QR code of the site, in id order: one Query of its partition. */
  async all(site: SiteId): Promise<QrcodeRecord[]> {
    return (await queryPartition<Record<string, unknown>>(keys.qrcodePartition(site))).map(strip);
  },

  async get(site: SiteId, id: number): Promise<QrcodeRecord | null> {
    const answer = await dynamo().send(
      new GetCommand({ TableName: tableName(), Key: keys.qrcode(site, id), ConsistentRead: true }),
    );
    return answer.Item ? strip(answer.Item) : null;
  },

  /** The QR code of this site with this token (gsi1, keyed by site and token), or null. */
  async byToken(site: SiteId, token: string): Promise<QrcodeRecord | null> {
    const index = keys.qrcodeTokenIndex(site, token);
    const item = await queryIndexItem<Record<string, unknown>>('gsi1', index.gsi1pk, index.gsi1sk);
    return item ? strip(item) : null;
  },

  async create(site: SiteId, qrcode: QrcodeRecord): Promise<void> {
    await dynamo().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...keys.qrcode(site, qrcode.id),
          ...(qrcode.token ? keys.qrcodeTokenIndex(site, qrcode.token) : {}),
          type: entityTypes.qrcode,
          v: 1,
          ...qrcode,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
  },

  /** Changes the name, target and style of `previous` if it is still as it was read (scans and token stay). */
  async update(site: SiteId, previous: QrcodeRecord, next: QrcodeRecord): Promise<void> {
    await dynamo()
      .send(
        new UpdateCommand({
          TableName: tableName(),
          Key: keys.qrcode(site, previous.id),
          UpdateExpression: 'SET #name = :name, target = :target, #style = :style, updatedAt = :updatedAt',
          ConditionExpression: 'attribute_exists(pk) AND updatedAt = :previous',
          ExpressionAttributeNames: { '#name': 'name', '#style': 'style' },
          ExpressionAttributeValues: {
            ':name': next.name,
            ':target': next.target,
            ':style': next.style,
            ':updatedAt': next.updatedAt,
            ':previous': previous.updatedAt,
          },
        }),
      )
      .catch(changed);
  },

  /** One more scan, atomically (ADD); nothing when the QR code went away meanwhile. */
  async countScan(site: SiteId, id: number): Promise<void> {
    await dynamo()
      .send(
        new UpdateCommand({
          TableName: tableName(),
          Key: keys.qrcode(site, id),
          UpdateExpression: 'ADD scans :one',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeValues: { ':one': 1 },
        }),
      )
      .catch((error: unknown) => {
        if ((error as { name?: string }).name !== 'ConditionalCheckFailedException') throw error;
      });
  },

  async delete(site: SiteId, previous: QrcodeRecord): Promise<void> {
    await dynamo()
      .send(
        new DeleteCommand({
          TableName: tableName(),
          Key: keys.qrcode(site, previous.id),
          ConditionExpression: 'attribute_exists(pk) AND updatedAt = :previous',
          ExpressionAttributeValues: { ':previous': previous.updatedAt },
        }),
      )
      .catch(changed);
  },
};
