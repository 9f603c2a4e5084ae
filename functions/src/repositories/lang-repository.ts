import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { LangView } from '@cellar/shared/site/lang';
import { queryPartition } from '../data/collection.ts';
import { nextId } from '../data/counters.ts';
import { dynamo, tableName } from '../data/dynamo.ts';
import { entityTypes, keys } from '../data/keys.ts';
import type { SiteId } from '../data/site-id.ts';
import { transactWrite } from '../data/transactions.ts';

/** A language of the catalogue every site picks from; `isDefault`: new sites start with it. */
export type CatalogueLang = Omit<LangView, 'valid'>;

/** A language a site has (same id as in the catalogue); whether it is a default is the catalogue's. */
export type SiteLang = Omit<LangView, 'isDefault'> & { createdAt: string };

const strip = <T>(item: Record<string, unknown>): T => {
  const { pk: _pk, sk: _sk, type: _t, v: _v, ...rest } = item;
  return rest as T;
};

export const langRepository = {
  async catalogue(): Promise<CatalogueLang[]> {
    return (await queryPartition<Record<string, unknown>>(keys.cataloguePartition())).map((i) =>
      strip<CatalogueLang>(i),
    );
  },

  async catalogueLang(id: number): Promise<CatalogueLang | null> {
    const answer = await dynamo().send(
      new GetCommand({ TableName: tableName(), Key: keys.catalogueLang(id), ConsistentRead: true }),
    );
    return answer.Item ? strip<CatalogueLang>(answer.Item) : null;
  },

  async addToCatalogue(lang: Omit<CatalogueLang, 'id'>): Promise<CatalogueLang> {
    const created = { ...lang, id: await nextId(keys.globalCounter('LANG')) };
    await dynamo().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...keys.catalogueLang(created.id), type: entityTypes.catalogueLang, v: 1, ...created },
      }),
    );
    return created;
  },

  async saveCatalogueLang(lang: CatalogueLang): Promise<void> {
    await dynamo().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...keys.catalogueLang(lang.id), type: entityTypes.catalogueLang, v: 1, ...lang },
        ConditionExpression: 'attribute_exists(pk)',
      }),
    );
  },

  /** Makes one catalogue language the default and the previous one not, together. */
  async setCatalogueDefault(next: CatalogueLang, previous: CatalogueLang | undefined): Promise<void> {
    await transactWrite([
      {
        Put: {
          TableName: tableName(),
          Item: { ...keys.catalogueLang(next.id), type: entityTypes.catalogueLang, v: 1, ...next, isDefault: true },
        },
      },
      ...(previous && previous.id !== next.id
        ? [
            {
              Put: {
                TableName: tableName(),
                Item: {
                  ...keys.catalogueLang(previous.id),
                  type: entityTypes.catalogueLang,
                  v: 1,
                  ...previous,
                  isDefault: false,
                },
              },
            },
          ]
        : []),
    ]);
  },

  async ofSite(idSite: SiteId): Promise<SiteLang[]> {
    return (await queryPartition<Record<string, unknown>>(keys.siteLangsPartition(idSite))).map((i) =>
      strip<SiteLang>(i),
    );
  },

  async siteLang(idSite: SiteId, id: number): Promise<SiteLang | null> {
    const answer = await dynamo().send(
      new GetCommand({ TableName: tableName(), Key: keys.siteLang(idSite, id), ConsistentRead: true }),
    );
    return answer.Item ? strip<SiteLang>(answer.Item) : null;
  },

  /** Adds or rewrites a language of the site; `onlyIfAbsent` refuses to add one twice (answers false). */
  async putSiteLang(idSite: SiteId, lang: SiteLang, onlyIfAbsent = false): Promise<boolean> {
    try {
      await dynamo().send(
        new PutCommand({
          TableName: tableName(),
          Item: { ...keys.siteLang(idSite, lang.id), type: entityTypes.siteLang, v: 1, ...lang },
          ConditionExpression: onlyIfAbsent ? 'attribute_not_exists(pk)' : undefined,
        }),
      );
      return true;
    } catch (error) {
      if ((error as { name?: string }).name === 'ConditionalCheckFailedException') return false;
      throw error;
    }
  },

  async removeSiteLang(idSite: SiteId, id: number): Promise<void> {
    await dynamo().send(new DeleteCommand({ TableName: tableName(), Key: keys.siteLang(idSite, id) }));
  },
};
