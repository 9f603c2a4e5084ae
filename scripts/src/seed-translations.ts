import { authorisedSiteId } from '@cellar/functions/data/site-id';
import { translationService } from '@cellar/functions/services/translations/translation-service';

/**
 * The translatable units of the seeded sites and their counts (docs/translations.md): the seed writes its items
 * without the services' sync, so one rebuild per site makes the translation screens and the counts right at once.
 */
export async function seedTranslationUnits(siteIds: readonly number[]): Promise<void> {
  for (const id of siteIds)
    try {
      await translationService.rebuild(authorisedSiteId(id));
    } catch (error) {
      // Never a failed seed for it: the first translation list of the site rebuilds its units again.
      console.error(`translation units of site ${id} not rebuilt:`, error);
    }
}
