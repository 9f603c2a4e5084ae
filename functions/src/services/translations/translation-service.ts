import { applyListQuery, type ListQuery } from '@cellar/shared/list-query';
import type {
  TranslationCounts,
  TranslationList,
  TranslationMissingNumber,
  TranslationAuthor,
  TranslationStatus,
  TranslationView,
  UnitFormat,
} from '@cellar/shared/translations/translation';
import type { SiteId } from '../../data/site-id.ts';
import { NotFoundError, ValidationError } from '../../lib/errors.ts';
import {
  translationRepository,
  unitSk,
  type CountDeltas,
  type SourceRecord,
  type StoredCounts,
  type TranslationRecord,
  type UnitScope,
} from '../../repositories/translation-repository.ts';
import { sanitizeRichText } from '../sites/rich-text.ts';
import './all-sources.ts';
import { htmlCleanerOf, translatableSources, translationWritten } from './translatable-sources.ts';
import { translationLangs } from './translation-langs.ts';
import { addLangDelta, emptyDeltas, forgetUnit, inBatches, syncEntityUnits } from './translation-sync.ts';

/** A unit a translation job has to translate (docs/translations.md "Jobs"). */
export interface PendingUnit {
  id: number;
  kind: string;
  entityId: number;
  field: string;
  format: UnitFormat;
  source: string;
  hash: string;
}

function statusOf(source: SourceRecord, translation: TranslationRecord | undefined): TranslationStatus {
  if (!translation) return 'MISSING';
  return translation.sourceHash === source.hash ? 'CURRENT' : 'OUTDATED';
}

function view(source: SourceRecord, translation: TranslationRecord | undefined): TranslationView {
  return {
    id: source.id,
    kind: source.kind,
    entityId: source.entityId,
    field: source.field,
    label: source.label,
    format: source.format,
    source: source.text,
    text: translation?.text ?? null,
    status: statusOf(source, translation),
    by: translation?.by ?? null,
    updatedAt: translation?.updatedAt ?? null,
  };
}

function countsOf(units: number, translated: number, outdated: number): TranslationCounts {
  return { units, missing: units - translated, outdated, current: translated - outdated };
}

async function checkLang(site: SiteId, lang: string): Promise<void> {
  if (!(await translationLangs.translated(site)).includes(lang))
    throw new ValidationError({ lang: ['translation.unknownLang'] }, 'translation.unknownLang');
}

/** Sources and the language's translations of a scope, joined: one Query each. */
async function joined(site: SiteId, lang: string, scope: UnitScope) {
  const [sources, translations] = await Promise.all([
    translationRepository.sources(site, scope),
    translationRepository.translations(site, lang, scope),
  ]);
  const bySk = new Map(translations.map((t) => [unitSk(t), t]));
  return sources.map((source) => ({ source, translation: bySk.get(unitSk(source)) }));
}

const entityKey = (kind: string, entityId: number): string => `${kind}#${entityId}`;

/** What a person writes: rich text sanitised like its source (a mail's body like a mail), plain text trimmed. */
const cleaned = (format: UnitFormat, text: string, kind: string): string =>
  format === 'html' ? (htmlCleanerOf(kind) ?? sanitizeRichText)(text).trim() : text.trim();

/** A translation of a source as it is now (its hash), by a person or the machine. */
const translationOf = (source: SourceRecord, text: string, by: TranslationAuthor, who: string): TranslationRecord => ({
  id: source.id,
  kind: source.kind,
  entityId: source.entityId,
  field: source.field,
  text,
  sourceHash: source.hash,
  by,
  updatedAt: new Date().toISOString(),
  updatedBy: who,
});

/** How a language's counts move when a translation of the current source replaces `old` (or none). */
function addWriteDelta(deltas: CountDeltas, lang: string, old: TranslationRecord | null, hash: string): void {
  addLangDelta(deltas, lang, old ? 0 : 1, old && old.sourceHash !== hash ? -1 : 0);
}

