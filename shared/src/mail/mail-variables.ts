import type { Lang } from '../i18n/lang.ts';
import type { MailKey } from './mail-keys.ts';

type ByLang = Record<Lang, string>;

/** A line of a section variable (`{{#lines}}…{{/lines}}`): its fields' samples. */
export type SampleLine = Record<string, string>;
export type SampleValue = string | SampleLine[];

/**
 * A variable a mail offers its model: its name, what it holds (for the editor), and the sample a
 * preview fills it with. A section (`fields`) is a list: `{{#lines}}{{name}}{{/lines}}`.
 */
export interface MailVariable {
  name: string;
  description: ByLang;
  sample: Record<Lang, SampleValue>;
  fields?: Array<{ name: string; description: ByLang }>;
}

const v = (name: string, en: string, fr: string, sampleEn: string, sampleFr: string = sampleEn): MailVariable => ({
  name,
  description: { en_US: en, fr_FR: fr },
  sample: { en_US: sampleEn, fr_FR: sampleFr },
});

const shop = [v('shopName', 'The shop’s name', 'Le nom de la boutique', 'Domaine des Lilas')];
const person = [
  v('firstname', 'The customer’s first name', 'Le prénom du client', 'Léa'),
  v('lastname', 'The customer’s last name', 'Le nom du client', 'Martin'),
];

const lines: MailVariable = {
  name: 'lines',
  description: { en_US: 'The order’s lines (a section)', fr_FR: 'Les lignes de la commande (une section)' },
  fields: [
    { name: 'name', description: { en_US: 'The product’s name', fr_FR: 'Le nom du produit' } },
    {
      name: 'year',
      description: {
        en_US: 'The vintage’s year (empty for other products)',
        fr_FR: 'Le millésime (vide pour les autres produits)',
      },
    },
    { name: 'capacity', description: { en_US: 'The bottle’s capacity', fr_FR: 'La contenance de la bouteille' } },
    { name: 'quantity', description: { en_US: 'How many', fr_FR: 'La quantité' } },
    { name: 'unitPrice', description: { en_US: 'The unit price', fr_FR: 'Le prix unitaire' } },
    { name: 'total', description: { en_US: 'The line’s total', fr_FR: 'Le total de la ligne' } },
  ],
  sample: {
    en_US: [
      { name: 'Gamay', year: '2022', capacity: '75 cl', quantity: '2', unitPrice: '€12.50', total: '€25.00' },
      { name: 'Corkscrew', year: '', capacity: '', quantity: '1', unitPrice: '€8.00', total: '€8.00' },
    ],
    fr_FR: [
      { name: 'Gamay', year: '2022', capacity: '75 cl', quantity: '2', unitPrice: '12,50 €', total: '25,00 €' },
      { name: 'Tire-bouchon', year: '', capacity: '', quantity: '1', unitPrice: '8,00 €', total: '8,00 €' },
    ],
  },
};

const textLines = (name: string, en: string, fr: string, sampleEn: string[], sampleFr: string[]): MailVariable => ({
  name,
  description: { en_US: en, fr_FR: fr },
  fields: [{ name: 'line', description: { en_US: 'One line', fr_FR: 'Une ligne' } }],
  sample: { en_US: sampleEn.map((line) => ({ line })), fr_FR: sampleFr.map((line) => ({ line })) },
});

