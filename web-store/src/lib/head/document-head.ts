import type { Lang } from '@cellar/shared/i18n/lang';
import { localePath } from '@cellar/shared/i18n/lang-path';

/** The head of a screen that has one (a page, a product, the product list). */
export interface DocumentHead {
  /** The whole title, the site's name included. */
  title: string;
  /** The meta description; null or empty for none. */
  description: string | null;
  /** The screen's address without its language prefix (`/`, `/le-domaine`, `/product/3`). */
  path: string;
}

/** The languages the storefront speaks (its addresses: French without a prefix, English under `/en_US`). */
const storeLangs: readonly Lang[] = ['fr_FR', 'en_US'];

/**
 * The languages a site shows its screens in (`GET /lang/active`, its default first): those it has switched on among
 * the storefront's. Nothing known (a failed read): none, so no alternate is claimed.
 */
export function siteLanguages(active: ReadonlyArray<{ code: string; valid: boolean }> | undefined): Lang[] {
  return (active ?? [])
    .filter((lang) => lang.valid)
    .map((lang) => storeLangs.find((code) => code === lang.code))
    .filter((code): code is Lang => code !== undefined);
}

/**
 * The canonical address of a screen in the language shown, and the screen in each of the site's languages as
 * alternates (`hreflang` fr, en), with x-default on the site's default language (`languages`' first). A site in one
 * language has no alternates. `origin` is '' for addresses relative to the site.
 */
export function headAddresses(origin: string, path: string, lang: Lang, languages: readonly Lang[]) {
  const address = (of: Lang) => `${origin}${localePath(of, path)}`;
  const alternates: Array<readonly [string, string]> =
    languages.length < 2
      ? []
      : [...languages.map((of) => [of.slice(0, 2), address(of)] as const), ['x-default', address(languages[0]!)]];
  return { canonical: address(lang), alternates };
}
