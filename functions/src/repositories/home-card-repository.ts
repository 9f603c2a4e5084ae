import { entityTypes, keys } from '../data/keys.ts';
import type { SiteId } from '../data/site-id.ts';
import type { StoredVariantImage } from './media-repository.ts';
import { siteItems } from './site-items.ts';

/** A home card as stored (issue 17; spec 1 §3 "Home card": title, description, order, files, alt list). */
export interface HomeCardRecord {
  id: number;
  title: string;
  /** Sanitised HTML. */
  description: string;
  /** Typed by the admin: the lists sort by it (then by id). */
  order: number;
  /** In order: each media object's key, its own id, alt text, size and variant widths. */
  images: Array<StoredVariantImage & { id: string }>;
  createdAt: string;
  updatedAt: string;
}

const items = siteItems<HomeCardRecord>({
  key: keys.homeCard,
  partition: keys.homeCardPartition,
  skPrefix: 'HOME_CARD#',
  type: entityTypes.homeCard,
  counter: 'HOME_CARD',
});

const byOrder = (list: HomeCardRecord[]): HomeCardRecord[] => list.sort((a, b) => a.order - b.order || a.id - b.id);

/**
 * The only code that reads and writes home cards (site-items.ts's storage); every key names the authorised site. A
 * save or a delete based on an older read fails with `SiteItemChanged`.
 */
export const homeCardRepository = {
  nextId: items.nextId,
  get: items.get,
  /** Writes a new card, or replaces `previous` if it is still as it was read. */
  save: items.save,
  /** Deletes a card as it was read. */
  delete: items.delete,

  /** Every home card of the site, by order: one Query of its partition. */
  async all(site: SiteId): Promise<HomeCardRecord[]> {
    return byOrder(await items.all(site));
  },
};
