import { translatableKinds } from '@cellar/shared/translations/translatable-kinds';
import { applyUnits } from '@cellar/shared/translations/translatable-path';
import type { SiteId } from '../../data/site-id.ts';
import { logger } from '../../lib/logger.ts';
import {
  translationRepository,
  type TranslationRecord,
  type UnitScope,
} from '../../repositories/translation-repository.ts';
import { translationLangs } from './translation-langs.ts';

/**
 * The language's translations to apply, or null when there is nothing to do (unknown kind, or the content language
 * resolves to the default: the default itself, an unknown code, a language the site does not show).
 */
async function read(site: SiteId, asked: string, kind: string, scope: UnitScope): Promise<TranslationRecord[] | null> {
  if (!Object.hasOwn(translatableKinds, kind)) return null;
  const lang = await translationLangs.contentOf(site, asked);
  if (lang === (await translationLangs.defaultOf(site))) return null;
  // Eventually consistent: a translation saved a moment ago may show on the next read.
  return translationRepository.translations(site, lang, scope, false);
}

const byField = (translations: readonly TranslationRecord[]) =>
  new Map(translations.map((translation) => [translation.field, translation.text]));

/**
 * The storefront's content in the visitor's language (docs/translations.md): the entity as read, with each text that
 * has a translation in `lang` (the request's content language) replaced by it. The site's default language (and a
 * code it does not show), and any text without a translation, keep the source (the fallback). Outdated translations
 * are shown: an older wording beats a language the visitor did not ask for; the admin sees them flagged. A failed
 * read is logged and answers the source: a shopper still gets a page.
 */
export const translationOverlay = {
  /** One entity (`GET /news/{id}`): one Query of the entity's translations. */
  async one<T>(site: SiteId, lang: string, kind: string, entityId: number, entity: T): Promise<T> {
    try {
      const translations = await read(site, lang, kind, { kind, entityId });
      if (!translations?.length) return entity;
      return applyUnits(translatableKinds[kind]!.fields, entity, byField(translations));
    } catch (error) {
      logger.error('translations not applied', { site, lang, kind, entityId, error: (error as Error).message });
      return entity;
    }
  },

  /** Entities of one kind (a list): one Query of the kind's translations in the language. */
  async many<T>(site: SiteId, lang: string, kind: string, entities: T[], idOf: (entity: T) => number): Promise<T[]> {
    if (entities.length === 0) return entities;
    try {
      const translations = await read(site, lang, kind, { kind });
      if (!translations?.length) return entities;
      const byEntity = new Map<number, TranslationRecord[]>();
      for (const translation of translations)
        byEntity.set(translation.entityId, [...(byEntity.get(translation.entityId) ?? []), translation]);
      const fields = translatableKinds[kind]!.fields;
      return entities.map((entity) => {
        const own = byEntity.get(idOf(entity));
        return own ? applyUnits(fields, entity, byField(own)) : entity;
      });
    } catch (error) {
      logger.error('translations not applied', { site, lang, kind, error: (error as Error).message });
      return entities;
    }
  },
};
