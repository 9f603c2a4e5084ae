import type { RouteGroup } from '@cellar/shared/routes/define';
import { authHandlers } from './handlers/auth.ts';
import { billingHandlers } from './handlers/billing.ts';
import { catalogHandlers } from './handlers/catalog.ts';
import { checkoutHandlers } from './handlers/checkout.ts';
import { contentHandlers } from './handlers/content.ts';
import { documentsHandlers } from './handlers/documents.ts';
import { messagesHandlers } from './handlers/messages.ts';
import { ordersHandlers } from './handlers/orders.ts';
import { shippingHandlers } from './handlers/shipping.ts';
import { sitesHandlers } from './handlers/sites.ts';
import { socialHandlers } from './handlers/social.ts';
import { statsHandlers } from './handlers/stats.ts';
import { superAdminHandlers } from './handlers/super-admin.ts';
import { translationsHandlers } from './handlers/translations.ts';
import { usersHandlers } from './handlers/users.ts';
import { notImplemented, type GroupHandlers } from './types.ts';

/** Every group's handler map, for counting what is built (the Lambdas import only their own). */
export const handlerMaps: { [G in RouteGroup]: GroupHandlers<G> } = {
  auth: authHandlers,
  users: usersHandlers,
  sites: sitesHandlers,
  catalog: catalogHandlers,
  documents: documentsHandlers,
  shipping: shippingHandlers,
  checkout: checkoutHandlers,
  orders: ordersHandlers,
  content: contentHandlers,
  messages: messagesHandlers,
  translations: translationsHandlers,
  billing: billingHandlers,
  stats: statsHandlers,
  social: socialHandlers,
  superAdmin: superAdminHandlers,
};

export function isBuilt(group: RouteGroup, name: string): boolean {
  const handler = (handlerMaps[group] as Record<string, unknown>)[name];
  return handler !== undefined && handler !== notImplemented;
}
