import type { Lang } from '@cellar/shared/i18n/lang';
import type { OrderStatus, PaymentStatus } from '@cellar/shared/checkout/orders';

const locales: Record<Lang, string> = { fr_FR: 'fr-FR', en_US: 'en-US' };

/** "1 234,50 €" / "€1,234.50". */
export function formatMoney(value: number, lang: Lang): string {
  return new Intl.NumberFormat(locales[lang], { style: 'currency', currency: 'EUR' }).format(value);
}

/** A plain number in the screen's language ("0,75" / "0.75"). */
export function formatNumber(value: number, lang: Lang): string {
  return new Intl.NumberFormat(locales[lang], { maximumFractionDigits: 2 }).format(value);
}

/** One colour per status, the same on the tabs, the list and the order. */
export const statusColours: Record<OrderStatus, string> = {
  WAITING: 'orange',
  PROCESSING: 'blue',
  SHIPPED: 'grape',
  DELIVERED: 'green',
  CANCELED: 'gray',
};

export const paymentStatusColours: Record<PaymentStatus, string> = {
  PENDING: 'yellow',
  PAID: 'green',
  FAILED: 'red',
  CANCELED: 'gray',
};

/** Today in Paris as dd/mm/yyyy (the day a payment is typed, by default). */
export function parisDay(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', day: '2-digit', month: '2-digit', year: 'numeric' }).format(now);
}
