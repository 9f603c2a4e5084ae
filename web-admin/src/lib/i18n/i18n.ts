import { useMemo } from 'react';
import i18next, { type TOptions } from 'i18next';
import type { Lang } from '@cellar/shared/i18n/lang';
import { frFR } from '../../i18n/fr_FR.ts';
import { enUS } from '../../i18n/en_US.ts';
import { useLang } from './lang.ts';

/** Every key of a nested catalogue, dotted: `login.submit`. */
export type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

export type TKey = Leaves<typeof frFR>;
export type Translate = (key: TKey, options?: TOptions) => string;

/** i18next language codes of our two languages (it reads `_` codes poorly). */
export const i18nCode: Record<Lang, string> = { fr_FR: 'fr', en_US: 'en' };

/** One instance, both catalogues bundled (they are small): no loading step, no flash of keys. */
export const i18n = i18next.createInstance();
void i18n.init({
  resources: { fr: { translation: frFR }, en: { translation: enUS } },
  lng: i18nCode.fr_FR,
  fallbackLng: i18nCode.en_US,
  initAsync: false,
  interpolation: { escapeValue: false },
});

/** A translate function fixed to a language (outside React: toasts, event handlers). */
export function translatorFor(lang: Lang): Translate {
  const t = i18n.getFixedT(i18nCode[lang]);
  return (key, options) => String(t(key, options ?? {}));
}

/** The translate function of the screen's language (which follows the path). */
export function useT(): Translate {
  const lang = useLang();
  return useMemo(() => translatorFor(lang), [lang]);
}
