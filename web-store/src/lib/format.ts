import type { Lang } from '@cellar/shared/i18n/lang';
import { bcp47 } from './i18n/lang.ts';

/**
 * Prices and numbers in the storefront's two languages, written out here rather than by `Intl.NumberFormat`: a page's
 * first NumberFormat loads ICU's number data, ≈ 25 ms on this project's machines and four times that on Lighthouse's
 * phone, inside the task that draws the first prices (docs/first-paint.md). The text is Intl's own, character for
 * character — its rounding (half away from zero, on the number's shortest decimal form), its separators (a narrow
 * no-break space between French thousands, a no-break space before `€` and `%`), `-0` — which format.test.ts checks
 * against Intl on thousands of values. What the fast path does not cover (exponent forms, NaN, ±Infinity) goes to Intl.
 */
const separators: Record<Lang, { decimal: string; group: string }> = {
  fr_FR: { decimal: ',', group: '\u202f' },
  en_US: { decimal: '.', group: ',' },
};

/**
 * `|value| × 10^shift` rounded half away from zero to at most `max` decimals and at least `min`, grouped by thousands
 * in the language's way; null when the number's shortest form is an exponent one (or not finite).
 */
function digits(lang: Lang, value: number, min: number, max: number, shift = 0): string | null {
  const text = String(Math.abs(value));
  if (!/^\d+(\.\d+)?$/.test(text)) return null;
  const [whole = '', fraction = ''] = text.split('.');
  // The decimal point moved `shift` places to the right, as text (percentages: no binary multiplication).
  const padded = fraction.padEnd(shift, '0');
  let integer = (whole + padded.slice(0, shift)).replace(/^0+(?=\d)/, '');
  let decimals = padded.slice(shift);
  if (decimals.length > max) {
    const roundUp = decimals.charCodeAt(max) >= 53; // '5'
    decimals = decimals.slice(0, max);
    if (roundUp) {
      const raised = (BigInt(integer + decimals) + 1n).toString().padStart(integer.length + max, '0');
      integer = raised.slice(0, raised.length - max);
      decimals = raised.slice(raised.length - max);
    }
  }
  decimals = decimals.replace(/0+$/, '').padEnd(min, '0');
  const { decimal, group } = separators[lang];
  const grouped = integer.replace(/\B(?=(\d{3})+(?!\d))/g, group);
  return decimals === '' ? grouped : `${grouped}${decimal}${decimals}`;
}

/** Intl's sign: `-` for any negative number, -0 and what rounds to 0 included. */
const sign = (value: number) => (value < 0 || Object.is(value, -0) ? '-' : '');

const intl = (lang: Lang, options: Intl.NumberFormatOptions, value: number) =>
  new Intl.NumberFormat(bcp47(lang), options).format(value);

/** A price in euros in the language's way: `12,50 €`, `€12.50`. */
export function formatPrice(lang: Lang, amount: number): string {
  const number = digits(lang, amount, 2, 2);
  if (number === null) return intl(lang, { style: 'currency', currency: 'EUR' }, amount);
  return lang === 'fr_FR' ? `${sign(amount)}${number}\u00a0€` : `${sign(amount)}€${number}`;
}

/** A number with at most `digits` decimals: `12,5`, `0.8`. */
export function formatNumber(lang: Lang, value: number, maxDigits = 2): string {
  const number = digits(lang, value, 0, maxDigits);
  return number === null ? intl(lang, { maximumFractionDigits: maxDigits }, value) : `${sign(value)}${number}`;
}

/** A bottle size: `75 cl`, `1,5 l`. */
export const formatCapacity = (lang: Lang, capacity: number, unit: string): string =>
  `${formatNumber(lang, capacity)} ${unit}`;

/** A percentage given in percent: `10 %` in French, `10%` in English. */
export function formatPercent(lang: Lang, percent: number): string {
  const ratio = percent / 100;
  const number = digits(lang, ratio, 0, 2, 2);
  if (number === null) return intl(lang, { style: 'percent', maximumFractionDigits: 2 }, ratio);
  return `${sign(ratio)}${number}${lang === 'fr_FR' ? '\u00a0%' : '%'}`;
}
