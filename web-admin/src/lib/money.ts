import type { Lang } from '@cellar/shared/i18n/lang';

const locales: Record<Lang, string> = { fr_FR: 'fr-FR', en_US: 'en-US' };

/** "1 234,50 €" / "€1,234.50" (orders, payments, refunds of returns). */
export function formatMoney(value: number, lang: Lang): string {
  return new Intl.NumberFormat(locales[lang], { style: 'currency', currency: 'EUR' }).format(value);
}

/** A plain number in the screen's language ("0,75" / "0.75"). */
export function formatNumber(value: number, lang: Lang): string {
  return new Intl.NumberFormat(locales[lang], { maximumFractionDigits: 2 }).format(value);
}
