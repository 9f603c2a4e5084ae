import { defaultsSiteId, type SiteId } from '../../data/site-id.ts';
import { ttlCache } from '../../lib/ttl-cache.ts';
import { langService } from './lang-service.ts';
import { siteService } from '../super-admin/site-service.ts';

/** Site 0 (the global translations) is written in the catalogue's default language. */
async function catalogueDefault(): Promise<string> {
  return (await langService.catalogue()).find((l) => l.isDefault)?.code ?? 'fr_FR';
}

/**
 * A site's default language, kept a minute per container: every storefront read asks it (to answer the default
 * language without reading translations), and a site changes its default language almost never.
 */
const defaults = ttlCache(60_000, async (site: SiteId): Promise<string> =>
  site === defaultsSiteId ? catalogueDefault() : (await siteService.record(site)).defaultLang,
);

export const translationLangs = {
  defaultOf: (site: SiteId): Promise<string> => defaults.get(site),

  /** The languages a site is translated into: its valid ones but the default (site 0: the catalogue's). */
  async translated(site: SiteId): Promise<string[]> {
    if (site !== defaultsSiteId) return (await langService.translated(site)).map((l) => l.code);
    return (await langService.catalogue()).filter((l) => !l.isDefault).map((l) => l.code);
  },
};
