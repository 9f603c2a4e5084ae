import type { ElementField, ElementAddress } from '@cellar/shared/content/element';
import type { SocialNetwork } from '@cellar/shared/site/site-element-settings';
import { entityTypes, keys } from '../data/keys.ts';
import { setOrders } from '../data/set-orders.ts';
import type { SiteId } from '../data/site-id.ts';
import { TransactionConditionFailed } from '../data/transactions.ts';
import type { StoredVariantImage } from './media-repository.ts';
import { SiteItemChanged, siteItems } from './site-items.ts';

/** An element (custom content type) as stored (issue 18; spec 1 §3 "Element"). */
export interface ElementRecord {
  id: number;
  /** Its address, unique in the site: `/element/{route}`. */
  route: string;
  name: string;
  fields: ElementField[];
  order: number;
  /** The networks its items are shared to, set by the super-admin (issue 20); none when absent. */
  socialNetworks?: SocialNetwork[];
  /** Its JSON configuration as the super-admin wrote it (issue 20); none when absent. */
  config?: string;
  createdAt: string;
  updatedAt: string;
}

/** An image of an item's value: the media object's key, its own id, alt text, size and variant widths. */
export type StoredElementImage = StoredVariantImage & { id: string };
export interface StoredImagePair {
  id: string;
  order: number;
  before: StoredElementImage;
  after: StoredElementImage;
}
/** A field's value as stored: images resolved to what was stored, site files by id, the rest as checked. */
export type StoredElementValue =
  | string
  | number
  | boolean
  | null
  | string[]
  | number[]
  | StoredElementImage
  | StoredElementImage[]
  | StoredImagePair[]
  | ElementAddress;

/** A staff user who wrote an item (its history: `GET /admin/element/{route}/{idElementItem}/users`). */
export interface ElementActor {
  id: number;
  email: string;
  name: string;
}

/** A share of the item (the local adapter's posts are recorded here). */
export interface ElementShareRecord {
  text: string;
  imageUrl: string | null;
  link: string;
  adapter: string;
  published: boolean;
  sharedAt: string;
}

export interface ElementItemRecord {
  id: number;
  idElement: number;
  values: Record<string, StoredElementValue>;
  valid: boolean;
  order: number;
  createdBy: ElementActor | null;
  updatedBy: ElementActor | null;
  /** The last shares, newest last (at most 20). */
  shares: ElementShareRecord[];
  createdAt: string;
  updatedAt: string;
}

const types = siteItems<ElementRecord>({
  key: keys.element,
  partition: keys.elementPartition,
  skPrefix: 'ELEMENT#',
  type: entityTypes.element,
  counter: 'ELEMENT',
});

/** One type's items: their own partition; ids from the site's `ELEMENT_ITEM` counter. */
const itemsOf = (idElement: number) =>
  siteItems<ElementItemRecord>({
    key: (site, id) => keys.elementItem(site, idElement, id),
    partition: (site) => keys.elementItemPartition(site, idElement),
    skPrefix: 'ITEM#',
    type: entityTypes.elementItem,
    counter: 'ELEMENT_ITEM',
  });

const byOrder = <R extends { order: number; id: number }>(list: R[]): R[] =>
  list.sort((a, b) => a.order - b.order || a.id - b.id);

function moved(error: unknown): never {
  throw error instanceof TransactionConditionFailed ? new SiteItemChanged() : error;
}

/**
 * The only code that reads and writes elements and their items (site-items.ts's storage); every key names the
 * authorised site. A save, a delete or a move based on an older read fails with `SiteItemChanged`.
 */
export const elementRepository = {
  nextId: types.nextId,
  get: types.get,
  save: types.save,
  delete: types.delete,

  /** Every element of the site, in menu order: one Query of its partition. */
  async all(site: SiteId): Promise<ElementRecord[]> {
    return byOrder(await types.all(site));
  },

  async setOrders(site: SiteId, changes: ReadonlyArray<{ id: number; order: number }>): Promise<void> {
    await setOrders(changes.map(({ id, order }) => ({ key: keys.element(site, id), order }))).catch(moved);
  },

  items: {
    nextId: (site: SiteId) => itemsOf(0).nextId(site),
    get: (site: SiteId, idElement: number, id: number) => itemsOf(idElement).get(site, id),
    save: (site: SiteId, previous: ElementItemRecord | null, next: ElementItemRecord) =>
      itemsOf(next.idElement).save(site, previous, next),
    delete: (site: SiteId, previous: ElementItemRecord) => itemsOf(previous.idElement).delete(site, previous),

    /** Every item of one element, valid or not, in order: one Query of its partition. */
    async all(site: SiteId, idElement: number): Promise<ElementItemRecord[]> {
      return byOrder(await itemsOf(idElement).all(site));
    },

    async setOrders(
      site: SiteId,
      idElement: number,
      changes: ReadonlyArray<{ id: number; order: number }>,
    ): Promise<void> {
      await setOrders(changes.map(({ id, order }) => ({ key: keys.elementItem(site, idElement, id), order }))).catch(
        moved,
      );
    },
  },
};
