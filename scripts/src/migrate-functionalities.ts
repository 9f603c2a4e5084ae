import { defaultFunctionalityKeys } from '@cellar/shared/site/functionality-catalogue';
import { siteRepository } from '@cellar/functions/repositories/site-repository';
import { siteService } from '@cellar/functions/services/super-admin/site-service';

/**
 * Once per existing deployment, right after deploying issue 20 (docs/functionalities.md): sites made before the
 * functionality catalogue have no keys, so its guard would hide the statistics, payment, social and plugin screens
 * they are meant to have. Gives each such site — one holding none of the default keys — the keys new sites get.
 * A site that already has one of them is left alone, so a second run changes nothing; run it once only, since a site
 * whose super-admin later removes all four would get them back. `npx tsx scripts/src/migrate-functionalities.ts` with
 * the stage's table in the environment, like the seed.
 */
for (const site of await siteRepository.listAll()) {
  const current = await siteService.functionalities(site.id);
  if (current.some((key) => defaultFunctionalityKeys.includes(key))) {
    console.log(`site ${site.id}: has its keys, left alone`);
    continue;
  }
  const keys = await siteService.linkFunctionalities(site.id, [...current, ...defaultFunctionalityKeys]);
  console.log(`site ${site.id}: ${keys.join(', ')}`);
}
