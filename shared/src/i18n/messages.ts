import type { Lang } from './lang.ts';
import { commonMessages } from './messages/common.ts';
import { authMessages } from './messages/auth.ts';
import { userMessages } from './messages/users.ts';
import { siteMessages } from './messages/sites.ts';
import { catalogMessages } from './messages/catalog.ts';
import { shippingMessages } from './messages/shipping.ts';
import { checkoutMessages } from './messages/checkout.ts';
import { documentMessages } from './messages/documents.ts';
import { orderMessages } from './messages/orders.ts';
import { orderValueMessages } from './messages/order-values.ts';
import { shipmentMessages } from './messages/shipment.ts';
import { returnMessages } from './messages/returns.ts';
import { mailMessages } from './messages/mail.ts';
import { legalMessages } from './messages/legal.ts';
import { pageMessages } from './messages/pages.ts';
import { workflowMessages } from './messages/workflows.ts';
import { contentMessages } from './messages/content.ts';
import { albumMessages } from './messages/albums.ts';
import { fileMessages } from './messages/files.ts';
import { behaviourMessages } from './messages/behaviours.ts';
import { serviceMessages } from './messages/services.ts';
import { ctaButtonMessages } from './messages/cta-buttons.ts';
import { qrcodeMessages } from './messages/qrcodes.ts';
import { helpMessageMessages } from './messages/help-messages.ts';
import { fontMessages } from './messages/fonts.ts';
import { homeCardMessages } from './messages/home-cards.ts';
import { youtubeMessages } from './messages/youtube.ts';
import { formMessages } from './messages/forms.ts';
import { elementMessages } from './messages/elements.ts';
import { blogMessages } from './messages/blog.ts';
import { blogGeneratorMessages } from './messages/blog-generator.ts';
import { messageMessages } from './messages/conversations.ts';
import { formDocumentMessages } from './messages/form-documents.ts';
import { translationMessages } from './messages/translations.ts';
import { translationJobMessages } from './messages/translation-jobs.ts';
import { socialMessages } from './messages/social.ts';
import { billingMessages } from './messages/billing.ts';
import { superAdminMessages } from './messages/super-admin.ts';
import { paymentSettingsMessages } from './messages/payment-settings.ts';
import { pluginMessages } from './messages/plugins.ts';
import { statsMessages } from './messages/stats.ts';

/**
 * Every server message, keyed, in both languages. The server answers in the request's `userLang`;
 * the admin forms show the same keys for instant field errors.
 */
export const messages = {
  ...commonMessages,
  ...authMessages,
  ...userMessages,
  ...siteMessages,
  ...catalogMessages,
  ...documentMessages,
  ...shippingMessages,
  ...checkoutMessages,
  ...orderMessages,
  ...shipmentMessages,
  ...orderValueMessages,
  ...returnMessages,
  ...legalMessages,
  ...pageMessages,
  ...workflowMessages,
  ...contentMessages,
  ...albumMessages,
  ...fileMessages,
  ...behaviourMessages,
  ...serviceMessages,
  ...ctaButtonMessages,
  ...qrcodeMessages,
  ...helpMessageMessages,
  ...fontMessages,
  ...homeCardMessages,
  ...youtubeMessages,
  ...formMessages,
  ...elementMessages,
  ...blogMessages,
  ...blogGeneratorMessages,
  ...messageMessages,
  ...formDocumentMessages,
  ...translationMessages,
  ...mailMessages,
  ...translationJobMessages,
  ...socialMessages,
  ...billingMessages,
  ...superAdminMessages,
  ...paymentSettingsMessages,
  ...pluginMessages,
  ...statsMessages,
} as const;

export type MessageKey = keyof typeof messages;

export function isMessageKey(value: string): value is MessageKey {
  return Object.hasOwn(messages, value);
}

/** Translates a key, filling `{name}` placeholders. An unknown key is returned as it is. */
export function translate(key: string, lang: Lang, params: Record<string, string | number> = {}): string {
  const template = isMessageKey(key) ? messages[key][lang] : key;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
