import type { DetailsTypeView } from '@cellar/shared/catalog/catalog-misc';
import type { SiteId } from '../../data/site-id.ts';
import { ConflictError, NotFoundError } from '../../lib/errors.ts';
import { ttlCache } from '../../lib/ttl-cache.ts';
import {
  DetailsTypeInUse,
  DetailsTypeMissing,
  detailsTypeRepository,
} from '../../repositories/details-type-repository.ts';

/** Read on every product page with features: kept a minute per container, like the nomenclature. */
const cache = ttlCache(
  60_000,
  async (site: SiteId) => new Map((await detailsTypeRepository.all(site)).map((entry) => [entry.id, entry])),
);

export const detailsTypeService = {
  /** The site's detail types by id, as cached (product pages). */
  byId: (site: SiteId): Promise<Map<number, DetailsTypeView>> => cache.get(site),

  async list(site: SiteId): Promise<DetailsTypeView[]> {
    return (await detailsTypeRepository.all(site)).sort((a, b) => a.name.localeCompare(b.name));
  },

  async create(site: SiteId, input: { name: string }): Promise<DetailsTypeView> {
    const entry = { id: await detailsTypeRepository.nextId(site), name: input.name };
    await detailsTypeRepository.create(site, entry);
    cache.forget(site);
    return entry;
  },

  async rename(site: SiteId, id: number, input: { name: string }): Promise<DetailsTypeView> {
    const entry = { id, name: input.name };
    try {
      await detailsTypeRepository.rename(site, entry);
    } catch (error) {
      if (error instanceof DetailsTypeMissing) throw new NotFoundError('detailsType.notFound');
      throw error;
    }
    cache.forget(site);
    return entry;
  },

  async remove(site: SiteId, id: number): Promise<void> {
    const exists = (await detailsTypeRepository.all(site)).some((entry) => entry.id === id);
    if (!exists) throw new NotFoundError('detailsType.notFound');
    try {
      await detailsTypeRepository.delete(site, id);
    } catch (error) {
      if (error instanceof DetailsTypeInUse) throw new ConflictError('detailsType.inUse');
      throw error;
    }
    cache.forget(site);
  },
};
