import type { Lang } from '@cellar/shared/i18n/lang';
import type { MailContent } from '@cellar/shared/mail/mail-models';

type Model = Record<Lang, MailContent>;

const words = {
  fr_FR: {
    hello: 'Bonjour',
    product: 'Produit',
    unitPrice: 'Prix unitaire',
    total: 'Total',
    subtotal: 'Sous-total',
    discount: 'Réduction',
    shipping: 'Livraison',
    delivery: 'Livraison',
    payment: 'Paiement',
    message: 'Votre message au vigneron',
    bye: 'À bientôt,',
    order: 'Votre commande',
  },
  en_US: {
    hello: 'Hello',
    product: 'Product',
    unitPrice: 'Unit price',
    total: 'Total',
    subtotal: 'Subtotal',
    discount: 'Discount',
    shipping: 'Shipping',
    delivery: 'Delivery',
    payment: 'Payment',
    message: 'Your message to the winemaker',
    bye: 'See you soon,',
    order: 'Your order',
  },
} satisfies Record<Lang, Record<string, string>>;

const hello = (lang: Lang) => `<p>${words[lang].hello}{{#firstname}} {{firstname}}{{/firstname}},</p>`;
const bye = (lang: Lang) => `<p>${words[lang].bye}<br>{{shopName}}</p>`;

/** The order's lines and totals, the same in every order mail. */
const summary = (lang: Lang) => {
  const w = words[lang];
  return [
    `<h3>${w.order}</h3>`,
    `<table><thead><tr><th>${w.product}</th><th align="right">${w.unitPrice}</th><th align="right">${w.total}</th></tr></thead><tbody>`,
    '{{#lines}}<tr><td>{{quantity}} × {{name}}{{#year}} {{year}}{{/year}}</td><td align="right">{{unitPrice}}</td><td align="right">{{total}}</td></tr>{{/lines}}',
    '</tbody></table>',
    '<table><tbody>',
    `<tr><td>${w.subtotal}</td><td align="right">{{subtotal}}</td></tr>`,
    `{{#discountAmount}}<tr><td>${w.discount} ({{discountCode}})</td><td align="right">−{{discountAmount}}</td></tr>{{/discountAmount}}`,
    `<tr><td>${w.shipping}</td><td align="right">{{shipping}}</td></tr>`,
    `<tr><td><strong>${w.total}</strong></td><td align="right"><strong>{{total}}</strong></td></tr>`,
    '</tbody></table>',
  ].join('\n');
};
const delivery = (lang: Lang) =>
  `<h3>${words[lang].delivery}</h3>\n<p>{{delivery}}{{#deliveryLines}}<br>{{line}}{{/deliveryLines}}</p>`;
const message = (lang: Lang) =>
  `{{#message}}<h3>${words[lang].message}</h3>\n<p>{{#messageLines}}{{line}}<br>{{/messageLines}}</p>{{/message}}`;

const model = (subject: Record<Lang, string>, body: (lang: Lang) => string[]): Model => ({
  fr_FR: { subject: subject.fr_FR, html: body('fr_FR').join('\n') },
  en_US: { subject: subject.en_US, html: body('en_US').join('\n') },
});

