/** What a list screen asks for (spec 1 §3, §7): page from 1, nbItem from 10, orderBy, equal/like filters. */
export interface ListFilterValue {
  field: string;
  value: string;
  type: 'equal' | 'like';
}

export interface ListQueryInput {
  page: number;
  nbItem: number;
  /** `field` or `field:desc`. */
  orderBy?: string;
  filters: ListFilterValue[];
}

export interface ListPage<T> {
  records: T[];
  total: number;
}

export const firstPage = 1;
export const defaultNbItem = 10;
export const nbItemOptions = [10, 20, 50, 100];

export function orderByOf(sort: { field: string; direction: 'asc' | 'desc' } | undefined): string | undefined {
  if (!sort) return undefined;
  return sort.direction === 'desc' ? `${sort.field}:desc` : sort.field;
}
