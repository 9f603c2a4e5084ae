import { defaultFunctionalityKeys } from '@cellar/shared/site/functionality-catalogue';
import { siteService } from './site-service.ts';

/**
 * Sites made before the functionality catalogue (issue 20) have no keys, so its guard would hide the statistics,
 * payment, social and plugin screens they are meant to have (docs/functionalities.md). Gives a site holding none of
 * the default keys the keys new sites get, and answers them; a site holding one is left alone (`null`), so running it
 * again changes nothing. Run once per deployment: a site whose super-admin later removes all four would get them back.
 */
export async function giveDefaultFunctionalities(idSite: number): Promise<string[] | null> {
  const current = await siteService.functionalities(idSite);
  if (current.some((key) => defaultFunctionalityKeys.includes(key))) return null;
  return siteService.linkFunctionalities(idSite, [...current, ...defaultFunctionalityKeys]);
}