/** Counts every unit and translation of the site and overwrites the count items (forgets orphan translations). */
async function recount(site: SiteId, sources: readonly SourceRecord[]): Promise<void> {
  const bySk = new Map(sources.map((source) => [unitSk(source), source]));
  const langs = new Set([...sources.flatMap((s) => s.langs), ...(await translationLangs.translated(site))]);
  const counts: Omit<StoredCounts, 'exists'> = { units: sources.length, langs: new Map() };
  for (const lang of langs) {
    const translations = await translationRepository.translations(site, lang);
    let translated = 0;
    let outdated = 0;
    for (const translation of translations) {
      const source = bySk.get(unitSk(translation));
      if (!source) {
        await translationRepository.deleteTranslation(site, lang, unitSk(translation));
        continue;
      }
      translated += 1;
      if (translation.sourceHash !== source.hash) outdated += 1;
      if (!source.langs.includes(lang)) await translationRepository.markLang(site, unitSk(source), lang, true);
    }
    counts.langs.set(lang, { translated, outdated });
  }
  await translationRepository.setCounts(site, counts);
}

/**
 * Content translations of a site (docs/translations.md; spec 1 §8 "Translations"); site 0 holds the global ones.
 * Units come from translation-sync.ts; people write here, translation jobs through `pending` and `writeMachine`.
 */
