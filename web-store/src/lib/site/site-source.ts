/**
 * Which site the storefront shows (DESIGN §1: one build serves every site):
 * 1. `?site=<id>` in the address (local serving, the e-label QR code of a site without its own
 *    address), kept in sessionStorage so the shop's own links keep working without it;
 * 2. else the site kept for this session;
 * 3. else the host name, resolved by the API (`GET /site/resolve?host=`): a site's own domain, or
 *    `<slug>.localhost` locally. `localhost` and IP addresses name no site.
 */
export type SiteSource = { kind: 'id'; idSite: number } | { kind: 'host'; host: string } | { kind: 'none' };

export const siteStorageKey = 'cellar.store.site';

const siteId = (value: string | null | undefined): number | null => (value && /^\d{1,9}$/.test(value) ? Number(value) : null);

function sessionStore(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined; // storage refused (privacy settings): the address alone decides
  }
}

/** Reads (and keeps) the site of this page's address. */
export function siteSource(location: { search: string; hostname: string } = window.location): SiteSource {
  const storage = sessionStore();
  const fromQuery = siteId(new URLSearchParams(location.search).get('site'));
  if (fromQuery !== null) {
    try {
      storage?.setItem(siteStorageKey, String(fromQuery));
    } catch {
      // full or refused: the query still decides this page
    }
    return { kind: 'id', idSite: fromQuery };
  }
  const kept = siteId(storage?.getItem(siteStorageKey));
  if (kept !== null) return { kind: 'id', idSite: kept };
  const host = location.hostname.toLowerCase();
  if (host === '' || host === 'localhost' || /^[\d.]+$/.test(host) || host.includes(':')) return { kind: 'none' };
  return { kind: 'host', host };
}
