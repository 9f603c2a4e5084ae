import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { parseComponentConfig, type LibraryComponentView } from '@cellar/shared/pages/components';
import { batchGet } from '../data/batch-get.ts';
import { queryPartition } from '../data/collection.ts';
import { nextId } from '../data/counters.ts';
import { dynamo, tableName } from '../data/dynamo.ts';
import { entityTypes, keys } from '../data/keys.ts';
import type { SiteId } from '../data/site-id.ts';
import { setFields } from '../data/update-fields.ts';
import { componentRepository, componentView, type ComponentRecord } from './component-repository.ts';

/** A site's library entry (`SITE#<s>#LIBRARY` / `COMPONENT#<id>`): a catalogue component with the site's own texts. */
export interface LibraryRecord {
  id: number;
  idComponent: number;
  name: string;
  description: string;
  /** The site's settings, as validated when saved (the component's defaults fill what they leave out). */
  settings: Record<string, unknown>;
  createdAt: string;
  updatedAt: string;
}

/** The entry went away between our read and our write. */
export class LibraryEntryMissing extends Error {}

function stored(item: Record<string, unknown>): LibraryRecord {
  const { pk: _pk, sk: _sk, type: _type, v: _v, ...rest } = item;
  const record = rest as unknown as LibraryRecord;
  return { ...record, settings: record.settings ?? {} };
}

const isConditionFailure = (error: unknown) => (error as { name?: string }).name === 'ConditionalCheckFailedException';

/**
 * The configuration a new block starts from: the component's defaults overridden by the site's settings. Settings
 * saved before the component's defaults changed may no longer fit together: then the defaults alone, then the
 * renderer's own defaults, so a library always answers.
 */
function effectiveSettings(entry: LibraryRecord, component: ComponentRecord): Record<string, unknown> {
  for (const candidate of [{ ...component.defaultConfig, ...entry.settings }, component.defaultConfig, {}]) {
    const parsed = parseComponentConfig(component.slug, candidate);
    if (parsed.success) return parsed.data as Record<string, unknown>;
  }
  return {};
}

/** The library entry joined with its component, as answered. */
export function libraryComponentView(entry: LibraryRecord, component: ComponentRecord): LibraryComponentView {
  return {
    id: entry.id,
    idComponent: component.id,
    slug: component.slug,
    name: entry.name,
    description: entry.description,
    imageModel: component.imageModel,
    settings: effectiveSettings(entry, component),
    configSchema: componentView(component).configSchema,
  };
}

/** Joins entries with their components (one BatchGet); an entry whose component is gone is left out. */
async function join(entries: readonly LibraryRecord[]): Promise<LibraryComponentView[]> {
  if (entries.length === 0) return [];
  const components = new Map(
    (await componentRepository.getMany([...new Set(entries.map((entry) => entry.idComponent))])).map((c) => [c.id, c]),
  );
  return entries.flatMap((entry) => {
    const component = components.get(entry.idComponent);
    return component ? [libraryComponentView(entry, component)] : [];
  });
}

/** The only code that reads and writes a site's library of components. */
export const libraryRepository = {
  nextId: (site: SiteId) => nextId(keys.siteCounter(site, 'LIBRARY')),

  /** Every entry of the site, in id order: one Query. */
  async all(site: SiteId): Promise<LibraryRecord[]> {
    return (await queryPartition<Record<string, unknown>>(keys.libraryPartition(site))).map(stored);
  },

  /** Every entry of the site joined with its component, in id order. */
  async views(site: SiteId): Promise<LibraryComponentView[]> {
    return join(await libraryRepository.all(site));
  },

  async get(site: SiteId, id: number): Promise<LibraryRecord | null> {
    const answer = await dynamo().send(
      new GetCommand({ TableName: tableName(), Key: keys.libraryComponent(site, id), ConsistentRead: true }),
    );
    return answer.Item ? stored(answer.Item) : null;
  },

  /** These entries of the site joined with their components (BatchGet; unknown ids simply absent), in ids' order. */
  async getMany(site: SiteId, ids: readonly number[]): Promise<LibraryComponentView[]> {
    if (ids.length === 0) return [];
    const entries = (await batchGet(ids.map((id) => keys.libraryComponent(site, id)))).map(stored);
    const byId = new Map((await join(entries)).map((view) => [view.id, view]));
    return [...new Set(ids)].flatMap((id) => {
      const view = byId.get(id);
      return view ? [view] : [];
    });
  },

  async create(site: SiteId, record: LibraryRecord): Promise<void> {
    await dynamo().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...keys.libraryComponent(site, record.id), type: entityTypes.libraryComponent, v: 1, ...record },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
  },

  /** Sets these fields of an existing entry and answers it as stored. */
  async update(
    site: SiteId,
    id: number,
    fields: Partial<Pick<LibraryRecord, 'name' | 'description' | 'settings' | 'updatedAt'>>,
  ): Promise<LibraryRecord> {
    try {
      const answer = await dynamo().send(
        new UpdateCommand({
          ...setFields(keys.libraryComponent(site, id), fields, { expression: 'attribute_exists(pk)' }),
          ReturnValues: 'ALL_NEW',
        }),
      );
      return stored(answer.Attributes ?? {});
    } catch (error) {
      if (isConditionFailure(error)) throw new LibraryEntryMissing();
      throw error;
    }
  },

  /** Removes the entry; false when it was not there. */
  async delete(site: SiteId, id: number): Promise<boolean> {
    try {
      await dynamo().send(
        new DeleteCommand({
          TableName: tableName(),
          Key: keys.libraryComponent(site, id),
          ConditionExpression: 'attribute_exists(pk)',
        }),
      );
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  },
};
