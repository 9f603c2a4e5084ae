import {
  BatchGetCommand,
  DeleteCommand,
  GetCommand,
  UpdateCommand,
  type BatchGetCommandInput,
  type BatchGetCommandOutput,
} from '@aws-sdk/lib-dynamodb';
import type { SiteView } from '@cellar/shared/site/site';
import { queryPartition } from '../data/collection.ts';
import { nextId } from '../data/counters.ts';
import { dynamo, tableName } from '../data/dynamo.ts';
import { entityTypes, keys } from '../data/keys.ts';
import type { SiteId } from '../data/site-id.ts';
import { transactWrite, TransactionConditionFailed } from '../data/transactions.ts';

/** A site as stored: its view (`slug`: its name in local host names, `<slug>.localhost`), its media, its last save. */
export type SiteRecord = SiteView & {
  /** Media object keys. */
  logoKey: string | null;
  bannerKeys: Partial<Record<string, string>>;
  updatedAt: string;
};

/** Thrown when another site already has the slug. */
export class SlugTaken extends Error {}
/** Thrown when another site's url already has the host name. */
export class HostTaken extends Error {}
/** The site's id is taken (create answers false). */
class SiteExists extends Error {}

/** A host name as compared: lower case, without port or trailing dot. */
export const normaliseHost = (host: string): string =>
  host.trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');

/**
 * A host name as reserved and looked up: lower case, without port or trailing dot; null for a host
 * that cannot name one site (empty, `localhost` and `*.localhost`, IP addresses): the storefront
 * finds those sites by slug (`<slug>.localhost`) or `?site=<id>`.
 */
export function publicHost(host: string): string | null {
  const name = normaliseHost(host);
  if (name === '' || name === 'localhost' || name.endsWith('.localhost')) return null;
  if (/^[\d.]+$/.test(name) || name.includes(':') || name.startsWith('[')) return null;
  return name;
}

/** The host name a site's `url` reserves, if any. */
export function siteHostOf(url: string | null): string | null {
  if (!url) return null;
  try {
    return publicHost(new URL(url).hostname);
  } catch {
    return null;
  }
}

const fields = (item: Record<string, unknown>): SiteRecord => ({
  id: item.id as number,
  name: item.name as string,
  slug: item.slug as string,
  url: (item.url as string | null | undefined) ?? null,
  defaultLang: item.defaultLang as string,
  functionalities: (item.functionalities as string[] | undefined) ?? [],
  logoKey: (item.logoKey as string | null | undefined) ?? null,
  bannerKeys: (item.bannerKeys as Record<string, string> | undefined) ?? {},
  createdAt: item.createdAt as string,
  updatedAt: (item.updatedAt as string | undefined) ?? (item.createdAt as string),
});

const siteItem = (site: SiteRecord) => ({
  ...keys.site(site.id),
  ...keys.siteListIndex(site.id),
  type: entityTypes.site,
  v: 1,
  ...site,
});
const slugItem = (site: SiteRecord) => ({
  ...keys.uniqueSiteSlug(site.slug),
  type: entityTypes.uniqueSlug,
  v: 1,
  idSite: site.id,
});
const hostItem = (site: SiteRecord, host: string) => ({
  ...keys.uniqueSiteHost(host),
  type: entityTypes.uniqueHost,
  v: 1,
  idSite: site.id,
});

type TransactItem = Parameters<typeof transactWrite>[0][number];
/** An action of a site transaction, with what its failed condition means. */
interface SiteAction {
  item: TransactItem;
  onConditionFailed?: () => Error;
}

/** Runs the actions in one transaction; a failed condition becomes the error its action names. */
async function transactSite(actions: SiteAction[]): Promise<void> {
  try {
    await transactWrite(actions.map((a) => a.item));
  } catch (error) {
    if (error instanceof TransactionConditionFailed) {
      const meaning = actions[error.index]?.onConditionFailed?.();
      if (meaning) throw meaning;
    }
    throw error;
  }
}

/** Reserves the host for the site: a new reservation, or one the site holds already (kept across saves). */
function reserveHost(table: string, site: SiteRecord, host: string): SiteAction {
  return {
    item: {
      Put: {
        TableName: table,
        Item: hostItem(site, host),
        ConditionExpression: 'attribute_not_exists(pk) OR idSite = :idSite',
        ExpressionAttributeValues: { ':idSite': site.id },
      },
    },
    onConditionFailed: () => new HostTaken(),
  };
}

/** Which site holds a reservation item, if any. */
async function reservedBy(key: { pk: string; sk: string }): Promise<number | null> {
  const answer = await dynamo().send(new GetCommand({ TableName: tableName(), Key: key }));
  return typeof answer.Item?.idSite === 'number' ? answer.Item.idSite : null;
}

