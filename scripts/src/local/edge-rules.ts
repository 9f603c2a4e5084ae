import { s3PointerStore } from '@cellar/functions/adapters/releases/s3-pointer-store';
import {
  readRedirectionEdgeValue,
  redirectionEdgeKey,
  redirectionLookupPath,
} from '@cellar/shared/content/redirection';
import { scriptOriginsEdgeKey } from '@cellar/shared/content/script-to-load';
import { pointerLookupKeys } from '@cellar/shared/workflows/releases';

/**
 * What the storefront's CloudFront Function does in AWS besides serving releases (infra/lib/release-router.js), for the
 * local site server: the request's site, then its redirection for the path or the origins its scripts come from.
 * Reads the local pointers' store, where the content group writes them
 * (functions/src/services/content/edge-entries.ts).
 */

/** The site of a request: the one of the release its pointer names, else the `?site=` of the shared address. */
async function requestSite(host: string, url: URL): Promise<number | null> {
  const pointers = s3PointerStore();
  for (const key of pointerLookupKeys(host, url.searchParams)) {
    const prefix = await pointers.get(key);
    const site = prefix ? /^releases\/(\d+)\//.exec(prefix)?.[1] : undefined;
    if (site) return Number(site);
  }
  const site = url.searchParams.get('site');
  return site && /^\d{1,9}$/.test(site) ? Number(site) : null;
}

/** The valid redirection of the request's path (`redirectionLookupPath`, as the CloudFront Function), or null. */
export async function localRedirection(host: string, url: URL): Promise<{ status: number; location: string } | null> {
  const path = redirectionLookupPath(url.pathname);
  if (path === null) return null;
  const site = await requestSite(host, url);
  if (site === null) return null;
  return readRedirectionEdgeValue(await s3PointerStore().get(redirectionEdgeKey(site, path)));
}

/** The origins the request's site loads scripts from (its storefront's CSP allows them). */
export async function localScriptOrigins(host: string, url: URL): Promise<string[]> {
  const site = await requestSite(host, url);
  if (site === null) return [];
  const value = await s3PointerStore().get(scriptOriginsEdgeKey(site));
  return (value ?? '').split(' ').filter((origin) => /^https:\/\/[^\s/]+$/.test(origin));
}
