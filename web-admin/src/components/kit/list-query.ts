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

/** How `pageOfRows` reads rows. */
export interface RowsPaging<T> {
  /** The texts a filter on `field` is compared with; undefined: the field's value. */
  texts?: (row: T, field: string) => string[] | undefined;
  /** The order when the list asks none; none: the rows' own. */
  defaultOrder?: string;
  /** The language texts are ordered in (`fr`, `en`). */
  locale?: string;
}

const valueOf = (row: object, field: string): unknown => (row as Record<string, unknown>)[field];
const textOf = (row: object, field: string): string => String(valueOf(row, field) ?? '');

/**
 * A page of rows an API sends whole (the language catalogue, the countries, the global boxes…): the
 * list kit's filters (`like`: contains, `equal`: the same, both without case), order (numbers as
 * numbers) and paging applied here.
 */
export function pageOfRows<T extends object>(
  rows: readonly T[],
  input: ListQueryInput,
  { texts, defaultOrder, locale }: RowsPaging<T> = {},
): ListPage<T> {
  let kept = [...rows];
  for (const filter of input.filters) {
    const wanted = filter.value.toLowerCase();
    kept = kept.filter((row) =>
      (texts?.(row, filter.field) ?? [textOf(row, filter.field)]).some((text) =>
        filter.type === 'like' ? text.toLowerCase().includes(wanted) : text.toLowerCase() === wanted,
      ),
    );
  }
  const orderBy = input.orderBy ?? defaultOrder;
  if (orderBy) {
    const [field = '', direction] = orderBy.split(':');
    const compare = (a: T, b: T) => {
      const [x, y] = [valueOf(a, field), valueOf(b, field)];
      return typeof x === 'number' && typeof y === 'number'
        ? x - y
        : textOf(a, field).localeCompare(textOf(b, field), locale);
    };
    kept.sort((a, b) => compare(a, b) * (direction === 'desc' ? -1 : 1));
  }
  const start = (input.page - 1) * input.nbItem;
  return { records: kept.slice(start, start + input.nbItem), total: kept.length };
}
