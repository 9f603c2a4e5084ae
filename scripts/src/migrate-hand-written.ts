import { authorisedSiteId, defaultsSiteId } from '@cellar/functions/data/site-id';
import { siteRepository } from '@cellar/functions/repositories/site-repository';
import { migrateHandWrittenTexts } from '@cellar/functions/services/translations/hand-written-migration';
import { translationService } from '@cellar/functions/services/translations/translation-service';

/**
 * Once per existing deployment (docs/translations.md "Global texts"): every site's units rebuilt (site 0 first: the
 * nomenclature and the base mail models), then the texts written per language by hand moved into translations.
 * Safe to run again: a second run moves nothing. `npx tsx scripts/src/migrate-hand-written.ts` with the stage's table
 * in the environment, like the seed.
 */
const ids = new Set([defaultsSiteId, ...(await siteRepository.listAll()).map((site) => site.id)]);
for (const siteId of ids) {
  const id = authorisedSiteId(siteId);
  await translationService.rebuild(id);
  const { moved } = await migrateHandWrittenTexts(id);
  console.log(`site ${siteId}: ${moved} texts moved into translations`);
}
