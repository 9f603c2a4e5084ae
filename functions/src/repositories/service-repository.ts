import { entityTypes, keys } from '../data/keys.ts';
import { setOrders } from '../data/set-orders.ts';
import type { SiteId } from '../data/site-id.ts';
import { TransactionConditionFailed } from '../data/transactions.ts';
import type { StoredVariantImage } from './media-repository.ts';
import { SiteItemChanged, siteItems } from './site-items.ts';

/** A service as stored (issue 17; spec 1 §3 "Service"). */
export interface ServiceRecord {
  id: number;
  title: string;
  metaDescription: string;
  /** -1: on request. */
  price: number;
  tags: string[];
  /** In order: each media object's key, its own id, alt text, and its size and variant widths (none if older). */
  images: Array<StoredVariantImage & { id: string }>;
  order: number;
  valid: boolean;
  createdAt: string;
  updatedAt: string;
}

const items = siteItems<ServiceRecord>({
  key: keys.service,
  partition: keys.servicePartition,
  skPrefix: 'SERVICE#',
  type: entityTypes.service,
  counter: 'SERVICE',
});

const byOrder = (list: ServiceRecord[]): ServiceRecord[] => list.sort((a, b) => a.order - b.order || a.id - b.id);

/**
 * The only code that reads and writes services (site-items.ts's storage); every key names the authorised site. A save,
 * a delete or a move based on an older read fails with `SiteItemChanged`.
 */
export const serviceRepository = {
  nextId: items.nextId,
  get: items.get,
  /** Writes a new service, or replaces `previous` if it is still as it was read. */
  save: items.save,
  /** Deletes a service as it was read. */
  delete: items.delete,

  /** Every service of the site, valid or not, in order: one Query of its partition. */
  async all(site: SiteId): Promise<ServiceRecord[]> {
    return byOrder(await items.all(site));
  },

  /** New positions after a move, all or nothing. */
  async setOrders(site: SiteId, changes: ReadonlyArray<{ id: number; order: number }>): Promise<void> {
    await setOrders(changes.map(({ id, order }) => ({ key: keys.service(site, id), order }))).catch((error) => {
      throw error instanceof TransactionConditionFailed ? new SiteItemChanged() : error;
    });
  },
};