export const orderModels = {
  'order-confirmation': model(
    {
      fr_FR: '{{shopName}} : confirmation de votre commande {{orderNumber}}',
      en_US: '{{shopName}}: your order {{orderNumber}} is confirmed',
    },
    (lang) => [
      hello(lang),
      lang === 'fr_FR'
        ? '<p>Merci pour votre commande {{orderNumber}} passée le {{orderDate}} chez {{shopName}}. Nous l’avons bien reçue.</p>'
        : '<p>Thank you for your order {{orderNumber}} placed on {{orderDate}} at {{shopName}}. We have received it.</p>',
      summary(lang),
      delivery(lang),
      `<h3>${words[lang].payment}</h3>\n<p>{{paymentInstructions}}</p>`,
      message(lang),
      bye(lang),
    ],
  ),
  'order-processing': model(
    {
      fr_FR: '{{shopName}} : votre commande {{orderNumber}} est en préparation',
      en_US: '{{shopName}}: your order {{orderNumber}} is being prepared',
    },
    (lang) => [
      hello(lang),
      lang === 'fr_FR'
        ? '<p>Votre commande {{orderNumber}} du {{orderDate}} est en préparation.</p>'
        : '<p>Your order {{orderNumber}} of {{orderDate}} is being prepared.</p>',
      summary(lang),
      delivery(lang),
      bye(lang),
    ],
  ),
  'order-shipped': model(
    {
      fr_FR: '{{shopName}} : votre commande {{orderNumber}} est expédiée',
      en_US: '{{shopName}}: your order {{orderNumber}} is on its way',
    },
    (lang) => [
      hello(lang),
      lang === 'fr_FR'
        ? '<p>Votre commande {{orderNumber}} a été confiée à {{carrierName}}.</p>'
        : '<p>Your order {{orderNumber}} has been handed to {{carrierName}}.</p>',
      lang === 'fr_FR'
        ? '{{#trackingNumber}}<p>Numéro de suivi : {{trackingNumber}}</p>{{/trackingNumber}}'
        : '{{#trackingNumber}}<p>Tracking number: {{trackingNumber}}</p>{{/trackingNumber}}',
      lang === 'fr_FR'
        ? '{{#trackingLink}}<p><a href="{{trackingLink}}">Suivre le colis</a></p>{{/trackingLink}}'
        : '{{#trackingLink}}<p><a href="{{trackingLink}}">Track the parcel</a></p>{{/trackingLink}}',
      delivery(lang),
      bye(lang),
    ],
  ),
  'order-delivered': model(
    {
      fr_FR: '{{shopName}} : votre commande {{orderNumber}} est livrée',
      en_US: '{{shopName}}: your order {{orderNumber}} is delivered',
    },
    (lang) => [
      hello(lang),
      lang === 'fr_FR'
        ? '<p>Votre commande {{orderNumber}} est livrée. Nous espérons que nos vins vous plairont.</p>'
        : '<p>Your order {{orderNumber}} is delivered. We hope you will enjoy our wines.</p>',
      bye(lang),
    ],
  ),
  'order-canceled': model(
    {
      fr_FR: '{{shopName}} : votre commande {{orderNumber}} est annulée',
      en_US: '{{shopName}}: your order {{orderNumber}} is canceled',
    },
    (lang) => [
      hello(lang),
      lang === 'fr_FR'
        ? '<p>Votre commande {{orderNumber}} du {{orderDate}} est annulée. Si vous avez déjà payé, nous vous remboursons.</p>'
        : '<p>Your order {{orderNumber}} of {{orderDate}} is canceled. If you have already paid, we refund you.</p>',
      summary(lang),
      bye(lang),
    ],
  ),
  'order-new-merchant': model(
    { fr_FR: 'Nouvelle commande {{orderNumber}} : {{total}}', en_US: 'New order {{orderNumber}}: {{total}}' },
    (lang) => [
      lang === 'fr_FR'
        ? '<p>Une nouvelle commande {{orderNumber}} a été passée le {{orderDate}}.</p>'
        : '<p>A new order {{orderNumber}} was placed on {{orderDate}}.</p>',
      lang === 'fr_FR'
        ? '<p>Client : {{firstname}} {{lastname}}<br>E-mail : {{customerEmail}}{{#customerPhone}}<br>Téléphone : {{customerPhone}}{{/customerPhone}}</p>'
        : '<p>Customer: {{firstname}} {{lastname}}<br>E-mail: {{customerEmail}}{{#customerPhone}}<br>Phone: {{customerPhone}}{{/customerPhone}}</p>',
      summary(lang),
      delivery(lang),
      lang === 'fr_FR' ? '<h3>Paiement</h3>\n<p>{{paymentMethod}}</p>' : '<h3>Payment</h3>\n<p>{{paymentMethod}}</p>',
      lang === 'fr_FR'
        ? '{{#message}}<h3>Message du client</h3>\n<p>{{#messageLines}}{{line}}<br>{{/messageLines}}</p>{{/message}}'
        : '{{#message}}<h3>The customer’s message</h3>\n<p>{{#messageLines}}{{line}}<br>{{/messageLines}}</p>{{/message}}',
    ],
  ),
} satisfies Record<string, Model>;
