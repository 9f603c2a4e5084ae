import {
  orderStatusLabels,
  paymentMethodLabels,
  type OrderView,
  type PaymentInstructions,
} from '@cellar/shared/checkout/orders';
import type { Lang } from '@cellar/shared/i18n/lang';
import type { OrderRecord } from '../../repositories/order-repository.ts';

const parisDateTime = new Intl.DateTimeFormat('fr-FR', {
  timeZone: 'Europe/Paris',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});
const parisYear = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric' });

/** dd/mm/yyyy HH:mm in Paris (spec 1 §9 "datetimes with HH:mm"). */
export function parisDateTimeText(instant: Date): string {
  const parts = Object.fromEntries(parisDateTime.formatToParts(instant).map((p) => [p.type, p.value]));
  return `${parts.day}/${parts.month}/${parts.year} ${parts.hour === '24' ? '00' : parts.hour}:${parts.minute}`;
}

/** A stored day (yyyy-mm-dd) or instant (ISO) as dd/mm/yyyy (spec 1 §9). */
export function dayText(value: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (m) return `${m[3]}/${m[2]}/${m[1]}`;
  return Number.isNaN(Date.parse(value)) ? value : parisDateTimeText(new Date(value)).slice(0, 10);
}

/** `<year in Paris>-<6-digit counter>`: `2026-000042` (more digits past 999 999). */
export function orderNumber(id: number, at: Date): string {
  return `${parisYear.format(at)}-${String(id).padStart(6, '0')}`;
}

const currency: Record<Lang, Intl.NumberFormat> = {
  fr_FR: new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }),
  en_US: new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' }),
};

/** 1234.5 → "1 234,50 €" in French, "€1,234.50" in English. */
export function euros(amount: number, lang: Lang): string {
  return currency[lang].format(amount).replace(/\u202f|\u00a0/g, ' ');
}

/** The IBAN in groups of four, as a bank statement prints it. */
const spacedIban = (iban: string): string =>
  iban
    .replace(/\s+/g, '')
    .replace(/(.{4})/g, '$1 ')
    .trim();

/** What the shopper does next for a cheque, a transfer or cash, in the order's language or the request's. */
export function instructionsText(
  order: Pick<OrderRecord, 'number' | 'total' | 'payment' | 'delivery'>,
  lang: Lang,
): string {
  const amount = euros(order.total, lang);
  const details = order.payment.instructions;
  const en = lang === 'en_US';
  switch (order.payment.method) {
    case 'TRANSFER':
      if (details?.iban) {
        return en
          ? `Please transfer ${amount} to ${details.accountHolder ?? 'the producer'}, IBAN ${spacedIban(details.iban)}${details.bic ? `, BIC ${details.bic}` : ''}, with the reference ${order.number}. Your order is prepared once the transfer is received.`
          : `Merci de virer ${amount} à ${details.accountHolder ?? 'l’exploitation'}, IBAN ${spacedIban(details.iban)}${details.bic ? `, BIC ${details.bic}` : ''}, avec la référence ${order.number}. Votre commande est préparée dès réception du virement.`;
      }
      return en
        ? `Please transfer ${amount} with the reference ${order.number}: the producer sends you their bank details by e-mail.`
        : `Merci de virer ${amount} avec la référence ${order.number} : l’exploitation vous envoie ses coordonnées bancaires par e-mail.`;
    case 'CHEQUE':
      return en
        ? `Please send a cheque of ${amount} payable to ${details?.payableTo ?? 'the producer'}${details?.mailTo ? `, to ${details.mailTo}` : ''}, with ${order.number} written on the back. Your order is prepared once the cheque is received.`
        : `Merci d’envoyer un chèque de ${amount} à l’ordre de ${details?.payableTo ?? 'l’exploitation'}${details?.mailTo ? `, à l’adresse ${details.mailTo}` : ''}, avec ${order.number} au dos. Votre commande est préparée dès réception du chèque.`;
    case 'CASH':
      return en
        ? `You pay ${amount} in cash when you collect your order ${order.number}.`
        : `Vous réglez ${amount} en espèces au retrait de votre commande ${order.number}.`;
    default:
      return '';
  }
}

function instructionsOf(order: OrderRecord, lang: Lang): PaymentInstructions | null {
  if (order.payment.method === 'CARD') return null;
  const details = order.payment.instructions;
  return {
    accountHolder: details?.accountHolder ?? null,
    iban: details?.iban ?? null,
    bic: details?.bic ?? null,
    payableTo: details?.payableTo ?? null,
    mailTo: details?.mailTo ?? null,
    reference: order.number,
    amount: order.total,
    text: instructionsText(order, lang),
  };
}

/**
 * An order as the storefront reads it (`POST /order`, `GET /order/{id}`). The card's client
 * secret is answered while the payment is pending, to the shopper who placed the order (the
 * placement's answer, the customer's own reads): with it the storefront confirms or retries the payment.
 */
export function orderView(order: OrderRecord, lang: Lang, publishableKey: string | null): OrderView {
  const pending = order.payment.status === 'PENDING' || order.payment.status === 'FAILED';
  return {
    id: order.id,
    number: order.number,
    status: order.status,
    statusLabel: orderStatusLabels[order.status]?.[lang] ?? order.status,
    createdAt: order.createdAt,
    date: parisDateTimeText(new Date(order.createdAt)),
    customer: {
      email: order.customer.email,
      firstname: order.customer.firstname,
      lastname: order.customer.lastname,
      phone: order.customer.phone,
      guest: order.customer.guest,
    },
    products: order.products.map((line) => ({ ...line })),
    subtotal: order.subtotal,
    discount: order.discount
      ? { code: order.discount.code, label: order.discount.label, amount: order.discount.amount, on: order.discount.on }
      : null,
    shippingFees: order.shippingFees,
    total: order.total,
    currency: 'EUR',
    delivery: { ...order.delivery },
    address: { delivery: order.address.delivery, billing: order.address.billing },
    message: order.message,
    payment: {
      method: order.payment.method,
      label: paymentMethodLabels[order.payment.method][lang],
      status: order.payment.status,
      amount: order.payment.amount,
      provider: order.payment.provider,
      clientSecret: order.payment.method === 'CARD' && pending ? order.payment.clientSecret : null,
      publishableKey: order.payment.provider === 'stripe' ? publishableKey : null,
      account: order.payment.account,
      instructions: instructionsOf(order, lang),
    },
    payments: order.payments.map((p) => ({ ...p })),
  };
}
