import { useMemo } from 'react';
import type { Lang } from '@cellar/shared/i18n/lang';
import { useLang } from '../../../lib/i18n/lang.ts';

/** A number in the screen's language with at most 2 decimals: 9,9 / 9.9; 150. */
export function formatNumber(value: number, lang: Lang): string {
  return new Intl.NumberFormat(lang === 'en_US' ? 'en-US' : 'fr-FR', {
    maximumFractionDigits: 2,
    useGrouping: false,
  }).format(value);
}

/**
 * A price as an input shows it, in the screen's language: whole euros as they are (10), others with
 * two decimals (9,90 on the French screens, 9.90 on the English ones).
 */
export function priceText(value: number, lang: Lang): string {
  const text = Number.isInteger(value) ? String(value) : value.toFixed(2);
  return lang === 'fr_FR' ? text.replace('.', ',') : text;
}

/** A bound of a tranche as an input shows it (comma decimals on the French screens). */
export function boundText(value: number, lang: Lang): string {
  const text = String(value);
  return lang === 'fr_FR' ? text.replace('.', ',') : text;
}

export function useNumberFormat(): (value: number) => string {
  const lang = useLang();
  return useMemo(() => (value: number) => formatNumber(value, lang), [lang]);
}

export function useMoneyFormat(): (value: number) => string {
  const lang = useLang();
  return useMemo(() => {
    const money = new Intl.NumberFormat(lang === 'en_US' ? 'en-US' : 'fr-FR', { style: 'currency', currency: 'EUR' });
    return (value: number) => money.format(value);
  }, [lang]);
}
