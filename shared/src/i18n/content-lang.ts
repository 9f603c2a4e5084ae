import type { Lang } from './lang.ts';

/**
 * The storefront's *content language* (docs/translations.md "Content language"): any language a site has switched
 * on (`de_DE`, `es_ES`…). French has no prefix, as it always had; any other language lives under its code
 * (`/en_US/…`, `/de_DE/…`). It is apart from the *interface* language (`Lang`, fr_FR or en_US), which picks the
 * message catalogues. No zod here (the web bundles import this module).
 */

/** The content language of an unprefixed path. */
export const unprefixedContentLang = 'fr_FR';

/** A language code as a path prefix: `de_DE`. Page urls are lower-case, so no page's address is taken for one. */
const prefixPattern = /^\/([a-z]{2,3}_[A-Z]{2})(?=$|[/?#])/;

/** The language prefix of a path (`/de_DE/product/3` → `de_DE`), or null for an unprefixed one. */
export function pathLangPrefix(pathname: string): string | null {
  return prefixPattern.exec(pathname)?.[1] ?? null;
}

/** The content language a path names: its prefix, French without one. */
export function contentLangFromPath(pathname: string): string {
  return pathLangPrefix(pathname) ?? unprefixedContentLang;
}

/** The path without its language prefix: `/de_DE/products` → `/products`, `/de_DE` → `/`. */
export function stripContentLang(pathname: string): string {
  const code = pathLangPrefix(pathname);
  if (code === null) return pathname;
  const rest = pathname.slice(code.length + 1);
  return rest === '' || rest.startsWith('?') || rest.startsWith('#') ? `/${rest}` : rest;
}

/**
 * A path of the storefront in a content language. `path` starts with `/` and may carry a query:
 * `contentLangPath('de_DE', '/')` → `/de_DE`, `contentLangPath('de_DE', '/?page=2')` → `/de_DE?page=2`,
 * `contentLangPath('fr_FR', '/products')` → `/products`.
 */
export function contentLangPath(code: string, path: string): string {
  const local = path.startsWith('/') ? path : `/${path}`;
  if (code === unprefixedContentLang) return local;
  if (local === '/') return `/${code}`;
  if (local.startsWith('/?') || local.startsWith('/#')) return `/${code}${local.slice(1)}`;
  return `/${code}${local}`;
}

/** The same screen in another content language (the language switcher). */
export function switchContentLangPath(pathname: string, search: string, code: string): string {
  return contentLangPath(code, `${stripContentLang(pathname)}${search}`);
}

/**
 * The interface language of a content language: the storefront has French and English catalogues only, so a French
 * variant reads French, any other language English.
 */
export function interfaceLangOf(code: string): Lang {
  return code.startsWith('fr_') ? 'fr_FR' : 'en_US';
}

/** `de_DE` → `de-DE`, the BCP 47 tag of `<html lang>` and `hreflang`. */
export const contentLangTag = (code: string): string => code.replace('_', '-');
