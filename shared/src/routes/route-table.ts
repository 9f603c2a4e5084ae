import type * as z from 'zod';
import type { Level, Method, RouteDef, RouteGroup } from './define.ts';
import { authRoutes } from './auth.ts';
import { usersRoutes } from './users.ts';
import { sitesRoutes } from './sites.ts';
import { catalogRoutes } from './catalog.ts';
import { documentsRoutes } from './documents.ts';
import { shippingRoutes } from './shipping.ts';
import { checkoutRoutes } from './checkout.ts';
import { ordersRoutes } from './orders.ts';
import { contentRoutes } from './content.ts';
import { messagesRoutes } from './messages.ts';
import { translationsRoutes } from './translations.ts';
import { billingRoutes } from './billing.ts';
import { statsRoutes } from './stats.ts';
import { socialRoutes } from './social.ts';
import { superAdminRoutes } from './super-admin.ts';

/**
 * The single source of truth for every call: infra builds API routes from it, functions dispatch
 * from it, the web apps get a typed client from it, docs/api is generated from it.
 * Each group file holds the routes of one Lambda.
 */
export const routeTable = {
  ...authRoutes,
  ...usersRoutes,
  ...sitesRoutes,
  ...catalogRoutes,
  ...documentsRoutes,
  ...shippingRoutes,
  ...checkoutRoutes,
  ...ordersRoutes,
  ...contentRoutes,
  ...messagesRoutes,
  ...translationsRoutes,
  ...billingRoutes,
  ...statsRoutes,
  ...socialRoutes,
  ...superAdminRoutes,
} as const satisfies Record<string, RouteDef>;

/** Each group file, for the uniqueness test (a name repeated across files would be lost by the spread). */
export const routeFiles = {
  authRoutes,
  usersRoutes,
  sitesRoutes,
  catalogRoutes,
  documentsRoutes,
  shippingRoutes,
  checkoutRoutes,
  ordersRoutes,
  contentRoutes,
  messagesRoutes,
  translationsRoutes,
  billingRoutes,
  statsRoutes,
  socialRoutes,
  superAdminRoutes,
} as const;

export type RouteTable = typeof routeTable;
export type RouteName = keyof RouteTable;
export type RouteOf<N extends RouteName> = RouteTable[N];
export type RoutesOfGroup<G extends RouteGroup> = {
  [N in RouteName]: RouteTable[N]['group'] extends G ? N : never;
}[RouteName];

type Parsed<R, K extends 'params' | 'query' | 'body'> = R extends { [P in K]: infer S extends z.ZodType }
  ? z.output<S>
  : undefined;
type Raw<R, K extends 'params' | 'query' | 'body'> = R extends { [P in K]: infer S extends z.ZodType }
  ? z.input<S>
  : undefined;
export type RouteParams<N extends RouteName> = Parsed<RouteOf<N>, 'params'>;
export type RouteQuery<N extends RouteName> = Parsed<RouteOf<N>, 'query'>;
export type RouteBody<N extends RouteName> = Parsed<RouteOf<N>, 'body'>;
export type RouteBodyInput<N extends RouteName> = Raw<RouteOf<N>, 'body'>;
/**
 * Path params as a caller gives them: each name of the path, a string or a number (the schemas
 * coerce), narrowed where the schema says more (a banner `type` is `'HEADER' | 'FOOTER'`).
 */
export type RouteParamsInput<N extends RouteName> =
  Parsed<RouteOf<N>, 'params'> extends infer P extends object
    ? { [K in keyof P]: unknown extends P[K] ? string | number : P[K] extends string | number ? P[K] : string | number }
    : undefined;
/** Query as a caller gives it (before coercion and defaults). */
export type RouteQueryInput<N extends RouteName> = Raw<RouteOf<N>, 'query'>;
/** Whether the route answers a file (PDF, CSV…) instead of the JSON envelope. */
export type RouteIsBinary<N extends RouteName> = RouteOf<N> extends { binary: true } ? true : false;
/** Whether the route's body goes as multipart/form-data. */
export type RouteIsMultipart<N extends RouteName> = RouteOf<N> extends { multipart: true } ? true : false;
export type RouteAnswer<N extends RouteName> =
  RouteOf<N> extends { response: infer S extends z.ZodType } ? z.output<S> : unknown;

export interface RouteEntry extends RouteDef {
  name: RouteName;
}

export const routeEntries: RouteEntry[] = Object.entries(routeTable).map(([name, def]) => ({
  ...(def as RouteDef),
  name: name as RouteName,
}));

export function routesOfGroup(group: RouteGroup): RouteEntry[] {
  return routeEntries.filter((r) => r.group === group);
}

export type { Level, Method, RouteGroup };
