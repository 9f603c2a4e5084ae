import { createContext, useCallback, useContext } from 'react';
import type { Lang } from '@cellar/shared/i18n/lang';
import { defaultLang, localePath } from '@cellar/shared/i18n/lang-path';

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
