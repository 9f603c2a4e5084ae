import { authorisedSiteId, defaultsSiteId } from '@cellar/functions/data/site-id';
import { migrateHandWrittenTexts } from '@cellar/functions/services/translations/hand-written-migration';
import { translationService } from '@cellar/functions/services/translations/translation-service';

/**
 * The translatable units of the seeded sites and of site 0 (the global texts) and their counts (docs/translations.md):
 * the seed writes its items without the services' sync, so one rebuild per site makes the translation screens and the
 * counts right at once. Then the texts written per language by hand (the base mail models' English) move into
 * translations: once, a second seed moves nothing.
 */
export async function seedTranslationUnits(siteIds: readonly number[]): Promise<void> {
  for (const id of [defaultsSiteId, ...siteIds.filter((siteId) => siteId !== defaultsSiteId)])
    try {
      await translationService.rebuild(authorisedSiteId(id));
      await migrateHandWrittenTexts(authorisedSiteId(id));
    } catch (error) {
      // Never a failed seed for it: the first translation list of the site rebuilds its units again.
      console.error(`translation units of site ${id} not rebuilt:`, error);
    }
}
