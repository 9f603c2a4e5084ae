import type { Lang } from '@cellar/shared/i18n/lang';

const locale = (lang: Lang): string => (lang === 'en_US' ? 'en-US' : 'fr-FR');

/** An amount in euros, in the admin's language. */
export const money = (value: number, lang: Lang): string =>
  new Intl.NumberFormat(locale(lang), { style: 'currency', currency: 'EUR' }).format(value);

/** A count or a mean, in the admin's language. */
export const count = (value: number, lang: Lang): string =>
  new Intl.NumberFormat(locale(lang), { maximumFractionDigits: 1 }).format(value);
