/**
 * The list-query builder (spec 1 §7): `nbItem` (default 10), `page` (default 1), `orderBy`, and
 * filters written `field=value` (equal) or `field=lk:value` (like); empty values are skipped.
 * Its output is what `listQuerySchema` (shared/src/list-query.ts) reads on the server; the
 * defaults are repeated here so that the web bundles do not load zod for two numbers.
 */
export const listDefaults = { page: 1, nbItem: 10 } as const;

export type ListFilterType = 'equal' | 'like';
export interface ListFilterInput {
  field: string;
  value: string | number | boolean | null | undefined;
  type?: ListFilterType;
}
export interface ListQueryInput {
  page?: number;
  nbItem?: number;
  /** `field`, `field:desc`, `-field`, or `{ field, direction }`. */
  orderBy?: string | { field: string; direction?: 'asc' | 'desc' } | null;
  filters?: readonly ListFilterInput[];
}

/** The query of a list call, every value a string as it goes in the URL. */
export function buildListQuery(input: ListQueryInput = {}): Record<string, string> {
  const query: Record<string, string> = {
    page: String(input.page ?? listDefaults.page),
    nbItem: String(input.nbItem ?? listDefaults.nbItem),
  };
  const { orderBy } = input;
  if (typeof orderBy === 'string' && orderBy !== '') query.orderBy = orderBy;
  else if (orderBy && typeof orderBy === 'object' && orderBy.field !== '')
    query.orderBy = orderBy.direction === 'desc' ? `${orderBy.field}:desc` : orderBy.field;
  for (const filter of input.filters ?? []) {
    if (filter.value === undefined || filter.value === null || filter.field === '') continue;
    const value = String(filter.value);
    if (value === '') continue;
    query[filter.field] = filter.type === 'like' ? `lk:${value}` : value;
  }
  return query;
}