export const translationService = {
  /** The languages the site is translated into (site 0: the catalogue's but its default). */
  languages: (site: SiteId): Promise<string[]> => translationLangs.translated(site),

  /**
   * `GET …/translation/{lang}`: the units of the site (or of one entity, `scope`) in a language, filtered and paged,
   * with the counts of the same units. A site whose units were never counted (data older than this) is rebuilt first.
   */
  async list(site: SiteId, lang: string, query: ListQuery, scope: UnitScope = {}): Promise<TranslationList> {
    await checkLang(site, lang);
    if (!(await translationRepository.counts(site)).exists) await this.rebuild(site);
    const views = (await joined(site, lang, scope)).map(({ source, translation }) => view(source, translation));
    const translated = views.filter((v) => v.status !== 'MISSING').length;
    const outdated = views.filter((v) => v.status === 'OUTDATED').length;
    const { items, total } = applyListQuery(views, query);
    return { list: items, total, current: query.page, counts: countsOf(views.length, translated, outdated) };
  },

  /** `PUT …/translation/{idContent}/{lang}`: a person's translation; an empty text removes it (MISSING again). */
  async update(site: SiteId, lang: string, unitId: number, text: string, who: string): Promise<TranslationView> {
    await checkLang(site, lang);
    const source = await translationRepository.sourceById(site, unitId);
    if (!source) throw new NotFoundError('translation.notFound');
    const sk = unitSk(source);
    const value = cleaned(source.format, text, source.kind);
    const deltas = emptyDeltas();
    if (value === '') {
      const old = await translationRepository.deleteTranslation(site, lang, sk);
      if (old) addLangDelta(deltas, lang, -1, old.sourceHash === source.hash ? 0 : -1);
      await translationRepository.markLang(site, sk, lang, false);
      await translationRepository.addCounts(site, deltas);
      translationWritten(site, source.kind);
      return view(source, undefined);
    }
    const record = translationOf(source, value, 'PERSON', who);
    const old = await translationRepository.putTranslation(site, lang, record);
    addWriteDelta(deltas, lang, old, source.hash);
    await translationRepository.markLang(site, sk, lang, true);
    await translationRepository.addCounts(site, deltas);
    translationWritten(site, source.kind);
    return view(source, record);
  },

  /** `GET …/translation/missing-number`: what is left to do per translated language, from the count items only
   * (a site never counted is rebuilt first). */
  async missingNumber(site: SiteId): Promise<TranslationMissingNumber> {
    const [langs, stored] = await Promise.all([translationLangs.translated(site), translationRepository.counts(site)]);
    // Never counted (data older than the translations): counted once, then kept by the writes.
    if (!stored.exists) await this.rebuild(site);
    const counts = stored.exists ? stored : await translationRepository.counts(site);
    const perLang = langs.map((lang) => {
      const c = counts.langs.get(lang) ?? { translated: 0, outdated: 0 };
      return { lang, ...countsOf(counts.units, c.translated, c.outdated) };
    });
    return { total: perLang.reduce((sum, l) => sum + l.missing + l.outdated, 0), langs: perLang };
  },

  /**
   * Syncs every entity of every registered source, forgets the units of entities gone, and recounts exactly (a site
   * seeded or imported, a job's first step, a repair). Kinds without a registered source are left as they are.
   */
  async rebuild(site: SiteId): Promise<{ units: number }> {
    const existing = await translationRepository.sources(site);
    const byEntity = new Map<string, SourceRecord[]>();
    for (const source of existing) {
      const key = entityKey(source.kind, source.entityId);
      byEntity.set(key, [...(byEntity.get(key) ?? []), source]);
    }
    const seen = new Set<string>();
    for (const [kind, read] of translatableSources()) {
      const entities = await read(site);
      await inBatches(
        entities,
        async ({ id, entity, label }) => {
          const key = entityKey(kind, id);
          seen.add(key);
          await syncEntityUnits(site, kind, id, entity, label, byEntity.get(key) ?? []);
        },
        4,
      );
    }
    const registered = new Set(translatableSources().keys());
    const gone = existing.filter((s) => registered.has(s.kind) && !seen.has(entityKey(s.kind, s.entityId)));
    await inBatches(gone, (source) => forgetUnit(site, unitSk(source), emptyDeltas()));
    const sources = await translationRepository.sources(site);
    await recount(site, sources);
    return { units: sources.length };
  },

  /** Units a job translates: MISSING, or OUTDATED and written by the machine (or by a person if overwritePerson). */
  async pending(site: SiteId, lang: string, options: { overwritePerson: boolean }): Promise<PendingUnit[]> {
    await checkLang(site, lang);
    return (await joined(site, lang, {}))
      .filter(({ source, translation }) => {
        const status = statusOf(source, translation);
        if (status === 'MISSING') return true;
        return status === 'OUTDATED' && (translation!.by === 'MACHINE' || options.overwritePerson);
      })
      .map(({ source }) => ({
        id: source.id,
        kind: source.kind,
        entityId: source.entityId,
        field: source.field,
        format: source.format,
        source: source.text,
        hash: source.hash,
      }));
  },

  /**
   * A machine translation of a unit, written only if its source still has `unit.hash` and no person's translation is
   * there (unless overwritePerson): checked in the write itself, so a person's edit made while a job runs stays.
   */
  async writeMachine(
    site: SiteId,
    lang: string,
    unit: { id: number; hash: string },
    text: string,
    options: { overwritePerson: boolean },
  ): Promise<'written' | 'skipped'> {
    const source = await translationRepository.sourceById(site, unit.id);
    if (!source || source.hash !== unit.hash) return 'skipped';
    const value = cleaned(source.format, text, source.kind);
    if (value === '') return 'skipped';
    const sk = unitSk(source);
    // Twice at most: a concurrent machine write between the read and the write is read again.
    for (let attempt = 0; attempt < 2; attempt++) {
      const old = await translationRepository.translation(site, lang, sk);
      if (old?.by === 'PERSON' && !options.overwritePerson) return 'skipped';
      if (old && old.sourceHash === unit.hash && old.text === value) return 'skipped';
      const record = translationOf(source, value, 'MACHINE', 'MACHINE');
      if (await translationRepository.writeIfUnchanged(site, lang, record, old)) {
        const deltas = emptyDeltas();
        addWriteDelta(deltas, lang, old, source.hash);
        await translationRepository.addCounts(site, deltas);
        translationWritten(site, source.kind);
        return 'written';
      }
    }
    return 'skipped';
  },
};
