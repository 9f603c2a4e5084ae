import { langs, type Lang } from '@cellar/shared/i18n/lang';
import { isBlankHtml, type LangTexts } from '@cellar/shared/site/conditions';
import { legalDocuments } from '@cellar/shared/site/legal-info';
import {
  conditionsEntityId,
  conditionsTexts,
  conditionsUnitLabel,
} from '@cellar/shared/translations/kinds/global-kinds';
import type { SiteId } from '../../data/site-id.ts';
import { logger } from '../../lib/logger.ts';
import { entityTranslations, writeHandTranslation } from '../translations/hand-written.ts';
import { sourceLangOf } from '../translations/source-lang.ts';
import { translationLangs } from '../translations/translation-langs.ts';
import { translationSync } from '../translations/translation-sync.ts';

/**
 * The sales conditions and the legal notice as translation units (docs/legal.md, docs/translations.md "Global texts"):
 * the text in the site's default language is the source (site 0's: the defaults), every other language a translation.
 */
const kind = 'conditions';

type Document = (typeof legalDocuments)[number];
export type ConditionsTexts = Record<Document, LangTexts>;

/** The other-language texts that become translations: a language the site is translated into, beside a source. */
async function movable(site: SiteId, texts: ConditionsTexts, source: Lang): Promise<Array<[Document, Lang]>> {
  const translated = await translationLangs.translated(site);
  return legalDocuments.flatMap((document) =>
    isBlankHtml(texts[document][source])
      ? []
      : langs
          .filter((lang) => lang !== source && translated.includes(lang) && !isBlankHtml(texts[document][lang]))
          .map((lang) => [document, lang] as [Document, Lang]),
  );
}

/**
 * Saves a site's texts (`put` writes the item) with their units: the source stays on the item, another language's
 * text becomes a PERSON translation of it (a form sending back the one it read changes nothing) and leaves the item.
 * A text with no source beside it, or in a language the site is not translated into, stays on the item.
 */
export async function saveConditionsTexts(
  site: SiteId,
  texts: ConditionsTexts,
  who: string,
  put: (stored: ConditionsTexts) => Promise<void>,
  options: { keepExisting?: boolean } = {},
): Promise<number> {
  const source = await sourceLangOf(site);
  const moving = await movable(site, texts, source);
  const stored = structuredClone(texts);
  for (const [document, lang] of moving) stored[document][lang] = null;
  await put(stored);
  await translationSync.entity(site, kind, conditionsEntityId, conditionsTexts(stored, source), conditionsUnitLabel);
  for (const [document, lang] of moving)
    await writeHandTranslation(
      site,
      { kind, entityId: conditionsEntityId, field: document },
      lang,
      texts[document][lang],
      who,
      options,
    );
  return moving.length;
}

/** The texts as the admin reads them: each other language filled from its translation (the payload keeps both). */
export async function withTranslations(site: SiteId, texts: ConditionsTexts): Promise<ConditionsTexts> {
  const source = await sourceLangOf(site);
  const others = langs.filter((lang) => lang !== source);
  const translations = await entityTranslations(site, kind, conditionsEntityId, others);
  const result = structuredClone(texts);
  for (const other of others)
    for (const document of legalDocuments) {
      const translated = translations.get(other)?.get(document);
      // An item not migrated yet keeps its own copy.
      if (translated !== undefined) result[document][other] = translated;
    }
  return result;
}

/**
 * The site's translations of its texts in a content language (none in its default language). A failed read is
 * logged and answers none: the shopper still reads the source.
 */
export async function translationsIn(site: SiteId, lang: string): Promise<Map<string, string>> {
  try {
    if (lang === (await translationLangs.defaultOf(site))) return new Map();
    return (await entityTranslations(site, kind, conditionsEntityId, [lang])).get(lang) ?? new Map();
  } catch (error) {
    logger.error('conditions translations not read', { site, lang, error: (error as Error).message });
    return new Map();
  }
}

/**
 * One document in the content language `lang`: its translation there, else the item's own text in that language (an
 * item not migrated yet), else the source, else whatever language it has. `lang` in the answer says which it is.
 */
export function textIn(
  texts: LangTexts,
  translation: string | undefined,
  lang: string,
  source: Lang,
): { html: string; lang: string } | null {
  if (translation !== undefined && !isBlankHtml(translation)) return { html: translation, lang };
  const order = [lang, source, ...langs].filter((l): l is Lang => (langs as readonly string[]).includes(l));
  for (const l of order) if (!isBlankHtml(texts[l])) return { html: texts[l]!, lang: l };
  return null;
}
