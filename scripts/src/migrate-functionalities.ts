import { siteRepository } from '@cellar/functions/repositories/site-repository';
import { giveDefaultFunctionalities } from '@cellar/functions/services/super-admin/functionality-migration';

/**
 * Once per existing deployment, right after deploying issue 20 (docs/functionalities.md): each site holding none of
 * the default functionality keys gets them. `npx tsx scripts/src/migrate-functionalities.ts` with the stage's table in
 * the environment, like the seed.
 */
for (const site of await siteRepository.listAll()) {
  const keys = await giveDefaultFunctionalities(site.id);
  console.log(`site ${site.id}: ${keys ? keys.join(', ') : 'has its keys, left alone'}`);
}
