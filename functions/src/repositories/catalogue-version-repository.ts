import { GetCommand, UpdateCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '../data/dynamo.ts';
import { entityTypes, keys } from '../data/keys.ts';
import type { SiteId } from '../data/site-id.ts';

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** The site's catalogue version and when it last moved (epoch ms); a site never written has version 0. */
export interface CatalogueVersion {
  version: number;
  changedAt: number;
}

/**
 * The version of what the storefront's product list shows (docs/catalogue-cache.md): every write that changes a
 * product, a vintage, a price, a stock state, a discount or a validity bumps it after it is written, so that the
 * list's projection and the answers cached for the previous version are no longer used.
 */
/**
 * How long a container uses the version it read (docs/catalogue-cache.md): every storefront read and checkout call asks
 * for it, and a change reaching shoppers within a second is soon enough. A bump in this container forgets it at once.
 */
export const versionTtlMs = 1_000;
const read = new Map<SiteId, { at: number; inFlight: boolean; value: Promise<CatalogueVersion> }>();
/** Until when a site's version is read anew each time: a transaction with a bump may still be on its way. */
const uncachedUntil = new Map<SiteId, number>();

export const catalogueVersionRepository = {
  /** An eventually consistent read (a few milliseconds behind a bump at worst), used for `versionTtlMs`. */
  current(site: SiteId, now: number = Date.now()): Promise<CatalogueVersion> {
    const kept = read.get(site);
    const uncached = (uncachedUntil.get(site) ?? 0) > now;
    // Within a second of a bump here, only a read still in flight is shared (the calls of one request).
    if (kept && (uncached ? kept.inFlight : now - kept.at < versionTtlMs)) return kept.value;
    const entry = { at: now, inFlight: true, value: Promise.resolve({ version: 0, changedAt: 0 }) };
    entry.value = dynamo()
      .send(new GetCommand({ TableName: tableName(), Key: keys.catalogueVersion(site) }))
      .then((answer) => {
        const item = answer.Item as Partial<CatalogueVersion> | undefined;
        return { version: item?.version ?? 0, changedAt: item?.changedAt ?? 0 };
      })
      .finally(() => {
        entry.inFlight = false;
      });
    read.set(site, entry);
    entry.value.catch(() => read.delete(site));
    return entry.value;
  },

  async bump(site: SiteId, now: number = Date.now()): Promise<void> {
    read.delete(site);
    await dynamo().send(new UpdateCommand({ TableName: tableName(), ...bumpUpdate(site, now) }));
    read.delete(site);
  },

  /** The bump as one action of a transaction: the write and its version move together (the caller's read forgotten). */
  bumpAction(site: SiteId, now: number = Date.now()): TransactItem {
    read.delete(site);
    uncachedUntil.set(site, now + versionTtlMs);
    return { Update: { TableName: tableName(), ...bumpUpdate(site, now) } };
  },

  /** Forgets the versions this container read (the local stack on a new table). */
  forget(): void {
    read.clear();
    uncachedUntil.clear();
  },
};

function bumpUpdate(site: SiteId, now: number) {
  return {
    Key: keys.catalogueVersion(site),
    UpdateExpression: 'ADD version :one SET changedAt = :now, #type = :type',
    ExpressionAttributeNames: { '#type': 'type' },
    ExpressionAttributeValues: { ':one': 1, ':now': now, ':type': entityTypes.catalogueVersion },
  };
}
