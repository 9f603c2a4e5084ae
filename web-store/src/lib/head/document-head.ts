import { contentLangPath } from '@cellar/shared/i18n/content-lang';

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
 * The languages a site shows its screens in (`GET /lang/active`): the codes it has switched on, its default first
 * (docs/translations.md "Content language"). Nothing known (a failed read): none, so no alternate is claimed.
 */
export function siteLanguages(
  active: ReadonlyArray<{ code: string; valid: boolean; isDefault?: boolean }> | undefined,
): string[] {
  const on = (active ?? []).filter((lang) => lang.valid);
  const first = on.find((lang) => lang.isDefault) ?? on[0];
  return first ? [first.code, ...on.filter((lang) => lang !== first).map((lang) => lang.code)] : [];
}

/**
 * An alternate's `hreflang`: the language alone (`de`), or with its region when the site shows two of one language
 * (`fr-FR`, `fr-BE`).
 */
function hreflangOf(code: string, languages: readonly string[]): string {
  const language = code.slice(0, code.indexOf('_') === -1 ? undefined : code.indexOf('_'));
  const shared = languages.filter((other) => other.startsWith(`${language}_`)).length > 1;
  return shared ? code.replace('_', '-') : language;
}

/**
 * The canonical address of a screen in the content language shown, and the screen in each of the site's languages as
 * alternates (`hreflang` fr, en, de…), with x-default on the site's default language (`languages`' first). A site in
 * one language has no alternates. `origin` is '' for addresses relative to the site.
 */
export function headAddresses(origin: string, path: string, contentLang: string, languages: readonly string[]) {
  const address = (of: string) => `${origin}${contentLangPath(of, path)}`;
  const alternates: Array<readonly [string, string]> =
    languages.length < 2
      ? []
      : [
          ...languages.map((of) => [hreflangOf(of, languages), address(of)] as const),
          ['x-default', address(languages[0]!)],
        ];
  return { canonical: address(contentLang), alternates };
}