const order = [
  ...shop,
  ...person,
  v('orderNumber', 'The order’s number', 'Le numéro de la commande', '2026-000042'),
  v('orderDate', 'When it was placed (Paris time)', 'Quand elle a été passée (heure de Paris)', '14/03/2026 10:30'),
  lines,
  v('subtotal', 'The products’ total', 'Le total des produits', '€33.00', '33,00 €'),
  v('discountCode', 'The discount code used (empty: none)', 'Le code de réduction utilisé (vide : aucun)', 'SPRING'),
  v('discountAmount', 'The discount (empty: none)', 'La réduction (vide : aucune)', '€3.30', '3,30 €'),
  v('shipping', 'The shipping fees', 'Les frais de livraison', '€9.90', '9,90 €'),
  v('total', 'The order’s total', 'Le total de la commande', '€39.60', '39,60 €'),
  v(
    'delivery',
    'How the order travels',
    'Le mode de livraison',
    'Home delivery (Colissimo)',
    'Livraison à domicile (Colissimo)',
  ),
  textLines(
    'deliveryLines',
    'Where it goes (a section of lines)',
    'Où elle va (une section de lignes)',
    ['Léa Martin', '3 rue des Archives', '75001 Paris'],
    ['Léa Martin', '3 rue des Archives', '75001 Paris'],
  ),
  v(
    'paymentInstructions',
    'What the shopper does to pay (a card: when the order is prepared)',
    'Ce que le client fait pour payer (une carte : quand la commande est préparée)',
    'Please transfer €39.60 with the reference 2026-000042.',
    'Merci de virer 39,60 € avec la référence 2026-000042.',
  ),
  v('paymentMethod', 'How the order is paid', 'Le moyen de paiement', 'Transfer', 'Virement'),
  v(
    'message',
    'The shopper’s message to the winemaker, on one line (empty: none; as a section, shows its content only when there is one)',
    'Le message du client au vigneron, sur une ligne (vide : aucun ; en section, n’affiche son contenu que s’il y en a un)',
    'Please ring twice.',
    'Merci de sonner deux fois.',
  ),
  textLines(
    'messageLines',
    'The shopper’s message to the winemaker (a section of lines)',
    'Le message du client au vigneron (une section de lignes)',
    ['Please ring twice.'],
    ['Merci de sonner deux fois.'],
  ),
];

const shipped = [
  ...order,
  v('carrierName', 'The carrier', 'Le transporteur', 'Colissimo'),
  v(
    'trackingNumber',
    'The parcel’s tracking number (empty: none)',
    'Le numéro de suivi du colis (vide : aucun)',
    '6A12345678901',
  ),
  v(
    'trackingLink',
    'The carrier’s tracking page (empty: none)',
    'La page de suivi du transporteur (vide : aucune)',
    'https://www.laposte.fr/outils/suivre-vos-envois?code=6A12345678901',
  ),
];

const merchant = [
  ...order,
  v(
    'customerEmail',
    'The customer’s e-mail (written so that it is no link)',
    'L’e-mail du client (écrit pour ne pas être un lien)',
    'lea [at] example[.]com',
  ),
  v('customerPhone', 'The customer’s phone', 'Le téléphone du client', '06 12 34 56 78'),
];

const returned = [
  ...shop,
  ...person,
  v('orderNumber', 'The order’s number', 'Le numéro de la commande', '2026-000042'),
  {
    name: 'lines',
    description: { en_US: 'The returned lines (a section)', fr_FR: 'Les lignes retournées (une section)' },
    fields: [
      { name: 'name', description: { en_US: 'The product’s name', fr_FR: 'Le nom du produit' } },
      { name: 'year', description: { en_US: 'The vintage’s year', fr_FR: 'Le millésime' } },
      { name: 'quantity', description: { en_US: 'How many', fr_FR: 'La quantité' } },
    ],
    sample: {
      en_US: [{ name: 'Gamay', year: '2022', quantity: '1' }],
      fr_FR: [{ name: 'Gamay', year: '2022', quantity: '1' }],
    },
  } satisfies MailVariable,
  v(
    'comment',
    'The producer’s comment (empty: none)',
    'Le commentaire du producteur (vide : aucun)',
    'The bottle arrived broken.',
    'La bouteille est arrivée cassée.',
  ),
  v('refundAmount', 'The amount refunded (empty: none)', 'Le montant remboursé (vide : aucun)', '€12.50', '12,50 €'),
];

const reset = [
  v('firstname', 'The person’s first name', 'Le prénom de la personne', 'Léa'),
  v(
    'link',
    'The one-hour link that sets a new password',
    'Le lien, valable une heure, qui change le mot de passe',
    'https://example.com/password/reset/abc',
  ),
];

