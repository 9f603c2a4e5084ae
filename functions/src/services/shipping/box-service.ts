import type {
  BoxInput,
  BoxOrderInput,
  BoxOrderView,
  GlobalBoxInput,
  GlobalBoxView,
  SiteBoxInput,
  UsableBox,
} from '@cellar/shared/shipping/boxes';
import { applyListQuery, type ListQuery } from '@cellar/shared/list-query';
import { defaultsSiteId, type SiteId } from '../../data/site-id.ts';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../lib/errors.ts';
import {
  BoxChanged,
  BoxChoiceFailed,
  BoxInUse,
  boxRepository,
  usableGlobalBox,
  usableOwnBox,
  type BoxOrderRecord,
  type BoxRecord,
} from '../../repositories/box-repository.ts';

/**
 * Boxes (docs/shipping.md "The entities"): a site's own boxes, the global boxes super-admins write
 * (site 0's default data) among which each site chooses, the site's stock of each, and its box
 * orders. On site 0 (a super-admin's `idSiteOverride: 0`) the site's boxes are the global boxes:
 * `/admin/box` reads them and refuses to write them (they have a range: `/admin/global/box`).
 */
const isDefaults = (site: SiteId): boolean => site === defaultsSiteId;

/** Lists read in a shop's order: own boxes first, bottles before weights, then by size. */
type Shelved = Pick<UsableBox, 'id' | 'mainType' | 'bottleCapacity' | 'bottleBoxCapacity' | 'weightBoxCapacity'> & {
  boxType: UsableBox['boxType'];
};
function byShelf(a: Shelved, b: Shelved): number {
  return (
    (a.boxType === b.boxType ? 0 : a.boxType === 'SITE' ? -1 : 1) ||
    (a.mainType === b.mainType ? 0 : a.mainType === 'BOTTLE' ? -1 : 1) ||
    (a.bottleCapacity ?? 0) - (b.bottleCapacity ?? 0) ||
    (a.bottleBoxCapacity ?? 0) - (b.bottleBoxCapacity ?? 0) ||
    (a.weightBoxCapacity ?? 0) - (b.weightBoxCapacity ?? 0) ||
    a.id - b.id
  );
}

function record(
  id: number,
  input: BoxInput,
  quantity: number | undefined,
  type: GlobalBoxInput['type'] | undefined,
  previous: BoxRecord | null,
): BoxRecord {
  const now = new Date().toISOString();
  return {
    id,
    ...input,
    ...(quantity !== undefined ? { quantity } : {}),
    ...(type ? { type } : {}),
    uses: previous?.uses ?? 0,
    ...(type ? { chosenBy: previous?.chosenBy ?? 0 } : {}),
    createdAt: previous?.createdAt ?? now,
    updatedAt: now,
  };
}

function globalView(box: BoxRecord, chosen: boolean): GlobalBoxView {
  const { quantity: _q, boxType: _b, type: _t, ...fields } = usableGlobalBox(box, 0);
  return { ...fields, boxType: 'GLOBAL', type: box.type!, chosen, sites: Math.max(0, box.chosenBy ?? 0) };
}

function changed(error: unknown): never {
  if (error instanceof BoxChanged) throw new ConflictError();
  throw error;
}

async function ownBoxOf(site: SiteId, id: number): Promise<BoxRecord> {
  const item = await boxRepository.siteItem(site, id);
  if (!item) throw new NotFoundError('box.notFound');
  if ('choice' in item) throw new ForbiddenError('box.globalReadOnly');
  return item.box;
}

async function globalBoxOf(id: number): Promise<BoxRecord> {
  const box = await boxRepository.globalBox(id);
  if (!box) throw new NotFoundError('box.notFound');
  return box;
}

function refuseDefaults(site: SiteId): void {
  if (isDefaults(site)) throw new ForbiddenError('box.defaultsAreGlobal');
}

