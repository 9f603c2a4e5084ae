import type { Lang } from '@cellar/shared/i18n/lang';
import type { OutgoingMail } from '../../adapters/mail/mail-sender.ts';
import type { OrderRecord } from '../../repositories/order-repository.ts';
import { shopperText } from './mail-text.ts';
import { euros, instructionsText, parisDateTimeText } from './order-views.ts';

const words = {
  fr_FR: {
    subject: (shop: string, number: string) => `${shop} : confirmation de votre commande ${number}`,
    hello: (name: string | null) => (name ? `Bonjour ${name},` : 'Bonjour,'),
    thanks: (shop: string, number: string, date: string) => `Merci pour votre commande ${number} passée le ${date} chez ${shop}. Nous l’avons bien reçue.`,
    lines: 'Votre commande :',
    subtotal: 'Sous-total',
    discount: (code: string) => `Réduction (${code})`,
    shipping: 'Livraison',
    total: 'Total',
    delivery: 'Livraison à domicile',
    relay: 'Livraison en point relais',
    collect: 'Retrait sur place',
    collectAt: (place: string, date: string, start: string, end: string) => `${place}, le ${date} entre ${start} et ${end}`,
    card: 'Paiement par carte bancaire : vous recevez la confirmation du paiement dès qu’il est accepté.',
    message: 'Votre message au vigneron :',
    footer: (shop: string) => `À bientôt,\n${shop}\n\nL’abus d’alcool est dangereux pour la santé, à consommer avec modération.`,
  },
  en_US: {
    subject: (shop: string, number: string) => `${shop}: your order ${number} is confirmed`,
    hello: (name: string | null) => (name ? `Hello ${name},` : 'Hello,'),
    thanks: (shop: string, number: string, date: string) => `Thank you for your order ${number} placed on ${date} at ${shop}. We have received it.`,
    lines: 'Your order:',
    subtotal: 'Subtotal',
    discount: (code: string) => `Discount (${code})`,
    shipping: 'Shipping',
    total: 'Total',
    delivery: 'Home delivery',
    relay: 'Delivery to a pickup point',
    collect: 'Click and collect',
    collectAt: (place: string, date: string, start: string, end: string) => `${place}, on ${date} between ${start} and ${end}`,
    card: 'Paid by bank card: you receive the payment’s confirmation as soon as it is accepted.',
    message: 'Your message to the winemaker:',
    footer: (shop: string) => `See you soon,\n${shop}\n\nAlcohol abuse is dangerous for your health: drink responsibly.`,
  },
} satisfies Record<Lang, unknown>;

/** The order confirmation (text), in the language the shopper ordered in. */
export function confirmationMail(order: OrderRecord, shop: string, lang: Lang): OutgoingMail {
  const w = words[lang];
  // What the shopper typed (names, address, message) is defanged: this mail goes to any e-mail a guest types.
  const typed = (value: string | null | undefined): string | null => (value ? shopperText(value) : null);
  const name = typed([order.customer.firstname, order.customer.lastname].filter(Boolean).join(' ')) || null;
  const money = (amount: number) => euros(amount, lang);
  const lines = order.products.map((line) => `- ${line.quantity} × ${line.name}${line.discount > 0 ? ` (${money(line.unitPrice)} − ${money(line.discount)})` : ''} : ${money(line.total)}`);
  const totals = [`${w.subtotal} : ${money(order.subtotal)}`];
  if (order.discount) totals.push(`${w.discount(order.discount.code)} : −${money(order.discount.amount)}`);
  totals.push(`${w.shipping} : ${money(order.shippingFees)}`, `${w.total} : ${money(order.total)}`);
  const { delivery } = order;
  let where: string[];
  if (delivery.type === 'CLICK_AND_COLLECT' && delivery.pickup) {
    const p = delivery.pickup;
    where = [`${w.collect} : ${w.collectAt(p.name, p.date, p.start, p.end)}`, `${p.address}, ${p.postalCode} ${p.city}`];
  } else if (delivery.type === 'PICKUP' && delivery.accessPoint) {
    const a = delivery.accessPoint;
    where = [`${w.relay} (${delivery.carrierName ?? ''}) : ${[typed(a.name), typed(a.address), typed([a.postalCode, a.city].filter(Boolean).join(' '))].filter(Boolean).join(', ')}`];
  } else {
    const a = order.address.delivery;
    where = [`${w.delivery} (${delivery.carrierName ?? ''})`, ...(a ? [typed([a.firstname, a.lastname].filter(Boolean).join(' ')), typed(a.address), typed(a.addressPart2), typed(`${a.postalCode} ${a.city}`)].filter((l): l is string => Boolean(l)) : [])];
  }
  const payment = order.payment.method === 'CARD' ? w.card : instructionsText(order, lang);
  const text = [
    w.hello(name),
    '',
    w.thanks(shop, order.number, parisDateTimeText(new Date(order.createdAt))),
    '',
    w.lines,
    ...lines,
    '',
    ...totals,
    '',
    ...where,
    '',
    payment,
    ...(order.message ? ['', w.message, shopperText(order.message, { multiline: true })] : []),
    '',
    w.footer(shop),
  ].join('\n');
  // The French typography puts a space before the colon; English does not.
  return { to: order.customer.email, subject: w.subject(shop, order.number), text: lang === 'en_US' ? text.replace(/ : /g, ': ') : text, tag: 'order-confirmation' };
}