/** A new conversation (issue 18): what the sender typed, defanged, and a form's answers by label. */
const received: MailVariable[] = [
  ...shop,
  v('senderName', 'The sender’s name', 'Le nom de l’expéditeur', 'Léa Martin'),
  v(
    'senderEmail',
    'The sender’s e-mail (written so that it is no link)',
    'L’e-mail de l’expéditeur (écrit pour ne pas être un lien)',
    'lea [at] example[.]com',
  ),
  v('senderPhone', 'The sender’s phone (empty: none)', 'Le téléphone de l’expéditeur (vide : aucun)', '06 12 34 56 78'),
  v('subject', 'The subject (empty: none)', 'Le sujet (vide : aucun)', 'A visit', 'Une visite'),
  {
    name: 'messageLines',
    description: { en_US: 'The message’s lines (a section)', fr_FR: 'Les lignes du message (une section)' },
    fields: [{ name: 'line', description: { en_US: 'One line', fr_FR: 'Une ligne' } }],
    sample: {
      en_US: [{ line: 'Hello, can we visit the cellar on Saturday?' }],
      fr_FR: [{ line: 'Bonjour, pouvons-nous visiter le chai samedi ?' }],
    },
  } satisfies MailVariable,
  v('formName', 'The form’s name (empty: a contact message)', 'Le nom du formulaire (vide : un message)', ''),
  {
    name: 'answers',
    description: { en_US: 'A form’s answers (a section)', fr_FR: 'Les réponses d’un formulaire (une section)' },
    fields: [
      { name: 'label', description: { en_US: 'The field’s label', fr_FR: 'Le libellé du champ' } },
      { name: 'value', description: { en_US: 'The answer', fr_FR: 'La réponse' } },
    ],
    sample: { en_US: [], fr_FR: [] },
  } satisfies MailVariable,
];

/** The Google review ask (docs/social.md "The review mail"): one link per review location. */
const reviewAsk: MailVariable[] = [
  ...shop,
  ...person,
  v('orderNumber', 'The order’s number', 'Le numéro de la commande', '2026-000042'),
  v('orderDate', 'The order’s date', 'La date de la commande', '03/11/2026 14:05'),
  {
    name: 'reviews',
    description: {
      en_US: 'The places to review on Google (a section)',
      fr_FR: 'Les lieux à noter sur Google (une section)',
    },
    fields: [
      { name: 'name', description: { en_US: 'The place’s name', fr_FR: 'Le nom du lieu' } },
      { name: 'link', description: { en_US: 'Google’s review link', fr_FR: 'Le lien d’avis de Google' } },
    ],
    sample: {
      en_US: [{ name: 'Domaine des Lilas', link: 'https://search.google.com/local/writereview?placeid=ChIJ-sample' }],
      fr_FR: [{ name: 'Domaine des Lilas', link: 'https://search.google.com/local/writereview?placeid=ChIJ-sample' }],
    },
  } satisfies MailVariable,
];

/** The variables each mail offers its model (descriptions and samples may be changed by a super-admin: mail data). */
export const mailVariables: Record<MailKey, MailVariable[]> = {
  'order-confirmation': order,
  'order-processing': order,
  'order-shipped': shipped,
  'order-delivered': order,
  'order-canceled': order,
  'order-new-merchant': merchant,
  'return-asked': returned,
  'return-label-sent': [
    ...returned,
    v(
      'labelLink',
      'The return label’s link (empty: none)',
      'Le lien de l’étiquette de retour (vide : aucun)',
      'https://example.com/label.pdf',
    ),
  ],
  'return-product-received': returned,
  'return-accepted': returned,
  'return-partially-accepted': returned,
  'return-rejected': returned,
  'return-delivered': returned,
  'password-reset-staff': reset,
  'password-reset-customer': [...shop, ...reset],
  'account-created': [
    ...shop,
    ...person,
    v('email', 'The account’s e-mail', 'L’e-mail du compte', 'lea@example.com'),
    v('shopLink', 'The storefront’s address', 'L’adresse de la boutique', 'https://domaine-des-lilas.example'),
  ],
  'message-received': received,
  'review-ask': reviewAsk,
};

/** Mails kept on site 0 only: staff span sites, so their reset mail is the platform's. */
export const baseOnlyMailKeys: readonly MailKey[] = ['password-reset-staff'];
/** Mails a site cannot turn off: without them nobody gets back into an account, and a shopper has no receipt nor
 * payment instructions. */
export const requiredMailKeys: readonly MailKey[] = [
  'password-reset-staff',
  'password-reset-customer',
  'order-confirmation',
];

/** The sample view of a mail in a language (a preview's variables). */
export function sampleVariables(variables: readonly MailVariable[], lang: Lang): Record<string, SampleValue> {
  return Object.fromEntries(variables.map((variable) => [variable.name, variable.sample[lang]]));
}
