import { createContext, useCallback, useContext } from 'react';
import type { Lang } from '@cellar/shared/i18n/lang';

/** The default language (no path prefix). Not imported from shared/i18n/lang: that module loads zod. */
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

export const LangContext = createContext<Lang>(defaultLang);

/** The language of the screen shown (it follows the path). */
export function useLang(): Lang {
  return useContext(LangContext);
}

/** Builds links in the current language: `to('/user')`. */
export function useLocalePath(): (path: string) => string {
  const lang = useLang();
  return useCallback((path: string) => localePath(lang, path), [lang]);
}
