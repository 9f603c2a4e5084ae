import { BatchGetCommand, GetCommand, UpdateCommand, type BatchGetCommandInput, type BatchGetCommandOutput } from '@aws-sdk/lib-dynamodb';
import { queryPartition } from '../data/collection.ts';
import { dynamo, tableName } from '../data/dynamo.ts';
import { entityTypes, keys } from '../data/keys.ts';
import type { SiteId } from '../data/site-id.ts';
import { transactWrite, TransactionConditionFailed } from '../data/transactions.ts';

export interface SiteRecord {
  id: number;
  name: string;
  /** Short name used in local host names (`<slug>.localhost`) and storefront resolution. */
  slug: string;
  url: string | null;
  defaultLang: string;
  functionalities: string[];
  /** Media object keys. */
  logoKey: string | null;
  bannerKeys: Partial<Record<string, string>>;
  createdAt: string;
  updatedAt: string;
}

/** Thrown when another site already has the slug. */
export class SlugTaken extends Error {}

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

const siteItem = (site: SiteRecord) => ({ ...keys.site(site.id), ...keys.siteListIndex(site.id), type: entityTypes.site, v: 1, ...site });
const slugItem = (site: SiteRecord) => ({ ...keys.uniqueSiteSlug(site.slug), type: entityTypes.uniqueSlug, v: 1, idSite: site.id });

/** Sites are not owned by a site: they are read by id, by list for super-admins, or by the ids a user has. */
export const siteRepository = {
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
      let request: BatchGetCommandInput['RequestItems'] = { [tableName()]: { Keys: ids.slice(i, i + 100).map((id) => ({ ...keys.site(id) })) } };
      while (request && Object.keys(request).length > 0) {
        const answer: BatchGetCommandOutput = await dynamo().send(new BatchGetCommand({ RequestItems: request }));
        found.push(...(answer.Responses?.[tableName()] ?? []).map(fields));
        request = answer.UnprocessedKeys;
      }
    }
    return found.sort((a, b) => a.id - b.id);
  },

  /** Creates the site with its slug reservation; answers false when the id exists already. */
  async create(site: SiteRecord): Promise<boolean> {
    try {
      await transactWrite([
        { Put: { TableName: tableName(), Item: siteItem(site), ConditionExpression: 'attribute_not_exists(pk)' } },
        { Put: { TableName: tableName(), Item: slugItem(site), ConditionExpression: 'attribute_not_exists(pk)' } },
      ]);
      return true;
    } catch (error) {
      if (error instanceof TransactionConditionFailed && error.index === 0) return false;
      if (error instanceof TransactionConditionFailed) throw new SlugTaken();
      throw error;
    }
  },

  /** Writes a changed site, moving the slug reservation when the slug changed. */
  async save(previous: SiteRecord, next: SiteRecord): Promise<void> {
    const table = tableName();
    const moveSlug = previous.slug !== next.slug;
    try {
      await transactWrite([
        { Put: { TableName: table, Item: siteItem(next), ConditionExpression: 'attribute_exists(pk)' } },
        ...(moveSlug
          ? [
              { Put: { TableName: table, Item: slugItem(next), ConditionExpression: 'attribute_not_exists(pk)' } },
              { Delete: { TableName: table, Key: keys.uniqueSiteSlug(previous.slug) } },
            ]
          : []),
      ]);
    } catch (error) {
      if (error instanceof TransactionConditionFailed && error.index === 1) throw new SlugTaken();
      throw error;
    }
  },

  /** Sets one media key of the site (logo or a banner) and answers the key it replaced. */
  async setMedia(idSite: SiteId, slot: { kind: 'logo' } | { kind: 'banner'; type: string }, key: string): Promise<string | null> {
    const now = new Date().toISOString();
    const answer = await dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.site(idSite),
        ConditionExpression: 'attribute_exists(pk)',
        UpdateExpression: slot.kind === 'logo' ? 'SET logoKey = :key, updatedAt = :now' : 'SET bannerKeys = if_not_exists(bannerKeys, :empty), updatedAt = :now',
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
