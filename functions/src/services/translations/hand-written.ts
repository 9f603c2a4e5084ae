import type { SiteId } from '../../data/site-id.ts';
import { translationRepository, unitSk } from '../../repositories/translation-repository.ts';
import { translationLangs } from './translation-langs.ts';
import { translationService } from './translation-service.ts';

export interface UnitRef {
  kind: string;
  entityId: number;
  field: string;
}

/**
 * A text given per language by hand (an older record, a form or a call that still sends a second language: the
 * nomenclature's `translations`, a mail model's `en_US`) written as a PERSON translation of the unit's current source.
 * Nothing happens for a language the site is not translated into, a unit that does not exist (a blank source), a
 * text equal to the source or to the translation there (a form sending back what it read). With `keepExisting` (the
 * migration), a translation already there wins. Answers whether the text is now the unit's translation.
 */
export async function writeHandTranslation(
  site: SiteId,
  unit: UnitRef,
  lang: string,
  text: string | null | undefined,
  who: string,
  options: { keepExisting?: boolean } = {},
): Promise<'written' | 'same' | 'skipped'> {
  const value = text?.trim() ?? '';
  if (value === '' || !(await translationLangs.translated(site)).includes(lang)) return 'skipped';
  const source = await translationRepository.source(site, unitSk(unit));
  if (!source) return 'skipped';
  if (source.text.trim() === value) return 'same';
  const existing = await translationRepository.translation(site, lang, unitSk(unit));
  // The same text as the translation there (a form sending back what it read, an outdated one too) changes nothing.
  if (existing && (options.keepExisting || existing.text === value)) return 'same';
  await translationService.update(site, lang, source.id, value, who);
  return 'written';
}

/** The translations of one entity in each language asked, by field (one Query per language). */
export async function entityTranslations(
  site: SiteId,
  kind: string,
  entityId: number,
  langs: readonly string[],
): Promise<Map<string, Map<string, string>>> {
  const translated = new Set(await translationLangs.translated(site));
  const answer = new Map<string, Map<string, string>>();
  await Promise.all(
    langs
      .filter((lang) => translated.has(lang))
      .map(async (lang) => {
        const records = await translationRepository.translations(site, lang, { kind, entityId }, false);
        answer.set(lang, new Map(records.map((record) => [record.field, record.text])));
      }),
  );
  return answer;
}
