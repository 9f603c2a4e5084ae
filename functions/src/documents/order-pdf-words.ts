import type { Lang } from '@cellar/shared/i18n/lang';

/**
 * Every word the order's PDF prints, in both languages (beside the document, as the vintage sheet's:
 * bundled in the documents Lambda only). Typed: a word missing in one language does not compile.
 */
export interface OrderPdfWords {
  orderForm: string;
  deliverySlip: string;
  order: string;
  orderNumber: (number: string) => string;
  placedOn: (date: string) => string;
  status: string;
  customer: string;
  guest: string;
  deliveryAddress: string;
  billingAddress: string;
  sameAsDelivery: string;
  delivery: string;
  homeDelivery: string;
  pickupPoint: string;
  clickAndCollect: string;
  slot: (date: string, start: string, end: string) => string;
  carrier: string;
  recipient: string;
  product: string;
  vintage: string;
  nonVintage: string;
  quantity: string;
  unitPrice: string;
  lineDiscount: string;
  lineTotal: string;
  subtotal: string;
  discount: (code: string) => string;
  shippingFees: string;
  total: string;
  paymentMethod: string;
  paymentsReceived: string;
  noPayment: string;
  refund: string;
  paid: string;
  balanceDue: string;
  toRefund: string;
  message: string;
  units: (n: number) => string;
  signatureTitle: string;
  signatureHint: string;
  vat: string;
  siret: string;
  continued: string;
}

export const orderPdfWords: Record<Lang, OrderPdfWords> = {
  en_US: {
    orderForm: 'Order form',
    deliverySlip: 'Delivery slip',
    order: 'Order',
    orderNumber: (number) => `Order ${number}`,
    placedOn: (date) => `placed on ${date}`,
    status: 'Status',
    customer: 'Customer',
    guest: 'guest',
    deliveryAddress: 'Delivery address',
    billingAddress: 'Billing address',
    sameAsDelivery: 'Same as the delivery address',
    delivery: 'Delivery',
    homeDelivery: 'Home delivery',
    pickupPoint: 'Pickup point',
    clickAndCollect: 'Click and collect',
    slot: (date, start, end) => `${date}, ${start}–${end}`,
    carrier: 'Carrier',
    recipient: 'Recipient',
    product: 'Product',
    vintage: 'Vintage',
    nonVintage: 'NV',
    quantity: 'Qty',
    unitPrice: 'Unit price',
    lineDiscount: 'Discount',
    lineTotal: 'Total',
    subtotal: 'Subtotal',
    discount: (code) => `Discount (${code})`,
    shippingFees: 'Shipping',
    total: 'Total',
    paymentMethod: 'Payment method',
    paymentsReceived: 'Payments received',
    noPayment: 'No payment received yet',
    refund: 'Refund',
    paid: 'Paid',
    balanceDue: 'Balance due',
    toRefund: 'To refund',
    message: 'Message from the customer',
    units: (n) => (n === 1 ? '1 item' : `${n} items`),
    signatureTitle: 'Received in good condition',
    signatureHint: 'Date, name and signature of the recipient',
    vat: 'VAT number',
    siret: 'SIRET',
    continued: '(continued)',
  },
  fr_FR: {
    orderForm: 'Bon de commande',
    deliverySlip: 'Bon de livraison',
    order: 'Commande',
    orderNumber: (number) => `Commande n° ${number}`,
    placedOn: (date) => `passée le ${date}`,
    status: 'Statut',
    customer: 'Client',
    guest: 'invité',
    deliveryAddress: 'Adresse de livraison',
    billingAddress: 'Adresse de facturation',
    sameAsDelivery: 'Identique à l’adresse de livraison',
    delivery: 'Livraison',
    homeDelivery: 'Livraison à domicile',
    pickupPoint: 'Point relais',
    clickAndCollect: 'Retrait sur place',
    slot: (date, start, end) => `${date}, ${start}–${end}`,
    carrier: 'Transporteur',
    recipient: 'Destinataire',
    product: 'Produit',
    vintage: 'Millésime',
    nonVintage: 'NM',
    quantity: 'Qté',
    unitPrice: 'Prix unitaire',
    lineDiscount: 'Remise',
    lineTotal: 'Total',
    subtotal: 'Sous-total',
    discount: (code) => `Réduction (${code})`,
    shippingFees: 'Frais de port',
    total: 'Total',
    paymentMethod: 'Moyen de paiement',
    paymentsReceived: 'Paiements reçus',
    noPayment: 'Aucun paiement reçu pour l’instant',
    refund: 'Remboursement',
    paid: 'Payé',
    balanceDue: 'Reste à payer',
    toRefund: 'À rembourser',
    message: 'Message du client',
    units: (n) => (n <= 1 ? `${n} article` : `${n} articles`),
    signatureTitle: 'Reçu en bon état',
    signatureHint: 'Date, nom et signature du destinataire',
    vat: 'N° TVA',
    siret: 'SIRET',
    continued: '(suite)',
  },
};
