import * as z from 'zod';

/** Spec: page starts at 1, nbItem defaults to 10. */
export const defaultPage = 1;
export const defaultNbItem = 10;
export const maxNbItem = 100;

export type FilterOp = 'eq' | 'like';
export interface ListFilter {
  field: string;
  op: FilterOp;
  value: string;
}
export interface ListQuery {
  page: number;
  nbItem: number;
  orderBy: { field: string; direction: 'asc' | 'desc' } | undefined;
  filters: ListFilter[];
}

/**
 * Query schema of a list route: `page`, `nbItem`, `orderBy` (`field`, `field:desc` or `-field`)
 * and filters `field=value` (equal) or `field=lk:value` (like) on the fields named here only;
 * any other parameter is refused. Empty filter values are skipped, as the spec's builder does.
 */
export function listQuerySchema<const F extends string>(
  filterFields: readonly F[],
  sortFields: readonly string[] = filterFields,
  defaults: { nbItem?: number } = {},
) {
  const filterShape = Object.fromEntries(
    filterFields.map((f) => [f, z.string().max(200, 'validation.tooLong').optional()]),
  ) as Record<F, z.ZodOptional<z.ZodString>>;
  return z
    .strictObject({
      page: z.coerce
        .number({ error: 'validation.invalidPage' })
        .int('validation.invalidPage')
        .min(1, 'validation.invalidPage')
        .default(defaultPage),
      nbItem: z.coerce
        .number({ error: 'validation.invalidNbItem' })
        .int('validation.invalidNbItem')
        .min(1, 'validation.invalidNbItem')
        .max(maxNbItem, 'validation.invalidNbItem')
        .default(defaults.nbItem ?? defaultNbItem),
      orderBy: z
        .string()
        .optional()
        .refine(
          (v) => v === undefined || v === '' || sortFields.includes(parseOrderBy(v).field),
          'validation.invalidOrderBy',
        ),
      ...filterShape,
    })
    .transform((raw): ListQuery => {
      // Generic filter fields hide the fixed ones from the checker: name them again.
      const q = raw as unknown as { page: number; nbItem: number; orderBy?: string } & Record<string, unknown>;
      const filters: ListFilter[] = [];
      for (const field of filterFields) {
        const value = q[field];
        if (typeof value !== 'string' || value === '') continue;
        filters.push(
          value.startsWith('lk:') ? { field, op: 'like', value: value.slice(3) } : { field, op: 'eq', value },
        );
      }
      return { page: q.page, nbItem: q.nbItem, orderBy: q.orderBy ? parseOrderBy(q.orderBy) : undefined, filters };
    });
}

export function parseOrderBy(value: string): { field: string; direction: 'asc' | 'desc' } {
  if (value.startsWith('-')) return { field: value.slice(1), direction: 'desc' };
  const [field = '', direction] = value.split(':');
  return { field, direction: direction?.toLowerCase() === 'desc' ? 'desc' : 'asc' };
}

/** Applies a list query to items already read from their collection: filter, sort, page, total. */
export function applyListQuery<T extends object>(items: readonly T[], query: ListQuery): { items: T[]; total: number } {
  const matching = items.filter((item) =>
    query.filters.every((f) => {
      const value = (item as Record<string, unknown>)[f.field];
      if (value === undefined || value === null) return false;
      const text = String(value).toLowerCase();
      return f.op === 'like' ? text.includes(f.value.toLowerCase()) : text === f.value.toLowerCase();
    }),
  );
  if (query.orderBy) {
    const { field, direction } = query.orderBy;
    const sign = direction === 'desc' ? -1 : 1;
    matching.sort(
      (a, b) => sign * compareValues((a as Record<string, unknown>)[field], (b as Record<string, unknown>)[field]),
    );
  }
  const start = (query.page - 1) * query.nbItem;
  return { items: matching.slice(start, start + query.nbItem), total: matching.length };
}

function compareValues(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === undefined || a === null) return 1;
  if (b === undefined || b === null) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), 'fr', { sensitivity: 'base', numeric: true });
}
