import {
  nomenclatureName,
  type NomenclatureInput,
  type NomenclatureType,
  type NomenclatureView,
} from '@cellar/shared/catalog/nomenclature';
import type { Lang } from '@cellar/shared/i18n/lang';
import { ConflictError, NotFoundError } from '../../lib/errors.ts';
import { ttlCache } from '../../lib/ttl-cache.ts';
import {
  NomenclatureInUse,
  nomenclatureRepository,
  type NomenclatureRecord,
} from '../../repositories/nomenclature-repository.ts';

/** Reference data read on every product page: kept a minute per container (one Query per page). */
export const nomenclatureCacheMs = 60_000;
const cache = ttlCache(nomenclatureCacheMs, async () => {
  const all = await nomenclatureRepository.all();
  return new Map(all.map((entry) => [entry.id, entry]));
});

const view = ({ uses: _uses, ...entry }: NomenclatureRecord): NomenclatureView => entry;

function byName(lang: Lang) {
  return (a: NomenclatureView, b: NomenclatureView) =>
    nomenclatureName(a, lang).localeCompare(nomenclatureName(b, lang), lang.slice(0, 2));
}

export const nomenclatureService = {
  /** Every entry by id, as cached. */
  entries: (): Promise<Map<number, NomenclatureRecord>> => cache.get(undefined),

  /** `{ id, name }` in the language, or null when the entry is gone. */
  async named(id: number | null, lang: Lang): Promise<{ id: number; name: string } | null> {
    if (id === null) return null;
    const entry = (await this.entries()).get(id);
    return entry ? { id, name: nomenclatureName(entry, lang) } : null;
  },

  /** Super-admin list: every entry, or those of a type, as stored (names untranslated). */
  async list(type: NomenclatureType | undefined): Promise<NomenclatureView[]> {
    const all = await nomenclatureRepository.all();
    return all.filter((entry) => !type || entry.type === type).map(view);
  },

  /** `GET /list/{type}`: the values of a type, named in the request's language, sorted by that name. */
  async ofType(type: NomenclatureType, lang: Lang): Promise<NomenclatureView[]> {
    const entries = [...(await this.entries()).values()].filter((entry) => entry.type === type).map(view);
    return entries.map((entry) => ({ ...entry, name: nomenclatureName(entry, lang) })).sort(byName(lang));
  },

  async create(input: NomenclatureInput): Promise<NomenclatureView> {
    const entry: NomenclatureView = {
      id: await nomenclatureRepository.nextId(),
      type: input.type!,
      ...fieldsOf(input),
    };
    await nomenclatureRepository.put(entry, 'create');
    cache.forget(undefined);
    return entry;
  },

  async update(id: number, input: NomenclatureInput): Promise<NomenclatureView> {
    const current = await find(id);
    const entry: NomenclatureView = { id, type: current.type, ...fieldsOf(input) };
    await nomenclatureRepository.put(entry, 'update').catch(notFoundIfGone);
    cache.forget(undefined);
    return entry;
  },

  async remove(id: number): Promise<void> {
    const current = await find(id);
    try {
      await nomenclatureRepository.delete(current.type, id);
    } catch (error) {
      if (error instanceof NomenclatureInUse) throw new ConflictError('nomenclature.inUse');
      throw error;
    }
    cache.forget(undefined);
  },
};

function fieldsOf(input: NomenclatureInput): Omit<NomenclatureView, 'id' | 'type'> {
  return {
    name: input.name,
    translations: input.translations,
    subtype: input.subtype,
    allergen: input.allergen,
    icon: input.icon,
  };
}

/** Read from the table, not the cache: a super-admin acts on what is there now. */
async function find(id: number): Promise<NomenclatureRecord> {
  const found = (await nomenclatureRepository.all()).find((entry) => entry.id === id);
  if (!found) throw new NotFoundError('nomenclature.notFound');
  return found;
}

function notFoundIfGone(error: { name?: string }): never {
  if (error.name === 'ConditionalCheckFailedException') throw new NotFoundError('nomenclature.notFound');
  throw error;
}
