import { mediaKeys } from '../data/keys.ts';
import { s3Objects } from '../data/s3.ts';
import type { SiteId } from '../data/site-id.ts';

/** Labels are the producer's, never the public's: no shared cache may keep them. */
const privateFile = 'private, no-store';

/**
 * Shipping labels (docs/orders.md "Shipping an order"): one PDF object per shipment under the
 * media bucket's private prefix (never served by `/media/*`), read back through
 * `GET /admin/order/{id}/label` by the site's admins only.
 */
export const shipmentLabelRepository = {
  key: (site: SiteId, idOrder: number, id: string): string => mediaKeys.shipmentLabel(site, idOrder, id),
  put: (key: string, pdf: Uint8Array) => s3Objects.put(key, pdf, 'application/pdf', privateFile),
  get: (key: string) => s3Objects.get(key),
  remove: (key: string) => s3Objects.remove(key),
};
