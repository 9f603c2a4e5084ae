import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '../data/dynamo.ts';
import { entityTypes, keys } from '../data/keys.ts';

export interface SiteRecord {
  id: number;
  name: string;
  /** Short name used in local host names (`<slug>.localhost`) and storefront resolution. */
  slug: string;
  defaultLang: string;
  createdAt: string;
}

type SiteItem = SiteRecord & { pk: string; sk: string; gsi1pk: string; gsi1sk: string; type: string; v: number };

export const siteRepository = {
  async get(idSite: number): Promise<SiteRecord | null> {
    const answer = await dynamo().send(new GetCommand({ TableName: tableName(), Key: keys.site(idSite) }));
    return answer.Item ? toRecord(answer.Item as SiteItem) : null;
  },

  /** Creates the site once; answers false when it already exists. */
  async createIfAbsent(site: SiteRecord): Promise<boolean> {
    const item: SiteItem = { ...keys.site(site.id), ...keys.siteListIndex(site.id), type: entityTypes.site, v: 1, ...site };
    try {
      await dynamo().send(new PutCommand({ TableName: tableName(), Item: item, ConditionExpression: 'attribute_not_exists(pk)' }));
      return true;
    } catch (error) {
      if ((error as { name?: string }).name === 'ConditionalCheckFailedException') return false;
      throw error;
    }
  },
};

function toRecord(item: SiteItem): SiteRecord {
  return { id: item.id, name: item.name, slug: item.slug, defaultLang: item.defaultLang, createdAt: item.createdAt };
}
