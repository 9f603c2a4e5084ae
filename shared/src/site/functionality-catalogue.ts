import type { RouteGroup } from '../routes/define.ts';

/**
 * The functionality keys the product knows (spec 1 §3 "Site functionality: key", §6 "site-right test"): per key, the
 * admin-level routes (by group or by name) it gates on the server (functions/src/http/functionality-guard.ts) and,
 * in the admin, the menu entries tagged `right: '<KEY>'` (web-admin/src/components/layout/menu.ts). A site whose
 * functionality list lacks a key answers 403 on its routes; a SUPER_ADMIN passes. Route names are plain strings (each
 * Lambda bundles only its own group's routes); functionality-catalogue.test.ts checks each one is an admin route.
 * docs/functionalities.md says why the older areas (shop, content…) have no key.
 */
export interface FunctionalityDefinition {
  key: string;
  /** New sites get it (POST /site, the seed); a super-admin removes it per site. */
  defaultOn: boolean;
  /** Route groups whose admin-level routes it gates (a group a later route joins is gated too). */
  groups: readonly RouteGroup[];
  /** Admin-level routes refused to a site without the key. An option key (NEWS_SHORT_DESCRIPTION) gates none. */
  routes: readonly string[];
}

const paymentRoutes = [
  'adminPaymentClientId',
  'adminPaymentAccountExists',
  'adminApplePay',
  'adminPaymentCa',
  'adminPaymentCaUpdate',
  'customStripeConfigurationTest',
  'cawlConfigurationTest',
  'adminStripeAuth',
] as const;

const pluginRoutes = [
  'adminExternalApps',
  'adminAppSiteKeys',
  'adminAppSiteKeyCreate',
  'adminAppSiteKeyUpdate',
  'adminAppSiteKeyAction',
  'adminAppSiteKeyOrder',
  'adminAppParameters',
  'adminAppParametersUpdate',
  'adminSiteKeys',
  'adminSiteKeyCreate',
  'adminSiteKeyUpdate',
] as const;

export const functionalityCatalogue = [
  // Every dashboard call (the storefront's visit tracking is public: never gated).
  { key: 'STATISTICS', defaultOn: true, groups: ['stats'], routes: [] },
  { key: 'PAYMENT', defaultOn: true, groups: [], routes: paymentRoutes },
  { key: 'SOCIAL', defaultOn: true, groups: ['social'], routes: [] },
  { key: 'PLUGINS', defaultOn: true, groups: [], routes: pluginRoutes },
  // An option, not a screen: the news form asks for a short description (shared/src/content/news.ts).
  { key: 'NEWS_SHORT_DESCRIPTION', defaultOn: false, groups: [], routes: [] },
] as const satisfies readonly FunctionalityDefinition[];

export type FunctionalityKey = (typeof functionalityCatalogue)[number]['key'];

/** The keys a new site gets. */
export const defaultFunctionalityKeys: string[] = functionalityCatalogue.filter((f) => f.defaultOn).map((f) => f.key);

const keyByRoute = new Map<string, string>(
  functionalityCatalogue.flatMap((f) => f.routes.map((name) => [name, f.key] as const)),
);
const keyByGroup = new Map<string, string>(
  functionalityCatalogue.flatMap((f) => f.groups.map((group) => [group, f.key] as const)),
);

/** The key an admin route needs, if any (public, customer and super-admin routes need none). */
export function functionalityOfRoute(route: { name: string; group: string; level: string }): string | undefined {
  if (route.level !== 'admin') return undefined;
  return keyByRoute.get(route.name) ?? keyByGroup.get(route.group);
}
