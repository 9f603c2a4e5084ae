import { s3PointerStore } from '@cellar/functions/adapters/releases/s3-pointer-store';
import { releaseObjects } from '@cellar/functions/data/release-objects';
import { pointerLookupKeys, releaseDocumentPath } from '@cellar/shared/workflows/releases';

/**
 * What the storefront's CloudFront Function does in AWS (infra/lib/release-router.js), for the local site server: the
 * request's pointer (a preview, its host, or `?site=`) names the served release, whose prerendered document for the
 * path is answered; null when no release holds it (the SPA's `index.html` then, as without releases). Reads the
 * local releases bucket, where the publishing machine writes (functions/src/workflows/).
 */
export async function releaseDocument(host: string, url: URL): Promise<string | null> {
  const document = releaseDocumentPath(url.pathname);
  if (!document) return null;
  const pointers = s3PointerStore();
  for (const key of pointerLookupKeys(host, url.searchParams)) {
    const prefix = await pointers.get(key);
    if (!prefix) continue;
    const object = await releaseObjects.get(`${prefix}/${document}`);
    return object ? new TextDecoder().decode(object.data) : null;
  }
  return null;
}