export const boxService = {
  /** The boxes the site can use (own and chosen global), with the list query; site 0: the global boxes. */
  async list(site: SiteId, query: ListQuery): Promise<{ boxes: UsableBox[]; total: number }> {
    const all = isDefaults(site)
      ? (await boxRepository.globalBoxes()).map((box) => usableGlobalBox(box, 0))
      : await boxRepository.usableBoxes(site);
    const { items, total } = applyListQuery(all.sort(byShelf), query);
    return { boxes: items, total };
  },

  /** One box the site can use: its own, or a global box it chose (read-only here). */
  async get(site: SiteId, id: number): Promise<UsableBox> {
    if (isDefaults(site)) return usableGlobalBox(await globalBoxOf(id), 0);
    const item = await boxRepository.siteItem(site, id);
    if (!item) throw new NotFoundError('box.notFound');
    if ('box' in item) return usableOwnBox(item.box);
    return usableGlobalBox(await globalBoxOf(id), item.choice.quantity);
  },

  async create(site: SiteId, input: SiteBoxInput): Promise<UsableBox> {
    refuseDefaults(site);
    const box = record(await boxRepository.nextId(), input, input.quantity ?? 0, undefined, null);
    await boxRepository.create(site, box);
    return usableOwnBox(box);
  },

  /** Changes one of the site's own boxes (a chosen global box is the super-admin's: 403). */
  async update(site: SiteId, id: number, input: SiteBoxInput): Promise<UsableBox> {
    refuseDefaults(site);
    const previous = await ownBoxOf(site, id);
    const next = record(id, input, input.quantity ?? previous.quantity ?? 0, undefined, previous);
    await boxRepository.update(site, previous, next).catch(changed);
    await boxRepository.refreshCarrierCopies(site, next);
    return usableOwnBox(next);
  },

  /** Deletes one of the site's own boxes, unless a carrier names it (409). */
  async remove(site: SiteId, id: number): Promise<void> {
    refuseDefaults(site);
    await ownBoxOf(site, id);
    await boxRepository.delete(site, id).catch((error: unknown) => {
      if (error instanceof BoxInUse) throw new ConflictError('box.inUse');
      throw error;
    });
  },

  /** The site's stock of a box it can use (own, or chosen global). */
  async setQuantity(site: SiteId, id: number, quantity: number): Promise<UsableBox> {
    refuseDefaults(site);
    const item = await boxRepository.siteItem(site, id);
    if (!item) throw new NotFoundError('box.notFound');
    await boxRepository.setQuantity(site, id, 'choice' in item, quantity).catch((error: unknown) => {
      if (error instanceof BoxChanged) throw new NotFoundError('box.notFound');
      throw error;
    });
    return this.get(site, id);
  },

  /**
   * Sets the whole list of global boxes the site uses. An unknown id is refused on its position
   * (`boxes.<i>`, "Unknown box"); a box left that a carrier names is refused (409 "This box is used
   * by a carrier"). Answers the global boxes with the site's choice.
   */
  async choose(site: SiteId, ids: readonly number[]): Promise<{ boxes: GlobalBoxView[] }> {
    refuseDefaults(site);
    const [{ choices }, globals] = await Promise.all([boxRepository.siteItems(site), boxRepository.globalBoxes()]);
    const known = new Set(globals.map((box) => box.id));
    const errors: Record<string, ['box.unknown']> = {};
    ids.forEach((id, i) => {
      if (!known.has(id)) errors[`boxes.${i}`] = ['box.unknown'];
    });
    if (Object.keys(errors).length > 0) throw new ValidationError(errors);
    const wanted = new Set(ids);
    const current = new Set(choices.map((choice) => choice.id));
    const add = [...wanted].filter((id) => !current.has(id));
    const remove = [...current].filter((id) => !wanted.has(id));
    try {
      await boxRepository.choose(site, add, remove, new Date().toISOString());
    } catch (error) {
      if (!(error instanceof BoxChoiceFailed)) throw error;
      if (error.adding) throw new ValidationError({ [`boxes.${ids.indexOf(error.idBox)}`]: ['box.unknown'] });
      throw new ConflictError('box.inUse', { boxes: ['box.inUse'] });
    }
    return this.listGlobal(site);
  },

  // Global boxes (site 0's default data): every admin reads them, super-admins write them.

  async listGlobal(site: SiteId): Promise<{ boxes: GlobalBoxView[] }> {
    const [globals, chosen] = await Promise.all([
      boxRepository.globalBoxes(),
      isDefaults(site)
        ? Promise.resolve(new Set<number>())
        : boxRepository.siteItems(site).then(({ choices }) => new Set(choices.map((c) => c.id))),
    ]);
    return { boxes: globals.map((box) => globalView(box, chosen.has(box.id))).sort(byShelf) };
  },

  async getGlobal(site: SiteId, id: number): Promise<GlobalBoxView> {
    const box = await globalBoxOf(id);
    const item = isDefaults(site) ? null : await boxRepository.siteItem(site, id);
    return globalView(box, item !== null && 'choice' in item);
  },

  async createGlobal(input: GlobalBoxInput): Promise<GlobalBoxView> {
    const box = record(await boxRepository.nextId(), input, undefined, input.type, null);
    await boxRepository.createGlobal(box);
    return globalView(box, false);
  },

  async updateGlobal(id: number, input: GlobalBoxInput): Promise<GlobalBoxView> {
    const previous = await globalBoxOf(id);
    const next = record(id, input, undefined, input.type, previous);
    await boxRepository.updateGlobal(previous, next).catch(changed);
    await boxRepository.refreshCarrierCopies(null, next);
    return globalView(next, false);
  },

  /** Deletes a global box no site chose (409 otherwise: the sites' carriers may name it). */
  async removeGlobal(id: number): Promise<void> {
    await globalBoxOf(id);
    await boxRepository.deleteGlobal(id).catch((error: unknown) => {
      if (error instanceof BoxInUse) throw new ConflictError('box.chosenBySites');
      throw error;
    });
  },

  // Box orders

  /** The site's box orders, newest first unless sorted otherwise. */
  async listOrders(site: SiteId, query: ListQuery): Promise<{ orders: BoxOrderView[]; total: number }> {
    const all = (await boxRepository.orders(site)).sort(
      (a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id,
    );
    const { items, total } = applyListQuery(all, query);
    return { orders: items, total };
  },

  /**
   * Orders boxes of one of the site's own boxes or of any global box (the supplier's range: a site may
   * order before it chooses). The order keeps the box as it is now.
   */
  async order(site: SiteId, input: BoxOrderInput): Promise<BoxOrderView> {
    refuseDefaults(site);
    const item = await boxRepository.siteItem(site, input.idBox);
    let box: UsableBox;
    if (item && 'box' in item) box = usableOwnBox(item.box);
    else {
      const global = await boxRepository.globalBox(input.idBox);
      if (!global) throw new ValidationError({ idBox: ['box.unknown'] });
      box = usableGlobalBox(global, item && 'choice' in item ? item.choice.quantity : 0);
    }
    const { quantity: _stock, ...snapshot } = box;
    const order: BoxOrderRecord = {
      id: await boxRepository.nextOrderId(site),
      idBox: box.id,
      box: snapshot,
      quantity: input.quantity,
      comment: input.comment,
      status: 'ORDERED',
      createdAt: new Date().toISOString(),
    };
    await boxRepository.createOrder(site, order);
    return order;
  },
};
