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
export const catalogueVersionRepository = {
  /** An eventually consistent read (a few milliseconds behind a bump at worst): the list reads it on every call. */
  async current(site: SiteId): Promise<CatalogueVersion> {
    const answer = await dynamo().send(new GetCommand({ TableName: tableName(), Key: keys.catalogueVersion(site) }));
    const item = answer.Item as Partial<CatalogueVersion> | undefined;
    return { version: item?.version ?? 0, changedAt: item?.changedAt ?? 0 };
  },

  async bump(site: SiteId, now: number = Date.now()): Promise<void> {
    await dynamo().send(new UpdateCommand({ TableName: tableName(), ...bumpUpdate(site, now) }));
  },

  /** The bump as one action of a transaction: the write and its version move together. */
  bumpAction(site: SiteId, now: number = Date.now()): TransactItem {
    return { Update: { TableName: tableName(), ...bumpUpdate(site, now) } };
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
