import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { AppSiteKeyView, ExternalAppView, SiteKeyView } from '@cellar/shared/site/plugins';
import { queryPartition } from '../data/collection.ts';
import { nextId } from '../data/counters.ts';
import { dynamo, tableName } from '../data/dynamo.ts';
import { entityTypes, keys } from '../data/keys.ts';
import type { SiteId } from '../data/site-id.ts';
import { transactWrite, TransactionConditionFailed } from '../data/transactions.ts';
import { SiteItemChanged, siteItems, strip } from './site-items.ts';

export type SiteKeyRecord = SiteKeyView;
export type AppSiteKeyRecord = AppSiteKeyView;
export type ExternalAppRecord = ExternalAppView;

/** Stored, an application's `type` is `appType`: every item's `type` attribute is its entity type. */
type Stored<R extends { type: string }> = Omit<R, 'type'> & { appType: string };
function stored<R extends { type: string }>({ type, ...rest }: R): Stored<R> {
  return { ...rest, appType: type };
}
function read<R extends { type: string }>({ appType, ...rest }: Stored<R>): R {
  return { ...rest, type: appType } as unknown as R;
}

/** Another application has this type. */
export class ExternalAppTypeTaken extends Error {}

const siteKeys = siteItems<SiteKeyRecord>({
  key: keys.siteKey,
  partition: keys.siteKeyPartition,
  skPrefix: 'KEY#',
  type: entityTypes.siteKey,
  counter: 'SITE_KEY',
});

const appSiteKeys = siteItems<Stored<AppSiteKeyRecord>>({
  key: keys.appSiteKey,
  partition: keys.appSiteKeyPartition,
  skPrefix: 'KEY#',
  type: entityTypes.appSiteKey,
  counter: 'APP_SITE_KEY',
});

function changed(error: unknown): never {
  if ((error as { name?: string }).name === 'ConditionalCheckFailedException') throw new SiteItemChanged();
  throw error;
}

/** Conditioned on the `updatedAt` that was read (`previous`), or on the item being new. */
const condition = (previous: { updatedAt: string } | null) =>
  previous
    ? {
        ConditionExpression: 'attribute_exists(pk) AND updatedAt = :previous',
        ExpressionAttributeValues: { ':previous': previous.updatedAt },
      }
    : { ConditionExpression: 'attribute_not_exists(pk)' };

/**
 * The only code that reads and writes site keys, app site keys, app parameters and the external applications'
 * catalogue. Site-owned keys name the authorised site; app parameters hold secrets and are never in a public read.
 */
export const pluginRepository = {
  siteKeys: {
    nextId: siteKeys.nextId,
    all: siteKeys.all,
    get: siteKeys.get,
    save: siteKeys.save,
  },

  appSiteKeys: {
    nextId: appSiteKeys.nextId,
    all: async (site: SiteId): Promise<AppSiteKeyRecord[]> => (await appSiteKeys.all(site)).map(read),
    async get(site: SiteId, id: number): Promise<AppSiteKeyRecord | null> {
      const found = await appSiteKeys.get(site, id);
      return found ? read(found) : null;
    },
    save: (site: SiteId, previous: AppSiteKeyRecord | null, next: AppSiteKeyRecord) =>
      appSiteKeys.save(site, previous ? stored(previous) : null, stored(next)),
    /** Writes the keys whose place changed, each as it was read, together. */
    async saveAll(site: SiteId, moves: Array<{ previous: AppSiteKeyRecord; next: AppSiteKeyRecord }>): Promise<void> {
      if (moves.length === 0) return;
      try {
        await transactWrite(
          moves.map(({ previous, next }) => ({
            Put: { TableName: tableName(), Item: appSiteKeys.item(site, stored(next)), ...condition(previous) },
          })),
        );
      } catch (error) {
        if (error instanceof TransactionConditionFailed) throw new SiteItemChanged();
        throw error;
      }
    },
  },

  /** One application's parameters for the site (`CA`, `CAWL`, `CUSTOM_STRIPE`, `CHRONOPOST`), or null. */
  async parameters<T extends { updatedAt: string }>(site: SiteId, type: string): Promise<T | null> {
    const answer = await dynamo().send(
      new GetCommand({ TableName: tableName(), Key: keys.appParameters(site, type), ConsistentRead: true }),
    );
    return answer.Item ? strip<T>(answer.Item) : null;
  },

  async saveParameters<T extends { updatedAt: string }>(
    site: SiteId,
    type: string,
    previous: T | null,
    next: T,
  ): Promise<void> {
    await dynamo()
      .send(
        new PutCommand({
          TableName: tableName(),
          Item: { ...keys.appParameters(site, type), type: entityTypes.appParameters, v: 1, ...next },
          ...condition(previous),
        }),
      )
      .catch(changed);
  },

  externalApps: {
    nextId: () => nextId(keys.globalCounter('EXTERNAL_APP')),

    /** The whole catalogue, in id order: one Query of its partition. */
    async all(): Promise<ExternalAppRecord[]> {
      const items = await queryPartition<Record<string, unknown>>(keys.externalAppPartition(), {
        skPrefix: keys.externalAppSkPrefix(),
      });
      return items.map((item) => read(strip<Stored<ExternalAppRecord>>(item)));
    },

    async get(id: number): Promise<ExternalAppRecord | null> {
      const answer = await dynamo().send(
        new GetCommand({ TableName: tableName(), Key: keys.externalApp(id), ConsistentRead: true }),
      );
      return answer.Item ? read(strip<Stored<ExternalAppRecord>>(answer.Item)) : null;
    },

    /** A new application and the reservation of its type, together (a type once in the catalogue). */
    async create(app: ExternalAppRecord): Promise<void> {
      try {
        await transactWrite([
          {
            Put: {
              TableName: tableName(),
              Item: { ...keys.externalApp(app.id), type: entityTypes.externalApp, v: 1, ...stored(app) },
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
          {
            Put: {
              TableName: tableName(),
              Item: { ...keys.externalAppType(app.type), type: entityTypes.uniqueExternalAppType, v: 1, id: app.id },
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
        ]);
      } catch (error) {
        if (error instanceof TransactionConditionFailed)
          throw error.index === 1 ? new ExternalAppTypeTaken() : new SiteItemChanged();
        throw error;
      }
    },

    /** Replaces an application as it was read (its type does not change). */
    async update(previous: ExternalAppRecord, next: ExternalAppRecord): Promise<void> {
      await dynamo()
        .send(
          new PutCommand({
            TableName: tableName(),
            Item: { ...keys.externalApp(next.id), type: entityTypes.externalApp, v: 1, ...stored(next) },
            ...condition(previous),
          }),
        )
        .catch(changed);
    },

    /** Deletes an application as it was read, and frees its type. */
    async delete(previous: ExternalAppRecord): Promise<void> {
      try {
        await transactWrite([
          {
            Delete: {
              TableName: tableName(),
              Key: keys.externalApp(previous.id),
              ...condition(previous),
            },
          },
          { Delete: { TableName: tableName(), Key: keys.externalAppType(previous.type) } },
        ]);
      } catch (error) {
        if (error instanceof TransactionConditionFailed) throw new SiteItemChanged();
        throw error;
      }
    },
  },
};
