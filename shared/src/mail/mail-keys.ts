import * as z from 'zod';
import type { OrderStatus } from '../checkout/orders.ts';
import { langs } from '../i18n/lang.ts';

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
] as const;
export type MailKey = (typeof mailKeys)[number];

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
