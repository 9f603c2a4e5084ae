import type { Lang } from './lang.ts';

/**
 * The language of the web apps' screens follows the path (spec 1 §2, and the storefront the same
 * way): French, the default, has no prefix; English lives under `/en_US`. No zod here (lang.ts
 * loads it): the web bundles import this module.
 */

/** The default language (no path prefix). */
export const defaultLang: Lang = 'fr_FR';

/** The English screens live under this prefix; the French ones (default language) have none. */
export const englishPrefix = '/en_US';

/** The language of a path: `/en_US` and `/en_US/...` are English, everything else French. */
export function langFromPath(pathname: string): Lang {
  return pathname === englishPrefix || pathname.startsWith(`${englishPrefix}/`) ? 'en_US' : defaultLang;
}

/** The path without its language prefix: `/en_US/user` → `/user`, `/en_US` → `/`. */
export function stripLang(pathname: string): string {
  if (langFromPath(pathname) === defaultLang) return pathname;
  const rest = pathname.slice(englishPrefix.length);
  return rest === '' || rest.startsWith('?') || rest.startsWith('#') ? `/${rest}` : rest;
}

/**
 * A path of the app in a language. `path` starts with `/` and may carry a query:
 * `localePath('en_US', '/user?page=2')` → `/en_US/user?page=2`, `localePath('en_US', '/')` → `/en_US`.
 */
export function localePath(lang: Lang, path: string): string {
  const local = path.startsWith('/') ? path : `/${path}`;
  if (lang === defaultLang) return local;
  if (local === '/') return englishPrefix;
  if (local.startsWith('/?') || local.startsWith('/#')) return `${englishPrefix}${local.slice(1)}`;
  return `${englishPrefix}${local}`;
}

/** The same screen in another language (for the language switch). */
export function switchLangPath(pathname: string, search: string, lang: Lang): string {
  return localePath(lang, `${stripLang(pathname)}${search}`);
}
