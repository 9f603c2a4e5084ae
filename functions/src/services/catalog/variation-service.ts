import type { VariationInput, VariationView } from '@cellar/shared/catalog/variation';
import { applyListQuery, type ListQuery } from '@cellar/shared/list-query';
import type { SiteId } from '../../data/site-id.ts';
import { ConflictError, NotFoundError } from '../../lib/errors.ts';
import {
  VariationChanged,
  VariationFieldTaken,
  variationRepository,
  type VariationRecord,
} from '../../repositories/variation-repository.ts';
import { reorder } from '../common/ordering.ts';

function view({ createdAt: _c, updatedAt: _u, ...variation }: VariationRecord): VariationView {
  return variation;
}

function translateFailure(error: unknown): never {
  if (error instanceof VariationFieldTaken)
    throw new ConflictError('variation.fieldTaken', { variation: ['variation.fieldTaken'] });
  if (error instanceof VariationChanged) throw new ConflictError();
  throw error;
}

async function variationOf(site: SiteId, id: number): Promise<VariationRecord> {
  const variation = await variationRepository.get(site, id);
  if (!variation) throw new NotFoundError('variation.notFound');
  return variation;
}

const byOrder = (a: VariationRecord, b: VariationRecord) => a.order - b.order || a.id - b.id;

/** Variations: the labels of vintage variation1 to 3, one per field and site. */
export const variationService = {
  async list(site: SiteId, query: ListQuery): Promise<{ variations: VariationView[]; total: number }> {
    const all = (await variationRepository.all(site)).sort(byOrder).map(view);
    const { items, total } = applyListQuery(all, query);
    return { variations: items, total };
  },

  async get(site: SiteId, id: number): Promise<VariationView> {
    return view(await variationOf(site, id));
  },

  /** A new variation, last in the list; its field must be free (409 on `variation` otherwise). */
  async create(site: SiteId, input: VariationInput): Promise<VariationView> {
    const existing = await variationRepository.all(site);
    const now = new Date().toISOString();
    const variation: VariationRecord = {
      id: await variationRepository.nextId(site),
      ...input,
      order: existing.reduce((max, v) => Math.max(max, v.order + 1), 0),
      createdAt: now,
      updatedAt: now,
    };
    await variationRepository.create(site, variation).catch(translateFailure);
    return view(variation);
  },

  async update(site: SiteId, id: number, input: VariationInput): Promise<VariationView> {
    const previous = await variationOf(site, id);
    const next: VariationRecord = { ...previous, ...input, updatedAt: new Date().toISOString() };
    await variationRepository.update(site, previous, next).catch(translateFailure);
    return view(next);
  },

  /** Moves a variation to a 0-based position of the list. */
  async move(site: SiteId, id: number, position: number): Promise<void> {
    const all = await variationRepository.all(site);
    if (!all.some((v) => v.id === id)) throw new NotFoundError('variation.notFound');
    await variationRepository.setOrders(site, reorder(all, id, position)).catch(translateFailure);
  },
};
