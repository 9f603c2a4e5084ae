/**
 * A site id that the authorisation step produced. Key builders for site-owned items take only
 * this type, so no request path can build a key from a value the client sent in a body.
 */
export type SiteId = number & { readonly __brand: 'AuthorisedSiteId' };

/** Only the authorisation step, the seed and tests may call this. */
export function authorisedSiteId(id: number): SiteId {
  return id as SiteId;
}

/** Site 0 holds the default data (spec): only SUPER_ADMIN works on it. */
export const defaultsSiteId = 0;
