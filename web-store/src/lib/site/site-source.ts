/**
 * Which site the storefront shows (one build serves every site: docs/decisions.md "Which site a storefront
 * serves"). **A host name that
 * names a site decides**: a site's own domain, or `<slug>.localhost` locally, resolved by the API
 * (`GET /site/resolve?host=`), whatever the address's `?site=` says — so no one can show another
 * shop (its catalogue, its bank details) under a producer's own domain. Only where the host names
 * no site (the shared storefront address, `localhost`, an IP address) does `?site=<id>` choose,
 * kept in sessionStorage so the shop's own links keep working without it.
 */
export interface SiteSource {
  /** The host to ask the API about, or null when it can name no site (`localhost`, an IP). */
  host: string | null;
  /** `?site=<id>`, or the one kept for this visit: used only when the host names no site. */
  requested: number | null;
}

export const siteStorageKey = 'cellar.store.site';

const siteId = (value: string | null | undefined): number | null =>
  value && /^\d{1,9}$/.test(value) ? Number(value) : null;

function sessionStore(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined; // storage refused (privacy settings): the address alone decides
  }
}

/** Reads the host and the requested site of this page's address (and keeps the request for the visit). */
export function siteSource(location: { search: string; hostname: string } = window.location): SiteSource {
  const storage = sessionStore();
  const fromQuery = siteId(new URLSearchParams(location.search).get('site'));
  if (fromQuery !== null) {
    try {
      storage?.setItem(siteStorageKey, String(fromQuery));
    } catch {
      // full or refused: the query still decides this page
    }
  }
  const requested = fromQuery ?? siteId(storage?.getItem(siteStorageKey));
  const host = location.hostname.toLowerCase();
  const namesNoSite =
    host === '' || host === 'localhost' || /^[\d.]+$/.test(host) || host.includes(':') || host.startsWith('[');
  return { host: namesNoSite ? null : host, requested };
}

/** The host named a site: a request kept from another address must not follow the shopper. */
export function forgetRequestedSite(): void {
  try {
    sessionStore()?.removeItem(siteStorageKey);
  } catch {
    // refused: nothing kept
  }
}

/**
 * The site to show once the host is known: the host's site when it names one, else the requested
 * one (`?site=`) when the host names none; null while the host is being resolved, or for no site.
 */
export function siteToShow(
  source: SiteSource,
  resolution: { idSite: number } | 'namesNoSite' | 'pending',
): number | null {
  if (source.host === null || resolution === 'namesNoSite') return source.requested;
  return resolution === 'pending' ? null : resolution.idSite;
}
