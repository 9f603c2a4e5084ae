import { createContext, useCallback, useContext } from 'react';
import { contentLangPath, unprefixedContentLang } from '@cellar/shared/i18n/content-lang';
import type { Lang } from '@cellar/shared/i18n/lang';
import { defaultLang } from '@cellar/shared/i18n/lang-path';

export const LangContext = createContext<Lang>(defaultLang);

/**
 * The content language the path names (`/de_DE/…` → `de_DE`, French unprefixed; docs/translations.md "Content
 * language").
 */
export const ContentLangContext = createContext<string>(unprefixedContentLang);

/** The interface language of the screen shown (its strings, numbers, dates): French or English. */
export function useLang(): Lang {
  return useContext(LangContext);
}

/** The content language of the screen shown: the path's prefix, French without one. */
export function useContentLang(): string {
  return useContext(ContentLangContext);
}

/** Builds links in the current language: `to('/product/7')` → `/de_DE/product/7` under `/de_DE`. */
export function useLocalePath(): (path: string) => string {
  const contentLang = useContentLang();
  return useCallback((path: string) => contentLangPath(contentLang, path), [contentLang]);
}

/** `fr_FR` → `fr-FR`, the BCP 47 tag of `Intl` and of `<html lang>`. */
export const bcp47 = (lang: string): string => lang.replace('_', '-');
