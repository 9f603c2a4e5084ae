import { defaultsSiteId, type SiteId } from '../../data/site-id.ts';
import { ttlCache } from '../../lib/ttl-cache.ts';
import { langService } from './lang-service.ts';
import { siteService } from '../super-admin/site-service.ts';

/** A site's default language and the languages its storefront shows (its valid ones, the default among them). */
interface ShownLangs {
  defaultCode: string;
  active: ReadonlySet<string>;
}

/**
 * A site's default and active languages, kept a minute per container: every storefront read asks them (to answer the
 * default language without reading translations, and any other code but an active one as the default), and a site
 * changes its languages rarely. Read together: the first read of a site costs the same whatever language it asks.
 */
const shown = ttlCache(60_000, async (site: SiteId): Promise<ShownLangs> => {
  // Site 0 (the global translations) is written in the catalogue's default language.
  if (site === defaultsSiteId) {
    const catalogue = await langService.catalogue();
    const defaultCode = catalogue.find((l) => l.isDefault)?.code ?? 'fr_FR';
    return { defaultCode, active: new Set(catalogue.map((l) => l.code)) };
  }
  const langs = await langService.all(site);
  const defaultCode = langs.find((l) => l.isDefault)?.code ?? (await siteService.record(site)).defaultLang;
  return { defaultCode, active: new Set(langs.filter((l) => l.valid).map((l) => l.code)) };
});

export const translationLangs = {
  defaultOf: async (site: SiteId): Promise<string> => (await shown.get(site)).defaultCode,

  /**
   * The content language a storefront read is answered in (docs/translations.md "Content language"): the code asked
   * when the site shows it, else the site's default (an unknown code, a language switched off, none).
   */
  async contentOf(site: SiteId, asked: string): Promise<string> {
    const { defaultCode, active } = await shown.get(site);
    return active.has(asked) ? asked : defaultCode;
  },

  /** Forgets a site's languages in this container (a language added, switched or removed). */
  forget: (site: SiteId): void => shown.forget(site),

  /** The languages a site is translated into: its valid ones but the default (site 0: the catalogue's). */
  async translated(site: SiteId): Promise<string[]> {
    if (site !== defaultsSiteId) return (await langService.translated(site)).map((l) => l.code);
    return (await langService.catalogue()).filter((l) => !l.isDefault).map((l) => l.code);
  },
};
