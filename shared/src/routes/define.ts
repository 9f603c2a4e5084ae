import * as z from 'zod';

/**
 * Who may call a route. Written in the table, never guessed from the path prefix
 * (`POST /admin/login` is public, `PUT /site/{id}` is super-admin).
 * - public: anyone; site from the `idSite` header.
 * - customer: a signed-in shop customer (customer pool) of the `idSite` site.
 * - signedIn: anyone with a valid token of either pool (`GET /user` answers staff or customer).
 * - admin: staff (ADMIN of the site, or SUPER_ADMIN).
 * - superAdmin: staff with role SUPER_ADMIN.
 */
export const levels = ['public', 'customer', 'signedIn', 'admin', 'superAdmin'] as const;
export type Level = (typeof levels)[number];

export const methods = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'] as const;
export type Method = (typeof methods)[number];

/** One Lambda per group. */
export const routeGroups = [
  'auth',
  'users',
  'sites',
  'catalog',
  // PDF and QR code work (pdf-lib, qrcode): kept out of the catalog Lambda, which must stay small.
  'documents',
  'shipping',
  'checkout',
  'orders',
  'content',
  'messages',
  'translations',
  'billing',
  'stats',
  'social',
  'superAdmin',
] as const;
export type RouteGroup = (typeof routeGroups)[number];

export interface RouteDef {
  method: Method;
  /** Path as the spec writes it, with `{name}` parameters. */
  path: string;
  level: Level;
  group: RouteGroup;
  summary: string;
  /** The spec abbreviates this path; we chose it in the same style. */
  inferred?: boolean;
  /** The spec shows no payload: schemas are drafts, to be tightened when the route is built. */
  draft?: boolean;
  /**
   * A missing body reads as `{}` (a toggle that flips without one). Otherwise a route with a body
   * schema answers 400 without a body: an empty object could empty a list the call replaces.
   */
  optionalBody?: boolean;
  /** Body arrives as multipart/form-data (object fields as JSON strings, files under image/images). */
  multipart?: boolean;
  /**
   * The call does not touch one site's data (`GET /sites` lists the user's sites before any is
   * chosen): the `idSite` header is not authorised and the handler gets no site.
   */
  siteless?: boolean;
  /**
   * A document the browser loads by itself (an iframe's `src`) sends no `idSite` header: a public route so loaded
   * names its site in the `idSite` query parameter instead, authorised like the header.
   */
  siteInQuery?: boolean;
  /**
   * A public read every shopper gets the same answer to (per site, language and query): answered with an ETag (304
   * when the browser has it) and a Cache-Control that lets CloudFront keep it briefly (docs/catalogue-cache.md).
   */
  sharedCache?: SharedCache;
  /** Answer is binary (PDF, CSV, file download), not the JSON envelope. */
  binary?: boolean;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response?: z.ZodType;
}

/** How long a shared cache (CloudFront) serves a public answer before it asks the API again. */
export interface SharedCache {
  sMaxAge: number;
}

/** The storefront's catalogue reads: a change in the admin reaches shoppers within `sMaxAge` seconds. */
export const catalogueCache: SharedCache = { sMaxAge: 5 };

/**
 * The Cache-Control of an answer a shared cache may keep: browsers revalidate each time (ETag, 304). No
 * `stale-while-revalidate`: browsers apply it too, and a shopper would be shown a stock state up to its seconds old
 * after an order took the last bottle (docs/catalogue-cache.md).
 */
export const sharedCacheControl = (cache: SharedCache): string => `public, max-age=0, s-maxage=${cache.sMaxAge}`;

/** Identity helper that keeps literal types, so handler maps can be typed over every route. */
export function route<const R extends RouteDef>(def: R): R {
  return def;
}

/** Parameter schema for a numeric id in the path (`/admin/user/{id}`). */
export const idParam = z.coerce
  .number({ error: 'validation.invalidId' })
  .int('validation.invalidId')
  .positive('validation.invalidId');

/** Draft body for a route the spec shows no payload for: any JSON object. */
export const draftBody = z.record(z.string(), z.unknown());
/** Draft query: any string values. */
export const draftQuery = z.record(z.string(), z.string());
/** Draft answer. */
export const draftResponse = z.unknown();

/** Build a params schema from names, every one a string unless told otherwise. */
export function pathParams<const K extends string>(...names: K[]) {
  const shape = Object.fromEntries(
    names.map((n) => [n, n === 'id' || /^id[A-Z]/.test(n) ? idParam : z.string().min(1)]),
  ) as unknown as {
    [P in K]: z.ZodType;
  };
  return z.strictObject(shape);
}

/** What the web apps need of a route at run time (the generated route index): no schema. */
export interface RouteIndexEntry {
  method: Method;
  path: string;
  level: Level;
  multipart?: true;
  binary?: true;
}
