import { DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { LiveStatus, ReleaseKind } from '@cellar/shared/workflows/releases';
import { dynamo, tableName } from '../data/dynamo.ts';
import { entityTypes, keys } from '../data/keys.ts';
import type { SiteId } from '../data/site-id.ts';

/** A release as recorded (`SITE#<s>#RELEASES` / `RELEASE#<id>`): complete once its manifest is written. */
export interface ReleaseRecord {
  id: string;
  kind: ReleaseKind;
  createdAt: string;
  createdBy: string;
  jobId: string;
  documents: number;
  languages: string[];
  clientVersion: string;
  complete: boolean;
}

/** Which release the site's addresses serve (`CURRENT`), kept beside the pointers themselves. */
export interface CurrentRelease {
  releaseId: string;
  kind: ReleaseKind;
  clientVersion: string;
  switchedAt: string;
  switchedBy: string;
}

/** The live-edit instance (`LIVE`): the job building the preview, and the preview served once it is done. */
export interface LiveRecord {
  status: Exclude<LiveStatus['status'], 'stopped'>;
  jobId: string;
  releaseId: string;
  /** Drawn for each run: the preview's address names it (`?preview=<site>-<token>`). */
  token: string;
  startedAt: string;
  failure: string | null;
}

function strip<T>(item: Record<string, unknown>): T {
  const { pk: _pk, sk: _sk, type: _type, ...rest } = item;
  return rest as T;
}

/** The only code that reads and writes the records of releases (their objects: release-objects.ts). */
export const releaseRepository = {
  async put(site: SiteId, release: ReleaseRecord): Promise<void> {
    await dynamo().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...keys.release(site, release.id), type: entityTypes.release, ...release },
      }),
    );
  },

  async markComplete(site: SiteId, id: string, documents: number): Promise<void> {
    await dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.release(site, id),
        UpdateExpression: 'SET complete = :true, documents = :documents',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':true': true, ':documents': documents },
      }),
    );
  },

  async get(site: SiteId, id: string): Promise<ReleaseRecord | null> {
    const answer = await dynamo().send(
      new GetCommand({ TableName: tableName(), Key: keys.release(site, id), ConsistentRead: true }),
    );
    return answer.Item ? strip<ReleaseRecord>(answer.Item) : null;
  },

  /** Every release of the site, newest first (ids sort by time): one Query. */
  async all(site: SiteId): Promise<ReleaseRecord[]> {
    const answer = await dynamo().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
        ExpressionAttributeValues: { ':pk': keys.releasePartition(site), ':sk': keys.releaseSkPrefix() },
        ScanIndexForward: false,
        ConsistentRead: true,
      }),
    );
    return (answer.Items ?? []).map((item) => strip<ReleaseRecord>(item));
  },

  async remove(site: SiteId, id: string): Promise<void> {
    await dynamo().send(new DeleteCommand({ TableName: tableName(), Key: keys.release(site, id) }));
  },

  async current(site: SiteId): Promise<CurrentRelease | null> {
    const answer = await dynamo().send(
      new GetCommand({ TableName: tableName(), Key: keys.releaseCurrent(site), ConsistentRead: true }),
    );
    return answer.Item ? strip<CurrentRelease>(answer.Item) : null;
  },

  async setCurrent(site: SiteId, current: CurrentRelease): Promise<void> {
    await dynamo().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...keys.releaseCurrent(site), type: entityTypes.releaseCurrent, ...current },
      }),
    );
  },

  async live(site: SiteId): Promise<LiveRecord | null> {
    const answer = await dynamo().send(
      new GetCommand({ TableName: tableName(), Key: keys.liveEdit(site), ConsistentRead: true }),
    );
    return answer.Item ? strip<LiveRecord>(answer.Item) : null;
  },

  async setLive(site: SiteId, live: LiveRecord): Promise<void> {
    await dynamo().send(
      new PutCommand({ TableName: tableName(), Item: { ...keys.liveEdit(site), type: entityTypes.liveEdit, ...live } }),
    );
  },

  /** Updates the live record only while it is this job's (a stop, then a new start, wins over a late end). */
  async updateLive(site: SiteId, jobId: string, change: Partial<Pick<LiveRecord, 'status' | 'failure'>>) {
    const names = Object.keys(change);
    if (names.length === 0) return;
    await dynamo()
      .send(
        new UpdateCommand({
          TableName: tableName(),
          Key: keys.liveEdit(site),
          UpdateExpression: `SET ${names.map((n) => `#${n} = :${n}`).join(', ')}`,
          ConditionExpression: 'jobId = :job',
          ExpressionAttributeNames: Object.fromEntries(names.map((n) => [`#${n}`, n])),
          ExpressionAttributeValues: {
            ':job': jobId,
            ...Object.fromEntries(Object.entries(change).map(([n, v]) => [`:${n}`, v])),
          },
        }),
      )
      .catch((error: unknown) => {
        if ((error as { name?: string }).name !== 'ConditionalCheckFailedException') throw error;
      });
  },

  async removeLive(site: SiteId): Promise<void> {
    await dynamo().send(new DeleteCommand({ TableName: tableName(), Key: keys.liveEdit(site) }));
  },
};
