import { redirectionEdgeKey, redirectionEdgeValue } from '@cellar/shared/content/redirection';
import { scriptOrigins, scriptOriginsEdgeKey } from '@cellar/shared/content/script-to-load';
import { pointerStore } from '../../adapters/releases/pointer-store.ts';
import type { SiteId } from '../../data/site-id.ts';

interface EdgeRedirection {
  oldUrl: string;
  target: string;
  statusCode: number;
  valid: boolean;
}

/**
 * What the storefront's edge must know before any page renders (docs/publishing.md "Redirections and script origins"),
 * written to the release pointers' store (the CloudFront KeyValueStore in AWS, the local releases bucket locally)
 * whenever it changes: each valid redirection, and the origins of the valid scripts for the storefront's CSP.
 */
export const edgeEntries = {
  /** After a redirection was created (`previous` null), changed, switched or deleted (`next` null). */
  async redirectionChanged(site: SiteId, previous: EdgeRedirection | null, next: EdgeRedirection | null) {
    const store = await pointerStore();
    const live = next?.valid ? next : null;
    if (previous?.valid && previous.oldUrl !== live?.oldUrl)
      await store.remove([redirectionEdgeKey(site, previous.oldUrl)]);
    if (live)
      await store.put({ [redirectionEdgeKey(site, live.oldUrl)]: redirectionEdgeValue(live.statusCode, live.target) });
  },

  /**
   * Items of a site being deleted (its deletion's batches): their entries go first, or they would outlive the site
   * (the local site server reads them by `?site=` without a release pointer).
   */
  async siteItemsDeleted(site: SiteId, items: { oldUrls: readonly string[]; scripts: boolean }) {
    const keys = items.oldUrls.map((oldUrl) => redirectionEdgeKey(site, oldUrl));
    if (items.scripts) keys.push(scriptOriginsEdgeKey(site));
    if (keys.length > 0) await (await pointerStore()).remove(keys);
  },

  /** After the site's valid scripts changed: their origins, or no entry when there is none. */
  async scriptsChanged(site: SiteId, validSources: readonly string[]) {
    const store = await pointerStore();
    const origins = scriptOrigins(validSources);
    if (origins.length === 0) await store.remove([scriptOriginsEdgeKey(site)]);
    else await store.put({ [scriptOriginsEdgeKey(site)]: origins.join(' ') });
  },
};
