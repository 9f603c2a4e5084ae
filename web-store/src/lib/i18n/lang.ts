import { createContext, useCallback, useContext } from 'react';
import type { Lang } from '@cellar/shared/i18n/lang';
import { defaultLang, localePath } from '@cellar/shared/i18n/lang-path';

export const LangContext = createContext<Lang>(defaultLang);

/** The language of the screen shown: the path decides (`/en_US/...` English, else French). */
export function useLang(): Lang {
  return useContext(LangContext);
}

/** Builds links in the current language: `to('/product/7')` → `/en_US/product/7` in English. */
export function useLocalePath(): (path: string) => string {
  const lang = useLang();
  return useCallback((path: string) => localePath(lang, path), [lang]);
}

/** `fr_FR` → `fr-FR`, the BCP 47 tag of `Intl` and of `<html lang>`. */
export const bcp47 = (lang: Lang): string => lang.replace('_', '-');
