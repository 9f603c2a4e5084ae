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

/**
 * The canonical address of a screen in the language shown, and the screen in each language as alternates (`hreflang`
 * fr, en, and x-default: French, the language without a prefix). `origin` is '' for addresses relative to the site.
 */
export function headAddresses(origin: string, path: string, lang: Lang) {
  const address = (of: Lang) => `${origin}${localePath(of, path)}`;
  return {
    canonical: address(lang),
    alternates: [
      ['fr', address('fr_FR')],
      ['en', address('en_US')],
      ['x-default', address('fr_FR')],
    ] as const,
  };
}
