import { describe, expect, it } from 'vitest';
import { pageOfRows, type ListQueryInput } from './list-query.ts';

const rows = [
  { id: 10, name: 'Émeraude', code: 'EM', valid: true },
  { id: 2, name: 'azur', code: 'AZ', valid: false },
  { id: 33, name: 'Bordeaux', code: 'BX', valid: true },
];
const input = (change: Partial<ListQueryInput> = {}): ListQueryInput => ({
  page: 1,
  nbItem: 10,
  filters: [],
  ...change,
});

describe('a page of rows the API sends whole', () => {
  it('filters without case (like: contains, equal: the same), orders numbers as numbers, pages', () => {
    const like = pageOfRows(rows, input({ filters: [{ field: 'name', type: 'like', value: 'AZ' }] }));
    expect(like.records.map((r) => r.id)).toEqual([2]);
    const equal = pageOfRows(rows, input({ filters: [{ field: 'valid', type: 'equal', value: 'true' }] }));
    expect(equal.total).toBe(2);
    expect(pageOfRows(rows, input({ orderBy: 'id:desc' })).records.map((r) => r.id)).toEqual([33, 10, 2]);
    const second = pageOfRows(rows, input({ orderBy: 'id', page: 2, nbItem: 2 }));
    expect(second).toEqual({ records: [rows[2]], total: 3 });
  });

  it('keeps the rows’ order unless asked, or orders by the default; a filter may read other texts', () => {
    expect(pageOfRows(rows, input()).records).toEqual(rows);
    const named = pageOfRows(rows, input(), { defaultOrder: 'name', locale: 'fr' });
    expect(named.records.map((r) => r.name)).toEqual(['azur', 'Bordeaux', 'Émeraude']);
    const byCode = pageOfRows(rows, input({ filters: [{ field: 'name', type: 'like', value: 'bx' }] }), {
      texts: (row, field) => (field === 'name' ? [row.name, row.code] : undefined),
    });
    expect(byCode.records.map((r) => r.id)).toEqual([33]);
  });
});
