import type { Lang } from '@cellar/shared/i18n/lang';
import { bcp47 } from './i18n/lang.ts';

const cache = new Map<string, Intl.NumberFormat>();
function numberFormat(lang: Lang, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${lang}${JSON.stringify(options)}`;
  let format = cache.get(key);
  if (!format) cache.set(key, (format = new Intl.NumberFormat(bcp47(lang), options)));
  return format;
}

/** A price in euros in the language's way: `12,50 €`, `€12.50`. */
export const formatPrice = (lang: Lang, amount: number): string =>
  numberFormat(lang, { style: 'currency', currency: 'EUR' }).format(amount);

/** A number with at most `digits` decimals: `12,5`, `0.8`. */
export const formatNumber = (lang: Lang, value: number, digits = 2): string =>
  numberFormat(lang, { maximumFractionDigits: digits }).format(value);

/** A bottle size: `75 cl`, `1,5 l`. */
export const formatCapacity = (lang: Lang, capacity: number, unit: string): string =>
  `${formatNumber(lang, capacity)} ${unit}`;

/** A percentage given in percent: `10 %` in French, `10%` in English. */
export const formatPercent = (lang: Lang, percent: number): string =>
  numberFormat(lang, { style: 'percent', maximumFractionDigits: 2 }).format(percent / 100);
