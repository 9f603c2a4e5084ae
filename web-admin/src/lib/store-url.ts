import { queryOptions } from '@tanstack/react-query';
import { adminConfigPath, adminConfigSchema } from '@cellar/shared/site/admin-config';

/** Host names of this machine: an admin served there runs beside the local storefront of `npm start`. */
const localHosts = /^(localhost|127\.0\.0\.1|\[::1\]|::1|.+\.localhost)$/i;

/** The local storefront of `npm start` (`CELLAR_STORE_PORT`, 5174 by default). */
export const localStoreUrl = 'http://localhost:5174';

/**
 * Where no runtime settings are served (the admin's live-reloading dev server): `VITE_STORE_URL` when the admin was
 * built with it (set empty: none), else the local storefront when the admin itself runs on this machine, else none.
 */
export function resolveStoreUrl(configured: string | undefined, hostname: string): string | null {
  if (configured !== undefined) {
    const trimmed = configured.trim();
    if (trimmed === '') return null;
    try {
      const url = new URL(trimmed);
      return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
    } catch {
      return null;
    }
  }
  return localHosts.test(hostname) ? localStoreUrl : null;
}

/**
 * The origin of the storefront (`<origin>/preview/page?site=<id>`: the page editor's live preview frames it and posts
 * the draft to that origin only). Read when the admin runs from its runtime settings (`/site-config.json`, written by
 * the deployment and answered by the local site servers), so one build serves every stage and every local port.
 */
export const storeUrlQuery = () =>
  queryOptions({
    queryKey: ['admin-config', 'storeUrl'] as const,
    queryFn: async ({ signal }): Promise<string | null> => {
      const fallback = () => resolveStoreUrl(import.meta.env.VITE_STORE_URL, globalThis.location?.hostname ?? '');
      const answer = await fetch(adminConfigPath, { signal, headers: { accept: 'application/json' } }).catch(
        () => null,
      );
      if (!answer?.ok || !answer.headers.get('content-type')?.includes('json')) return fallback();
      const config = adminConfigSchema.safeParse(await answer.json().catch(() => null));
      return config.success ? config.data.storeUrl && new URL(config.data.storeUrl).origin : fallback();
    },
    staleTime: Infinity,
  });
