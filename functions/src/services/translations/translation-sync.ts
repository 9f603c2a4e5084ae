import { translatableKinds } from '@cellar/shared/translations/translatable-kinds';
import { extractUnits } from '@cellar/shared/translations/translatable-path';
import type { SiteId } from '../../data/site-id.ts';
import { logger } from '../../lib/logger.ts';
import {
  translationRepository,
  unitSk,
  type CountDeltas,
  type SourceRecord,
} from '../../repositories/translation-repository.ts';
import { sourceHash } from './source-hash.ts';

export const emptyDeltas = (): CountDeltas => ({ units: 0, langs: new Map() });

export function addLangDelta(deltas: CountDeltas, lang: string, translated: number, outdated: number): void {
  const current = deltas.langs.get(lang) ?? { translated: 0, outdated: 0 };
  deltas.langs.set(lang, { translated: current.translated + translated, outdated: current.outdated + outdated });
}

/** Runs `work` on every item, a few at a time (an entity may hold hundreds of units: a page). */
export async function inBatches<T>(items: readonly T[], work: (item: T) => Promise<void>, size = 10): Promise<void> {
  for (let i = 0; i < items.length; i += size) await Promise.all(items.slice(i, i + size).map(work));
}

/** Forgets a unit and its translations in every language that holds one, and says how the counts move. */
export async function forgetUnit(site: SiteId, sk: string, deltas: CountDeltas): Promise<void> {
  const old = await translationRepository.deleteSource(site, sk);
  if (!old) return;
  deltas.units -= 1;
  for (const lang of old.langs) {
    const translation = await translationRepository.deleteTranslation(site, lang, sk);
    if (translation) addLangDelta(deltas, lang, -1, translation.sourceHash === old.hash ? 0 : -1);
  }
}

/**
 * Writes the entity's units (new ones get an id, changed ones a new hash), forgets the ones gone, and answers how
 * the counts move: a new unit is missing in every language; a changed source turns its translations outdated (and
 * one changed back, current again). `existing`: the entity's sources when the caller read them already (a rebuild).
 */
export async function syncEntityUnits(
  site: SiteId,
  kind: string,
  entityId: number,
  entity: unknown,
  label: string,
  existing?: SourceRecord[],
): Promise<CountDeltas> {
  const spec = translatableKinds[kind];
  if (!spec) throw new Error(`Unknown translatable kind: ${kind}`);
  const units = entity === null || entity === undefined ? [] : extractUnits(spec.fields, entity);
  const known = existing ?? (await translationRepository.sources(site, { kind, entityId }));
  const byField = new Map(known.map((source) => [source.field, source]));
  const deltas = emptyDeltas();
  const updatedAt = new Date().toISOString();
  // The new units' ids in one counter write (a new page may bring a hundred).
  const added = units.filter((unit) => !byField.has(unit.field));
  const fresh = await translationRepository.nextUnitIds(site, added.length);
  const newIds = new Map(added.map((unit, i) => [unit.field, fresh[i]!]));

  await inBatches(units, async (unit) => {
    const previous = byField.get(unit.field);
    const hash = sourceHash(unit.text);
    if (previous && previous.hash === hash && previous.label === label && previous.format === unit.format) return;
    const id = previous?.id ?? newIds.get(unit.field)!;
    const source = { id, kind, entityId, field: unit.field, format: unit.format, text: unit.text, hash, label };
    const old = await translationRepository.saveSource(site, { ...source, updatedAt });
    if (!old) {
      deltas.units += 1;
      return;
    }
    if (old.hash === hash || old.langs.length === 0) return;
    const translations = await translationRepository.translationsOfUnit(site, unitSk(source), old.langs);
    for (const [lang, translation] of translations)
      addLangDelta(
        deltas,
        lang,
        0,
        Number(translation.sourceHash !== hash) - Number(translation.sourceHash !== old.hash),
      );
  });

  const kept = new Set(units.map((unit) => unit.field));
  await inBatches(
    known.filter((source) => !kept.has(source.field)),
    (source) => forgetUnit(site, unitSk(source), deltas),
  );
  return deltas;
}

/**
 * Keeps a site's translatable units in step with its content (docs/translations.md): called by a service after it
 * saved an entity (with the entity as the storefront reads it) or deleted one (null). It records each unit's source
 * and hash, forgets the units that are gone, and moves the per-language counts (a changed source makes its
 * translations outdated). A failure here is logged, not thrown: the entity is saved, and a rebuild repairs the units.
 * An unknown kind is a programming error: it throws.
 */
export const translationSync = {
  async entity(site: SiteId, kind: string, entityId: number, entity: unknown | null, label: string): Promise<void> {
    if (!Object.hasOwn(translatableKinds, kind)) throw new Error(`Unknown translatable kind: ${kind}`);
    try {
      const deltas = await syncEntityUnits(site, kind, entityId, entity, label);
      await translationRepository.addCounts(site, deltas);
    } catch (error) {
      logger.error('translation units not synced', { site, kind, entityId, error: (error as Error).message });
    }
  },
};
