/** Host names of this machine: an admin served there runs beside the local storefront of `npm start`. */
const localHosts = /^(localhost|127\.0\.0\.1|\[::1\]|::1|.+\.localhost)$/i;

/** The local storefront of `npm start` (`CELLAR_STORE_PORT`, 5174 by default). */
export const localStoreUrl = 'http://localhost:5174';

/**
 * The origin of the storefront served on its own (`<origin>/…?site=<id>`: the page editor's live preview frames
 * `/preview/page?site=<id>` there, and posts the draft to that origin only):
 * - `VITE_STORE_URL` when the admin was built with it (`scripts/src/local/site-build.ts` sets it for the local
 *   builds; a deployment builds the admin with its stage's storefront address); set empty, there is none;
 * - else, when the admin itself runs on this machine, the local storefront (`http://localhost:5174`);
 * - else none: the preview says no storefront address is configured.
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

export const storeUrl: string | null = resolveStoreUrl(
  import.meta.env.VITE_STORE_URL,
  globalThis.location?.hostname ?? '',
);
