import { BatchGetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { ParameterType } from '@cellar/shared/site/theme';
import { dynamo, tableName } from '../data/dynamo.ts';
import { entityTypes, keys } from '../data/keys.ts';
import { authorisedSiteId, defaultsSiteId, type SiteId } from '../data/site-id.ts';

export type StoredParameters = Partial<Record<ParameterType, string | boolean>>;

/** A site's parameters are one item; site 0's item holds the defaults every site falls back to. */
export const parameterRepository = {
  /** Whether the site exists, its parameters and the defaults: one round trip (BatchGet). */
  async getWithDefaults(idSite: SiteId): Promise<{ siteExists: boolean; site: StoredParameters; defaults: StoredParameters }> {
    const defaultsKey = keys.siteParameters(authorisedSiteId(defaultsSiteId));
    const siteKey = keys.siteParameters(idSite);
    const wanted = [keys.site(idSite), ...(idSite === defaultsSiteId ? [defaultsKey] : [siteKey, defaultsKey])];
    const answer = await dynamo().send(new BatchGetCommand({ RequestItems: { [tableName()]: { Keys: wanted, ConsistentRead: true } } }));
    const items = answer.Responses?.[tableName()] ?? [];
    const find = (key: { pk: string; sk: string }) => items.find((i) => i.pk === key.pk && i.sk === key.sk);
    const valuesOf = (key: { pk: string; sk: string }) => (find(key)?.values as StoredParameters | undefined) ?? {};
    return { siteExists: Boolean(find(keys.site(idSite))), site: valuesOf(siteKey), defaults: valuesOf(defaultsKey) };
  },

  /** Sets the given parameters and removes those set to null (back to the default). */
  async update(idSite: SiteId, changes: Partial<Record<ParameterType, string | boolean | null>>): Promise<void> {
    const entries = Object.entries(changes).filter(([, v]) => v !== undefined);
    if (entries.length === 0) return;
    const names: Record<string, string> = { '#values': 'values' };
    const values: Record<string, unknown> = { ':type': entityTypes.parameters, ':v': 1, ':now': new Date().toISOString() };
    const sets = ['#type = :type', 'v = :v', 'updatedAt = :now'];
    const removes: string[] = [];
    entries.forEach(([type, value], i) => {
      names[`#p${i}`] = type;
      if (value === null) removes.push(`#values.#p${i}`);
      else {
        values[`:p${i}`] = value;
        sets.push(`#values.#p${i} = :p${i}`);
      }
    });
    names['#type'] = 'type';
    // The map must exist before its entries are set: create it empty first when absent.
    await dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.siteParameters(idSite),
        UpdateExpression: 'SET #values = if_not_exists(#values, :empty)',
        ExpressionAttributeNames: { '#values': 'values' },
        ExpressionAttributeValues: { ':empty': {} },
      }),
    );
    await dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.siteParameters(idSite),
        UpdateExpression: `SET ${sets.join(', ')}${removes.length ? ` REMOVE ${removes.join(', ')}` : ''}`,
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
      }),
    );
  },
};
