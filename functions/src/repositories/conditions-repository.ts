import { BatchGetCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { emptyLangTexts, type DefaultConditionsView, type LangTexts } from '@cellar/shared/site/conditions';
import { type LegalInfo } from '@cellar/shared/site/legal-info';
import { dynamo, tableName } from '../data/dynamo.ts';
import { entityTypes, keys, type Key } from '../data/keys.ts';
import { authorisedSiteId, defaultsSiteId, type SiteId } from '../data/site-id.ts';
import { transactWrite } from '../data/transactions.ts';
import {
  ensureValuesMap,
  parameterUpdate,
  type ParameterChanges,
  type StoredParameters,
} from './parameter-repository.ts';

/** The legal info kept with the conditions: the company name and the VAT number are site parameters. */
export type StoredLegalInfo = Omit<LegalInfo, 'companyName' | 'vatNumber'>;

/** The `CONDITIONS` item of a site (site 0's: the default texts), with what it keeps of the legal info, if any. */
export type StoredConditions = Omit<DefaultConditionsView, 'sourceLang'> & { legal: Partial<StoredLegalInfo> };

/** What the public and admin reads need of a site, in one BatchGetItem. */
export interface ConditionsRead {
  site: { name: string } | null;
  own: StoredConditions;
  defaults: StoredConditions;
  /** The site's own parameters (not the defaults: site 0's company is nobody's legal identity). */
  parameters: StoredParameters;
}

const emptyConditions = (): StoredConditions => ({
  salesConditions: emptyLangTexts(),
  legalNotice: emptyLangTexts(),
  legal: {},
  updatedAt: null,
});

function conditionsOf(item: Record<string, unknown> | undefined): StoredConditions {
  if (!item) return emptyConditions();
  const texts = (value: unknown): LangTexts => ({
    ...emptyLangTexts(),
    ...((value as Partial<LangTexts> | undefined) ?? {}),
  });
  return {
    salesConditions: texts(item.salesConditions),
    legalNotice: texts(item.legalNotice),
    legal: (item.legal as Partial<StoredLegalInfo> | undefined) ?? {},
    updatedAt: (item.updatedAt as string | undefined) ?? null,
  };
}

const same = (a: Key) => (item: Record<string, unknown>) => item.pk === a.pk && item.sk === a.sk;

/** Sales conditions, legal notice and legal info: one item per site beside its parameters (docs/legal.md). */
export const conditionsRepository = {
  /** The site (exists? its name), its conditions, the defaults and its parameters: one round trip. */
  async read(idSite: SiteId): Promise<ConditionsRead> {
    const siteKey = keys.site(idSite);
    const ownKey = keys.siteConditions(idSite);
    const defaultsKey = keys.siteConditions(authorisedSiteId(defaultsSiteId));
    const parametersKey = keys.siteParameters(idSite);
    const wanted =
      idSite === defaultsSiteId ? [siteKey, ownKey, parametersKey] : [siteKey, ownKey, defaultsKey, parametersKey];
    const answer = await dynamo().send(
      new BatchGetCommand({ RequestItems: { [tableName()]: { Keys: wanted, ConsistentRead: true } } }),
    );
    const items = answer.Responses?.[tableName()] ?? [];
    const site = items.find(same(siteKey));
    const own = conditionsOf(items.find(same(ownKey)));
    return {
      site: site ? { name: String(site.name ?? '') } : null,
      own,
      defaults: idSite === defaultsSiteId ? own : conditionsOf(items.find(same(defaultsKey))),
      parameters: (items.find(same(parametersKey))?.values as StoredParameters | undefined) ?? {},
    };
  },

  /** Site 0's texts. */
  async defaults(): Promise<StoredConditions> {
    return this.stored(authorisedSiteId(defaultsSiteId));
  },

  /** A site's `CONDITIONS` item alone (site 0's: the defaults). */
  async stored(idSite: SiteId): Promise<StoredConditions> {
    const answer = await dynamo().send(
      new GetCommand({ TableName: tableName(), Key: keys.siteConditions(idSite), ConsistentRead: true }),
    );
    return conditionsOf(answer.Item);
  },

  /**
   * Replaces a site's conditions and sets its company name and VAT number parameters in one
   * transaction (the parameters' map is made first when the site has none: a no-op otherwise).
   */
  async put(
    idSite: SiteId,
    conditions: Omit<StoredConditions, 'updatedAt'>,
    parameters: ParameterChanges,
  ): Promise<void> {
    const now = new Date().toISOString();
    const item = {
      ...keys.siteConditions(idSite),
      type: entityTypes.conditions,
      v: 1,
      salesConditions: conditions.salesConditions,
      legalNotice: conditions.legalNotice,
      legal: conditions.legal,
      updatedAt: now,
    };
    const update = parameterUpdate(idSite, parameters);
    if (update) await ensureValuesMap(idSite);
    await transactWrite([
      { Put: { TableName: tableName(), Item: item } },
      ...(update ? [{ Update: { TableName: tableName(), ...update } }] : []),
    ]);
  },

  /** Sets site 0's texts (whatever else its item holds stays). */
  async putDefaults(texts: { salesConditions: LangTexts; legalNotice: LangTexts }): Promise<void> {
    await this.putTexts(authorisedSiteId(defaultsSiteId), texts);
  },

  /** Sets a site's texts (its legal info stays): the migration of their other language (docs/legal.md). */
  async putTexts(idSite: SiteId, texts: { salesConditions: LangTexts; legalNotice: LangTexts }): Promise<void> {
    await dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.siteConditions(idSite),
        UpdateExpression:
          'SET #type = :type, v = :v, salesConditions = :sales, legalNotice = :notice, updatedAt = :now',
        ExpressionAttributeNames: { '#type': 'type' },
        ExpressionAttributeValues: {
          ':type': entityTypes.conditions,
          ':v': 1,
          ':sales': texts.salesConditions,
          ':notice': texts.legalNotice,
          ':now': new Date().toISOString(),
        },
      }),
    );
  },

  /** Seeds site 0's texts once: answers false when the defaults item exists already. */
  async putDefaultsIfAbsent(texts: { salesConditions: LangTexts; legalNotice: LangTexts }): Promise<boolean> {
    try {
      await dynamo().send(
        new PutCommand({
          TableName: tableName(),
          Item: {
            ...keys.siteConditions(authorisedSiteId(defaultsSiteId)),
            type: entityTypes.conditions,
            v: 1,
            ...texts,
            legal: {},
            updatedAt: new Date().toISOString(),
          },
          ConditionExpression: 'attribute_not_exists(pk)',
        }),
      );
      return true;
    } catch (error) {
      if ((error as { name?: string }).name === 'ConditionalCheckFailedException') return false;
      throw error;
    }
  },
};
