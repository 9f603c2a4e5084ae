import { describe, expect, it } from 'vitest';
import type { Lang } from '@cellar/shared/i18n/lang';
import { formatCapacity, formatNumber, formatPercent, formatPrice } from './format.ts';

const langs: Lang[] = ['fr_FR', 'en_US'];
const locale = (lang: Lang) => lang.replace('_', '-');

/**
 * Values where a hand-written formatter goes wrong: halves at every place (rounded on the shortest decimal form, as
 * Intl does: 1.005 → 1.01), carries (9.995 → 10.00, 999.995 → 1 000,00), thousands, -0 and what rounds to it,
 * binary neighbours (0.1 + 0.2), and a spread of ordinary amounts.
 */
function values(): number[] {
  const out = [0, -0, 1, -1, 0.1 + 0.2, 1.005, 1.015, 2.675, 9.995, 99.995, 999.995, 999_999.995, -0.001, -0.004];
  out.push(-0.005, 0.5, 1.5, 2.5, 1234.5, 12_345.678, 1_000_000, 123_456_789.12, 0.125, 0.135, 14.35, 7.2, 75, 150);
  for (let cents = 0; cents <= 250_000; cents += 137) out.push(cents / 100, -cents / 100);
  for (let thousandths = 0; thousandths <= 20_000; thousandths += 5) out.push(thousandths / 1000);
  for (let i = 0; i < 200; i++) out.push(Math.round(Math.sin(i) * 1e7) / 1e3);
  return out;
}

describe('formatting prices and numbers (without Intl on the first screen)', () => {
  it('writes exactly what Intl.NumberFormat writes, in both languages', () => {
    for (const lang of langs) {
      const price = new Intl.NumberFormat(locale(lang), { style: 'currency', currency: 'EUR' });
      const percent = new Intl.NumberFormat(locale(lang), { style: 'percent', maximumFractionDigits: 2 });
      const number = [0, 1, 2].map((digits) => new Intl.NumberFormat(locale(lang), { maximumFractionDigits: digits }));
      for (const value of values()) {
        expect(formatPrice(lang, value), `price ${value}`).toBe(price.format(value));
        expect(formatPercent(lang, value), `percent ${value}`).toBe(percent.format(value / 100));
        for (const digits of [0, 1, 2])
          expect(formatNumber(lang, value, digits), `number ${value} (${digits})`).toBe(number[digits]!.format(value));
      }
    }
  });

  it('reads as a French or an American shopper expects', () => {
    expect(formatPrice('fr_FR', 1234.5)).toBe('1\u202f234,50\u00a0€');
    expect(formatPrice('en_US', 1234.5)).toBe('€1,234.50');
    expect(formatPrice('en_US', -3)).toBe('-€3.00');
    expect(formatPercent('fr_FR', 10)).toBe('10\u00a0%');
    expect(formatPercent('en_US', 12.5)).toBe('12.5%');
    expect(formatCapacity('fr_FR', 1.5, 'l')).toBe('1,5 l');
    expect(formatNumber('en_US', 13.55, 1)).toBe('13.6');
  });

  it('leaves what it does not write to Intl: exponent forms and what is not a number', () => {
    for (const value of [1e21, 1e-7, -2.5e-8, Number.NaN, Number.POSITIVE_INFINITY])
      for (const lang of langs) {
        const intl = new Intl.NumberFormat(locale(lang), { style: 'currency', currency: 'EUR' });
        expect(formatPrice(lang, value)).toBe(intl.format(value));
      }
  });
});