/** Sites are not owned by a site: they are read by id, by list for super-admins, or by the ids a user has. */
export const siteRepository = {
  nextId: () => nextId(keys.globalCounter('SITE')),

  async get(idSite: number): Promise<SiteRecord | null> {
    const answer = await dynamo().send(new GetCommand({ TableName: tableName(), Key: keys.site(idSite) }));
    return answer.Item ? fields(answer.Item) : null;
  },

  /** Every site in id order (gsi1), site 0 included. */
  async listAll(): Promise<SiteRecord[]> {
    return (await queryPartition<Record<string, unknown>>(keys.siteListPartition(), { index: 'gsi1' })).map(fields);
  },

  /** The sites of these ids that exist, in id order (BatchGet, 100 a call). */
  async getMany(ids: readonly number[]): Promise<SiteRecord[]> {
    const found: SiteRecord[] = [];
    for (let i = 0; i < ids.length; i += 100) {
      let request: BatchGetCommandInput['RequestItems'] = {
        [tableName()]: { Keys: ids.slice(i, i + 100).map((id) => ({ ...keys.site(id) })) },
      };
      while (request && Object.keys(request).length > 0) {
        const answer: BatchGetCommandOutput = await dynamo().send(new BatchGetCommand({ RequestItems: request }));
        found.push(...(answer.Responses?.[tableName()] ?? []).map(fields));
        request = answer.UnprocessedKeys;
      }
    }
    return found.sort((a, b) => a.id - b.id);
  },

  /** The site a slug names (`UNIQUE#SITE_SLUG`), if any. */
  idBySlug: (slug: string): Promise<number | null> => reservedBy(keys.uniqueSiteSlug(slug)),

  /** The site whose url has this host name (`UNIQUE#SITE_HOST`, see `publicHost`), if any. */
  idByHost: (host: string): Promise<number | null> => reservedBy(keys.uniqueSiteHost(host)),

  /**
   * Creates the site with its slug reservation and the reservation of its url's host, in one
   * transaction; answers false when the id exists already.
   */
  async create(site: SiteRecord): Promise<boolean> {
    const table = tableName();
    const host = siteHostOf(site.url);
    try {
      await transactSite([
        {
          item: { Put: { TableName: table, Item: siteItem(site), ConditionExpression: 'attribute_not_exists(pk)' } },
          onConditionFailed: () => new SiteExists(),
        },
        {
          item: { Put: { TableName: table, Item: slugItem(site), ConditionExpression: 'attribute_not_exists(pk)' } },
          onConditionFailed: () => new SlugTaken(),
        },
        ...(host ? [reserveHost(table, site, host)] : []),
      ]);
      return true;
    } catch (error) {
      if (error instanceof SiteExists) return false;
      throw error;
    }
  },

  /**
   * Writes a changed site in one transaction: moves the slug reservation when the slug changed, and
   * the host reservation when its url's host changed (re-put when kept, so a site saved before
   * hosts were reserved gets its reservation).
   */
  async save(previous: SiteRecord, next: SiteRecord): Promise<void> {
    const table = tableName();
    const moveSlug = previous.slug !== next.slug;
    const previousHost = siteHostOf(previous.url);
    const nextHost = siteHostOf(next.url);
    await transactSite([
      { item: { Put: { TableName: table, Item: siteItem(next), ConditionExpression: 'attribute_exists(pk)' } } },
      ...(moveSlug
        ? [
            {
              item: {
                Put: { TableName: table, Item: slugItem(next), ConditionExpression: 'attribute_not_exists(pk)' },
              },
              onConditionFailed: () => new SlugTaken(),
            },
            { item: { Delete: { TableName: table, Key: keys.uniqueSiteSlug(previous.slug) } } },
          ]
        : []),
      ...(nextHost ? [reserveHost(table, next, nextHost)] : []),
      ...(previousHost && previousHost !== nextHost
        ? [
            {
              item: {
                Delete: {
                  TableName: table,
                  Key: keys.uniqueSiteHost(previousHost),
                  ConditionExpression: 'attribute_not_exists(pk) OR idSite = :idSite',
                  ExpressionAttributeValues: { ':idSite': previous.id },
                },
              },
            },
          ]
        : []),
    ]);
  },

  /**
   * Forgets the site (its deletion's last step): its slug and host reservations while they are still its own, then
   * its record with its place in the list. One by one, the record last: a retry still finds what it must free.
   */
  async remove(site: SiteRecord): Promise<void> {
    const host = siteHostOf(site.url);
    for (const key of [keys.uniqueSiteSlug(site.slug), ...(host ? [keys.uniqueSiteHost(host)] : [])])
      await dynamo()
        .send(
          new DeleteCommand({
            TableName: tableName(),
            Key: key,
            ConditionExpression: 'idSite = :idSite',
            ExpressionAttributeValues: { ':idSite': site.id },
          }),
        )
        .catch((error: unknown) => {
          if ((error as { name?: string }).name !== 'ConditionalCheckFailedException') throw error;
        });
    await dynamo().send(new DeleteCommand({ TableName: tableName(), Key: keys.site(site.id) }));
  },

  /** Sets one media key of the site (logo or a banner) and answers the key it replaced. */
  async setMedia(
    idSite: SiteId,
    slot: { kind: 'logo' } | { kind: 'banner'; type: string },
    key: string,
  ): Promise<string | null> {
    const now = new Date().toISOString();
    const answer = await dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.site(idSite),
        ConditionExpression: 'attribute_exists(pk)',
        UpdateExpression:
          slot.kind === 'logo'
            ? 'SET logoKey = :key, updatedAt = :now'
            : 'SET bannerKeys = if_not_exists(bannerKeys, :empty), updatedAt = :now',
        ExpressionAttributeValues: slot.kind === 'logo' ? { ':key': key, ':now': now } : { ':empty': {}, ':now': now },
        ReturnValues: 'ALL_OLD',
      }),
    );
    if (slot.kind === 'logo') return (answer.Attributes?.logoKey as string | undefined) ?? null;
    // A map entry can be set only once the map exists: second update.
    const banner = await dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.site(idSite),
        UpdateExpression: 'SET bannerKeys.#type = :key',
        ExpressionAttributeNames: { '#type': slot.type },
        ExpressionAttributeValues: { ':key': key },
        ReturnValues: 'UPDATED_OLD',
      }),
    );
    return (banner.Attributes?.bannerKeys as Record<string, string> | undefined)?.[slot.type] ?? null;
  },
};
