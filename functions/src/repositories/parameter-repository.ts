import { BatchGetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { ParameterType } from '@cellar/shared/site/theme';
import { dynamo, tableName } from '../data/dynamo.ts';
import { entityTypes, keys } from '../data/keys.ts';
import { authorisedSiteId, defaultsSiteId, type SiteId } from '../data/site-id.ts';

export type StoredParameters = Partial<Record<ParameterType, string | boolean>>;
export type ParameterChanges = Partial<Record<ParameterType, string | boolean | null>>;

/** The map must exist before its entries are set: creates it empty when absent (a no-op otherwise). */
export async function ensureValuesMap(idSite: SiteId): Promise<void> {
  await dynamo().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.siteParameters(idSite),
      UpdateExpression: 'SET #values = if_not_exists(#values, :empty)',
      ExpressionAttributeNames: { '#values': 'values' },
      ExpressionAttributeValues: { ':empty': {} },
    }),
  );
}

/**
 * The update of a site's parameters item that sets the given parameters and removes those set to
 * null, once `ensureValuesMap` has run (alone, or inside a transaction: `PUT /admin/conditions`);
 * null when there is nothing to change.
 */
export function parameterUpdate(idSite: SiteId, changes: ParameterChanges) {
  const entries = Object.entries(changes).filter(([, v]) => v !== undefined);
  if (entries.length === 0) return null;
  const names: Record<string, string> = { '#values': 'values', '#type': 'type' };
  const values: Record<string, unknown> = {
    ':type': entityTypes.parameters,
    ':v': 1,
    ':now': new Date().toISOString(),
  };
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
  return {
    Key: keys.siteParameters(idSite),
    UpdateExpression: `SET ${sets.join(', ')}${removes.length ? ` REMOVE ${removes.join(', ')}` : ''}`,
    ExpressionAttributeNames: names,
    ExpressionAttributeValues: values,
  };
}

/** A site's parameters are one item; site 0's item holds the defaults every site falls back to. */
export const parameterRepository = {
  /** Whether the site exists, its parameters and the defaults: one round trip (BatchGet). */
  async getWithDefaults(
    idSite: SiteId,
  ): Promise<{ siteExists: boolean; site: StoredParameters; defaults: StoredParameters }> {
    const defaultsKey = keys.siteParameters(authorisedSiteId(defaultsSiteId));
    const siteKey = keys.siteParameters(idSite);
    const wanted = [keys.site(idSite), ...(idSite === defaultsSiteId ? [defaultsKey] : [siteKey, defaultsKey])];
    const answer = await dynamo().send(
      new BatchGetCommand({ RequestItems: { [tableName()]: { Keys: wanted, ConsistentRead: true } } }),
    );
    const items = answer.Responses?.[tableName()] ?? [];
    const find = (key: { pk: string; sk: string }) => items.find((i) => i.pk === key.pk && i.sk === key.sk);
    const valuesOf = (key: { pk: string; sk: string }) => (find(key)?.values as StoredParameters | undefined) ?? {};
    return { siteExists: Boolean(find(keys.site(idSite))), site: valuesOf(siteKey), defaults: valuesOf(defaultsKey) };
  },

  /** Sets the given parameters and removes those set to null (back to the default). */
  async update(idSite: SiteId, changes: ParameterChanges): Promise<void> {
    const update = parameterUpdate(idSite, changes);
    if (!update) return;
    await ensureValuesMap(idSite);
    await dynamo().send(new UpdateCommand({ TableName: tableName(), ...update }));
  },
};
