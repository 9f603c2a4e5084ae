import {
  orderStatusLabels,
  paymentMethodLabels,
  type OrderStatus,
  type PaymentMethod,
} from '@cellar/shared/checkout/orders';
import type { Lang } from '@cellar/shared/i18n/lang';
import { returnStatusLabels, type ReturnStatus } from '@cellar/shared/orders/returns';
import { mailKeyLabels, type MailKey } from '@cellar/shared/mail/mail-keys';
import type { OrderEventRecord } from '../../repositories/order-repository.ts';
import { dayText, euros } from '../checkout/order-views.ts';

const deliveryLabels = {
  DELIVERY: { fr_FR: 'livraison à domicile', en_US: 'home delivery' },
  PICKUP: { fr_FR: 'point relais', en_US: 'pickup point' },
  CLICK_AND_COLLECT: { fr_FR: 'retrait sur place', en_US: 'click and collect' },
} as const;

const statusLabel = (value: string | null, lang: Lang): string =>
  value && value in orderStatusLabels ? orderStatusLabels[value as OrderStatus][lang] : (value ?? '');
const methodLabel = (value: unknown, lang: Lang): string =>
  typeof value === 'string' && value in paymentMethodLabels
    ? paymentMethodLabels[value as PaymentMethod][lang]
    : String(value ?? '');
/** A mail's kind as people say it (the placement's confirmation was written `CONFIRMATION`). */
const mailLabel = (value: unknown, lang: Lang): string => {
  const key = value === 'CONFIRMATION' ? 'order-confirmation' : String(value ?? '');
  return mailKeyLabels[key as MailKey]?.[lang] ?? key;
};
const money = (value: unknown, lang: Lang): string => (typeof value === 'number' ? euros(value, lang) : '');
/** A stored day or instant as dd/mm/yyyy. */
const day = (value: unknown): string => dayText(String(value ?? ''));

/** The system's own actors (scheduled tasks, the payment provider, the mail service), as the timeline names them. */
const systemActorLabels: Record<string, Record<Lang, string>> = {
  'unpaid card orders': {
    en_US: 'Unpaid card orders (automatic)',
    fr_FR: 'Commandes par carte impayées (automatique)',
  },
  'payment provider': { en_US: 'Payment provider', fr_FR: 'Prestataire de paiement' },
  'review asks': { en_US: 'Review asks (automatic)', fr_FR: 'Demandes d’avis (automatique)' },
  mail: { en_US: 'Mail service', fr_FR: 'Service de mail' },
};

/** Who did it, for the timeline: people by their name, the system's parts in the request's language. */
export function actorText(actor: OrderEventRecord['actor'], lang: Lang): OrderEventRecord['actor'] {
  if (actor.kind !== 'SYSTEM' || !actor.name) return actor;
  return { ...actor, name: systemActorLabels[actor.name]?.[lang] ?? actor.name };
}

