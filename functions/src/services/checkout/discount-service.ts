import {
  discountDestinationTypes,
  displayDay,
  type DiscountInput,
  type DiscountView,
} from '@cellar/shared/checkout/discount';
import type { MessageKey } from '@cellar/shared/i18n/messages';
import { applyListQuery, type ListQuery } from '@cellar/shared/list-query';
import type { SiteId } from '../../data/site-id.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors.ts';
import {
  DiscountChanged,
  DiscountCodeTaken,
  DiscountProductMissing,
  discountRepository,
  type DiscountRecord,
} from '../../repositories/discount-repository.ts';
import { isExpired, parisDay } from './pricing.ts';

/** What the repository's failures mean to the admin. */
function translateFailure(error: unknown): never {
  if (error instanceof DiscountCodeTaken)
    throw new ConflictError('discount.codeTaken', { code: ['discount.codeTaken'] });
  if (error instanceof DiscountProductMissing)
    throw new ValidationError({ [error.field]: [error.messageKey as MessageKey] });
  if (error instanceof DiscountChanged) throw new ConflictError();
  throw error;
}

export function discountView(record: DiscountRecord, today: string): DiscountView {
  return {
    id: record.id,
    label: record.label,
    code: record.code,
    type: record.type,
    destinationType: record.destinationType,
    detailType: record.detailType,
    amount: record.amount,
    total: record.total,
    used: record.used,
    users: record.users,
    decreasingLimit: record.decreasingLimit,
    idProducts: record.idProducts,
    startOn: displayDay(record.startOn),
    endOn: displayDay(record.endOn),
    valid: record.valid,
    usableOnce: record.usableOnce,
    expired: isExpired(record, today),
  };
}

async function recordOf(site: SiteId, id: number): Promise<DiscountRecord> {
  const record = await discountRepository.get(site, id);
  if (!record) throw new NotFoundError('discount.notFound');
  return record;
}

/**
 * The spec's `type=DECREASING` filter names a destination type: a `type` filter holding one is
 * read as `destinationType`. Dates sort as dates (the rows show dd/mm/yyyy).
 */
function rowsQuery(query: ListQuery): ListQuery {
  const destinations = discountDestinationTypes as readonly string[];
  const filters = query.filters.map((f) =>
    f.field === 'type' && destinations.includes(f.value.toUpperCase()) ? { ...f, field: 'destinationType' } : f,
  );
  const sortDates: Record<string, string> = { startOn: 'startOnDay', endOn: 'endOnDay' };
  const orderBy =
    query.orderBy && sortDates[query.orderBy.field]
      ? { ...query.orderBy, field: sortDates[query.orderBy.field]! }
      : query.orderBy;
  return { ...query, filters, orderBy };
}

/** The site's discounts (`/admin/discount…`, docs/checkout.md "Discounts"). */
export const discountService = {
  /** `GET /admin/discount`: one Query, then filters, sorts and pages in memory; newest first by default. */
  async list(
    site: SiteId,
    query: ListQuery,
    now: Date = new Date(),
  ): Promise<{ discounts: DiscountView[]; total: number }> {
    const today = parisDay(now);
    const records = (await discountRepository.list(site)).sort((a, b) => b.id - a.id);
    const rows = records.map((record) => ({
      ...discountView(record, today),
      startOnDay: record.startOn,
      endOnDay: record.endOn,
    }));
    const { items, total } = applyListQuery(rows, rowsQuery(query));
    return { discounts: items.map(({ startOnDay: _s, endOnDay: _e, ...view }) => view), total };
  },

  async create(site: SiteId, input: DiscountInput): Promise<DiscountView> {
    const now = new Date().toISOString();
    const { valid, ...fields } = input;
    const record: DiscountRecord = {
      id: await discountRepository.nextId(site),
      ...fields,
      valid: valid ?? true,
      used: 0,
      createdAt: now,
      updatedAt: now,
    };
    await discountRepository.create(site, record).catch(translateFailure);
    return discountView(record, parisDay(new Date()));
  },

  /** The whole form (PUT); `valid` is kept when absent, `used` always. */
  async update(site: SiteId, id: number, input: DiscountInput): Promise<DiscountView> {
    const previous = await recordOf(site, id);
    const { valid, ...fields } = input;
    const next: DiscountRecord = {
      ...previous,
      ...fields,
      valid: valid ?? previous.valid,
      updatedAt: new Date().toISOString(),
    };
    await discountRepository.update(site, previous, next).catch(translateFailure);
    return discountView(next, parisDay(new Date()));
  },

  async setValid(site: SiteId, id: number, valid: boolean): Promise<DiscountView> {
    const previous = await recordOf(site, id);
    const next: DiscountRecord = { ...previous, valid, updatedAt: new Date().toISOString() };
    await discountRepository.update(site, previous, next).catch(translateFailure);
    return discountView(next, parisDay(new Date()));
  },

  /** Deletes a discount, frees its code and its products. Orders keep their own copy of what they used. */
  async remove(site: SiteId, id: number): Promise<void> {
    const previous = await recordOf(site, id);
    await discountRepository.delete(site, previous).catch(translateFailure);
  },
};
