import * as z from 'zod';
import type { OrderStatus } from '../checkout/orders.ts';
import { langs, type Lang } from '../i18n/lang.ts';

/**
 * Every mail the system sends comes from a model with one of these keys (docs/mail-models.md):
 * base models on site 0 kept by the SUPER_ADMIN, a site's own model overriding the base one.
 */
export const mailKeys = [
  'order-confirmation',
  'order-processing',
  'order-shipped',
  'order-delivered',
  'order-canceled',
  'order-new-merchant',
  'return-asked',
  'return-label-sent',
  'return-product-received',
  'return-accepted',
  'return-partially-accepted',
  'return-rejected',
  'return-delivered',
  'password-reset-staff',
  'password-reset-customer',
  'account-created',
  'message-received',
  'review-ask',
] as const;
export type MailKey = (typeof mailKeys)[number];

/** What each mail is, as the order's history names it (server-side text, both languages). */
export const mailKeyLabels: Partial<Record<MailKey, Record<Lang, string>>> = {
  'order-confirmation': { en_US: 'Order confirmation', fr_FR: 'Confirmation de commande' },
  'order-processing': { en_US: 'Order being prepared', fr_FR: 'Commande en préparation' },
  'order-shipped': { en_US: 'Order shipped', fr_FR: 'Commande expédiée' },
  'order-delivered': { en_US: 'Order delivered', fr_FR: 'Commande livrée' },
  'order-canceled': { en_US: 'Order canceled', fr_FR: 'Commande annulée' },
  'order-new-merchant': { en_US: 'New order (to the shop)', fr_FR: 'Nouvelle commande (pour la boutique)' },
  'return-asked': { en_US: 'Return asked', fr_FR: 'Retour demandé' },
  'return-label-sent': { en_US: 'Return label sent', fr_FR: 'Étiquette de retour envoyée' },
  'return-product-received': { en_US: 'Returned product received', fr_FR: 'Produit retourné reçu' },
  'return-accepted': { en_US: 'Return accepted', fr_FR: 'Retour accepté' },
  'return-partially-accepted': { en_US: 'Return partly accepted', fr_FR: 'Retour accepté en partie' },
  'return-rejected': { en_US: 'Return rejected', fr_FR: 'Retour refusé' },
  'return-delivered': { en_US: 'Return closed', fr_FR: 'Retour terminé' },
  'password-reset-staff': { en_US: 'Password reset (staff)', fr_FR: 'Réinitialisation du mot de passe (équipe)' },
  'password-reset-customer': { en_US: 'Password reset', fr_FR: 'Réinitialisation du mot de passe' },
  'account-created': { en_US: 'Account created', fr_FR: 'Compte créé' },
  'message-received': { en_US: 'New message (to the shop)', fr_FR: 'Nouveau message (pour la boutique)' },
  'review-ask': { en_US: 'Review request', fr_FR: 'Demande d’avis' },
};

/** The shopper's mail for each order status (WAITING: the confirmation, sent again). */
export const orderStatusMailKeys: Record<OrderStatus, MailKey> = {
  WAITING: 'order-confirmation',
  PROCESSING: 'order-processing',
  SHIPPED: 'order-shipped',
  DELIVERED: 'order-delivered',
  CANCELED: 'order-canceled',
};

/** A mail as it would go out now: who to, in which language, subject, HTML and its text part. */
export const mailPreviewSchema = z.object({
  key: z.enum(mailKeys),
  to: z.string(),
  lang: z.enum(langs),
  subject: z.string(),
  html: z.string(),
  text: z.string(),
});
export type MailPreview = z.infer<typeof mailPreviewSchema>;