/** One sentence per event, in the request's language, for the order's timeline. */
export function eventText(e: OrderEventRecord, lang: Lang): string {
  const fr = lang === 'fr_FR';
  const d = e.details;
  switch (e.type) {
    case 'PLACED': {
      const delivery = deliveryLabels[d.deliveryType as keyof typeof deliveryLabels]?.[lang] ?? '';
      return fr
        ? `Commande passée (${money(d.total, lang)}, ${methodLabel(d.paymentMethod, lang).toLowerCase()}, ${delivery})`
        : `Order placed (${money(d.total, lang)}, ${methodLabel(d.paymentMethod, lang).toLowerCase()}, ${delivery})`;
    }
    case 'STATUS': {
      const tracking = d.trackingNumber ? (fr ? `, suivi ${d.trackingNumber}` : `, tracking ${d.trackingNumber}`) : '';
      const why =
        d.reason === 'UNPAID_CARD'
          ? fr
            ? ' : paiement par carte non reçu en une heure'
            : ': card payment not received within an hour'
          : '';
      return `${fr ? 'Statut :' : 'Status:'} ${statusLabel(e.from, lang)} → ${statusLabel(e.to, lang)}${tracking}${why}`;
    }
    case 'PAYMENT_ADDED':
      return d.kind === 'REFUND'
        ? fr
          ? `Remboursement de ${money(d.amount, lang)} (${methodLabel(d.method, lang)}, le ${day(d.date)}) enregistré`
          : `Refund of ${money(d.amount, lang)} (${methodLabel(d.method, lang)}, on ${day(d.date)}) recorded`
        : fr
          ? `Paiement de ${money(d.amount, lang)} (${methodLabel(d.method, lang)}, le ${day(d.date)}) enregistré`
          : `Payment of ${money(d.amount, lang)} (${methodLabel(d.method, lang)}, on ${day(d.date)}) recorded`;
    case 'PAYMENT_CHANGED':
      return fr
        ? `Paiement n° ${d.id} modifié : ${d.kind === 'REFUND' ? 'remboursement de ' : ''}${money(d.amount, lang)} (${methodLabel(d.method, lang)}, le ${day(d.date)})`
        : `Payment #${d.id} changed: ${d.kind === 'REFUND' ? 'refund of ' : ''}${money(d.amount, lang)} (${methodLabel(d.method, lang)}, on ${day(d.date)})`;
    case 'PAYMENT_DELETED':
      return fr
        ? `${d.kind === 'REFUND' ? 'Remboursement' : 'Paiement'} de ${money(d.amount, lang)} (${methodLabel(d.method, lang)}) supprimé`
        : `${d.kind === 'REFUND' ? 'Refund' : 'Payment'} of ${money(d.amount, lang)} (${methodLabel(d.method, lang)}) deleted`;
    case 'CARD_PAID':
      return fr
        ? `Paiement par carte de ${money(d.amount, lang)} reçu`
        : `Card payment of ${money(d.amount, lang)} received`;
    case 'CARD_FAILED':
      return e.to === 'CANCELED'
        ? fr
          ? 'Paiement par carte annulé'
          : 'Card payment canceled'
        : fr
          ? `Paiement par carte refusé${d.reason ? ` (${d.reason})` : ''}`
          : `Card payment declined${d.reason ? ` (${d.reason})` : ''}`;
    case 'STOCK_RETURNED': {
      const lost =
        typeof d.missing === 'number' && d.missing > 0
          ? fr
            ? ` (${d.missing} d’un produit supprimé depuis)`
            : ` (${d.missing} of a product deleted since)`
          : '';
      return fr ? `${d.units} unité(s) remise(s) en stock${lost}` : `${d.units} unit(s) put back in stock${lost}`;
    }
    case 'MAIL_SENT':
      return fr
        ? `Mail « ${mailLabel(d.kind, lang)} » envoyé à ${d.to}`
        : `Mail “${mailLabel(d.kind, lang)}” sent to ${d.to}`;
    case 'MAIL_FAILED':
      return fr
        ? `Le mail « ${mailLabel(d.kind, lang)} » à ${d.to} n’a pas pu être envoyé`
        : `The mail “${mailLabel(d.kind, lang)}” to ${d.to} could not be sent`;
    case 'SHIPPED':
      return fr
        ? `Expédiée avec ${d.carrier ?? 'le transporteur'}${d.trackingNumber ? `, suivi ${d.trackingNumber}` : ''}`
        : `Shipped with ${d.carrier ?? 'the carrier'}${d.trackingNumber ? `, tracking ${d.trackingNumber}` : ''}`;
    case 'SHIPMENT_CANCELED':
      return fr ? 'Expédition annulée auprès du transporteur' : 'Shipment canceled at the carrier';
    case 'RETURN_ASKED':
      return fr
        ? `Retour demandé${d.reason ? ` : ${d.reason}` : ''}`
        : `Return asked${d.reason ? `: ${d.reason}` : ''}`;
    case 'RETURN_STATUS': {
      const label = (value: string | null) =>
        value && value in returnStatusLabels ? returnStatusLabels[value as ReturnStatus][lang] : (value ?? '');
      const file = d.file ? (fr ? `, fichier ${d.file}` : `, file ${d.file}`) : '';
      const refund =
        typeof d.refund === 'number'
          ? fr
            ? `, remboursement de ${money(d.refund, lang)}`
            : `, refund of ${money(d.refund, lang)}`
          : d.refundSkipped === 'NOTHING_PAID'
            ? fr
              ? ', rien à rembourser (rien n’a été payé)'
              : ', nothing to refund (nothing was paid)'
            : '';
      return `${fr ? `Retour n° ${d.idOrderBack ?? ''} :` : `Return #${d.idOrderBack ?? ''}:`} ${label(e.from)} → ${label(e.to)}${file}${refund}`;
    }
    case 'NOTE':
      return String(d.text ?? '');
  }
}
