import { paymentMethodLabels } from '@cellar/shared/checkout/orders';
import type { Lang } from '@cellar/shared/i18n/lang';
import type { OrderRecord } from '../../repositories/order-repository.ts';
import { shopperText } from '../checkout/mail-text.ts';
import { euros, instructionsText, parisDateTimeText } from '../checkout/order-views.ts';

/** What an order mail needs of the shop. */
export interface MailShop {
  name: string;
}

/** The parcel, once shipped (the orders work stores it on the order). */
interface ShipmentPart {
  shipment?: { carrierName: string | null; trackingNumber: string | null; trackingUrl: string | null } | null;
}

const words = {
  fr_FR: {
    home: 'Livraison à domicile',
    relay: 'Livraison en point relais',
    collect: 'Retrait sur place',
    collectAt: (place: string, date: string, start: string, end: string) =>
      `${place}, le ${date} entre ${start} et ${end}`,
    card: 'Paiement par carte bancaire : votre commande est préparée dès que le paiement est accepté.',
  },
  en_US: {
    home: 'Home delivery',
    relay: 'Delivery to a pickup point',
    collect: 'Click and collect',
    collectAt: (place: string, date: string, start: string, end: string) =>
      `${place}, on ${date} between ${start} and ${end}`,
    card: 'Payment by bank card: your order is prepared once the payment is accepted.',
  },
} satisfies Record<Lang, unknown>;

/** Only https addresses become links: a carrier’s tracking page, never anything typed. */
const safeLink = (url: string | null | undefined): string => (url && /^https:\/\/[^\s"'<>]+$/i.test(url) ? url : '');

/**
 * Every variable of the order mails (shared/src/mail/mail-variables.ts), in the order's language.
 * What the shopper typed (names, e-mail, phone, address, message) is defanged (mail-text.ts): an
 * order mail goes to whatever e-mail a guest typed, and although mustache escapes the HTML, a mail
 * reader still turns `www.x.com` or `a@b.c` into a link; no link is ever made of typed text.
 */
export function orderMailVariables(order: OrderRecord, shop: MailShop, lang: Lang): Record<string, unknown> {
  const w = words[lang];
  const typed = (value: string | null | undefined): string => (value ? shopperText(value) : '');
  const money = (amount: number) => euros(amount, lang);
  const { delivery } = order;
  let how: string;
  let where: string[];
  if (delivery.type === 'CLICK_AND_COLLECT' && delivery.pickup) {
    const p = delivery.pickup;
    how = w.collect;
    // The pick-up place is the producer's own address, not typed by the shopper.
    where = [w.collectAt(p.name, p.date, p.start, p.end), `${p.address}, ${p.postalCode} ${p.city}`];
  } else if (delivery.type === 'PICKUP' && delivery.accessPoint) {
    const a = delivery.accessPoint;
    how = `${w.relay}${delivery.carrierName ? ` (${delivery.carrierName})` : ''}`;
    where = [typed(a.name), typed(a.address), typed([a.postalCode, a.city].filter(Boolean).join(' '))];
  } else {
    const a = order.address.delivery;
    how = `${w.home}${delivery.carrierName ? ` (${delivery.carrierName})` : ''}`;
    where = a
      ? [
          typed([a.firstname, a.lastname].filter(Boolean).join(' ')),
          typed(a.address),
          typed(a.addressPart2),
          typed(`${a.postalCode} ${a.city}`),
        ]
      : [];
  }
  const message = order.message ? shopperText(order.message, { multiline: true }) : '';
  const shipment = (order as OrderRecord & ShipmentPart).shipment ?? null;
  return {
    shopName: shop.name,
    firstname: typed(order.customer.firstname),
    lastname: typed(order.customer.lastname),
    customerEmail: typed(order.customer.email),
    customerPhone: typed(order.customer.phone),
    orderNumber: order.number,
    orderDate: parisDateTimeText(new Date(order.createdAt)),
    lines: order.products.map((line) => ({
      name: line.name,
      year: line.year === null ? '' : String(line.year),
      capacity: line.capacity === null ? '' : `${line.capacity} ${line.capacityUnit ?? ''}`.trim(),
      quantity: String(line.quantity),
      unitPrice: money(line.discount > 0 ? line.price : line.unitPrice),
      total: money(line.total),
    })),
    subtotal: money(order.subtotal),
    discountCode: order.discount ? order.discount.code : '',
    discountAmount: order.discount ? money(order.discount.amount) : '',
    shipping: money(order.shippingFees),
    total: money(order.total),
    delivery: how,
    deliveryLines: where.filter(Boolean).map((line) => ({ line })),
    paymentInstructions: order.payment.method === 'CARD' ? w.card : instructionsText(order, lang),
    paymentMethod: paymentMethodLabels[order.payment.method][lang],
    message: message.replace(/\n+/g, ' '),
    messageLines: message ? message.split('\n').map((line) => ({ line })) : [],
    carrierName: shipment?.carrierName ?? delivery.carrierName ?? '',
    trackingNumber: shipment?.trackingNumber ?? '',
    trackingLink: safeLink(shipment?.trackingUrl),
  };
}
