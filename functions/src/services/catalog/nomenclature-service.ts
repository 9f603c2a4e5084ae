import {
  nomenclatureName,
  type NomenclatureInput,
  type NomenclatureType,
  type NomenclatureView,
} from '@cellar/shared/catalog/nomenclature';
import type { Lang } from '@cellar/shared/i18n/lang';
import { authorisedSiteId, defaultsSiteId } from '../../data/site-id.ts';
import { ConflictError, NotFoundError } from '../../lib/errors.ts';
import { ttlCache } from '../../lib/ttl-cache.ts';
import {
  NomenclatureInUse,
  nomenclatureRepository,
  type NomenclatureRecord,
} from '../../repositories/nomenclature-repository.ts';
import { translationRepository } from '../../repositories/translation-repository.ts';
import type { StaffUser } from '../../repositories/user-repository.ts';
import { writeHandTranslation } from '../translations/hand-written.ts';
import { onTranslationWritten } from '../translations/translatable-sources.ts';
import { translationLangs } from '../translations/translation-langs.ts';
import { translationSync } from '../translations/translation-sync.ts';

const globalSite = authorisedSiteId(defaultsSiteId);
const kind = 'nomenclature';

/**
 * The names' translations (site 0's `nomenclature` units, docs/translations.md "Global texts") laid over the entries:
 * `translations[lang]` is what the language reads, the name (the source) where there is none. An older entry's
 * hand-written `translations` count until the migration moves them (a unit's translation wins).
 */
async function withTranslations(entries: NomenclatureRecord[]): Promise<NomenclatureRecord[]> {
  const langs = (await translationLangs.translated(globalSite)).filter((lang) => lang === 'fr_FR' || lang === 'en_US');
  const byLang = await Promise.all(
    langs.map(
      async (lang) => [lang, await translationRepository.translations(globalSite, lang, { kind }, false)] as const,
    ),
  );
  const names = new Map<number, Record<string, string>>();
  for (const [lang, translations] of byLang)
    for (const { entityId, text } of translations) names.set(entityId, { ...names.get(entityId), [lang]: text });
  return entries.map((entry) => ({ ...entry, translations: { ...entry.translations, ...names.get(entry.id) } }));
}

/** Reference data read on every product page: kept a minute per container (two or three Queries per minute). */
export const nomenclatureCacheMs = 60_000;
const cache = ttlCache(nomenclatureCacheMs, async () => {
  const all = await withTranslations(await nomenclatureRepository.all());
  return new Map(all.map((entry) => [entry.id, entry]));
});
// A name translated in the editor reads at once in this container.
onTranslationWritten(kind, () => cache.forget(undefined));

const view = ({ uses: _uses, ...entry }: NomenclatureRecord): NomenclatureView => entry;

/** The names given in languages site 0 is not translated into (yet): they stay on the entry, nowhere else to go. */
async function untranslatable(
  translations: NomenclatureView['translations'],
): Promise<NomenclatureView['translations']> {
  const langs = await translationLangs.translated(globalSite);
  return Object.fromEntries(Object.entries(translations).filter(([lang]) => !langs.includes(lang)));
}

/** The entry's unit, and the other languages it was given (a call that still sends them) as translations. */
async function syncUnit(entry: NomenclatureView, who: string): Promise<void> {
  await translationSync.entity(globalSite, kind, entry.id, { name: entry.name }, entry.name);
  for (const [lang, text] of Object.entries(entry.translations))
    await writeHandTranslation(globalSite, { kind, entityId: entry.id, field: 'name' }, lang, text, who);
}

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

  /** Super-admin list: every entry, or those of a type, with its names' translations (read-only here). */
  async list(type: NomenclatureType | undefined): Promise<NomenclatureView[]> {
    const all = await withTranslations(await nomenclatureRepository.all());
    return all.filter((entry) => !type || entry.type === type).map(view);
  },

  /** `GET /list/{type}`: the values of a type, named in the request's language, sorted by that name. */
  async ofType(type: NomenclatureType, lang: Lang): Promise<NomenclatureView[]> {
    const entries = [...(await this.entries()).values()].filter((entry) => entry.type === type).map(view);
    return entries.map((entry) => ({ ...entry, name: nomenclatureName(entry, lang) })).sort(byName(lang));
  },

  /**
   * The name is the source (the catalogue's default language); `translations` given are written as a person's
   * translations of it (site 0's units), not kept on the entry: one source of truth.
   */
  async create(input: NomenclatureInput, user?: StaffUser): Promise<NomenclatureView> {
    const entry: NomenclatureView = {
      id: await nomenclatureRepository.nextId(),
      type: input.type!,
      ...fieldsOf(input),
    };
    await nomenclatureRepository.put({ ...entry, translations: await untranslatable(entry.translations) }, 'create');
    await syncUnit(entry, user?.email ?? 'SUPER_ADMIN');
    cache.forget(undefined);
    return this.one(entry.id);
  },

  async update(id: number, input: NomenclatureInput, user?: StaffUser): Promise<NomenclatureView> {
    const current = await find(id);
    const entry: NomenclatureView = { id, type: current.type, ...fieldsOf(input) };
    // An older entry's hand-written names stay until the migration moved them.
    const kept = { ...current.translations, ...(await untranslatable(entry.translations)) };
    await nomenclatureRepository.put({ ...entry, translations: kept }, 'update').catch(notFoundIfGone);
    await syncUnit(entry, user?.email ?? 'SUPER_ADMIN');
    cache.forget(undefined);
    return this.one(id);
  },

  /** One entry with its names' translations, read now. */
  async one(id: number): Promise<NomenclatureView> {
    const found = (await this.list(undefined)).find((entry) => entry.id === id);
    if (!found) throw new NotFoundError('nomenclature.notFound');
    return found;
  },

  async remove(id: number): Promise<void> {
    const current = await find(id);
    try {
      await nomenclatureRepository.delete(current.type, id);
    } catch (error) {
      if (error instanceof NomenclatureInUse) throw new ConflictError('nomenclature.inUse');
      throw error;
    }
    await translationSync.entity(globalSite, kind, id, null, current.name);
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
