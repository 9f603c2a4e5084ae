import type { VariationField, VariationInput, VariationView } from '@cellar/shared/catalog/variation';
import { applyListQuery, type ListQuery } from '@cellar/shared/list-query';
import type { SiteId } from '../../data/site-id.ts';
import { ConflictError, NotFoundError } from '../../lib/errors.ts';
import {
  VariationChanged,
  VariationFieldTaken,
  variationRepository,
  type VariationRecord,
} from '../../repositories/variation-repository.ts';
import { catalogueVersionRepository } from '../../repositories/catalogue-version-repository.ts';
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

/** Product pages show the variations' labels: they are kept per catalogue version, which a change moves. */
const shoppersSee = (site: SiteId): Promise<void> => catalogueVersionRepository.bump(site);

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
    await shoppersSee(site);
    return view(variation);
  },

  async update(site: SiteId, id: number, input: VariationInput): Promise<VariationView> {
    const previous = await variationOf(site, id);
    const next: VariationRecord = { ...previous, ...input, updatedAt: new Date().toISOString() };
    await variationRepository.update(site, previous, next).catch(translateFailure);
    await shoppersSee(site);
    return view(next);
  },

  /** Moves a variation to a 0-based position of the list. */
  async move(site: SiteId, id: number, position: number): Promise<void> {
    const all = await variationRepository.all(site);
    if (!all.some((v) => v.id === id)) throw new NotFoundError('variation.notFound');
    await variationRepository.setOrders(site, reorder(all, id, position)).catch(translateFailure);
    await shoppersSee(site);
  },

  /**
   * The labels of the variations a product page's declinations use (`variation2` → "Bottle size"), in the admin's
   * order; none read when no declination has a variation value.
   */
  async labelsFor(
    site: SiteId,
    declinations: ReadonlyArray<Partial<Record<'variation1' | 'variation2' | 'variation3', string | null>>>,
  ): Promise<Array<{ variation: VariationField; label: string }>> {
    const used = new Set(
      ([1, 2, 3] as const).filter((n) => declinations.some((d) => (d[`variation${n}`] ?? '') !== '')),
    );
    if (used.size === 0) return [];
    return (await variationRepository.all(site))
      .filter((v) => used.has(v.variation))
      .sort(byOrder)
      .map((v) => ({ variation: v.variation, label: v.label }));
  },
};
