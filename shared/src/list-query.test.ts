import { describe, expect, it } from 'vitest';
import { applyListQuery, listQuerySchema } from './list-query.ts';

const schema = listQuerySchema(['name', 'kind'], ['name', 'price']);
const wines = [
  { name: 'Chablis', kind: 'WHITE', price: 18 },
  { name: 'Chinon', kind: 'RED', price: 12 },
  { name: 'Bourgueil', kind: 'RED', price: 15 },
  { name: 'Crémant', kind: 'SPARKLING', price: 14 },
];

describe('the list query', () => {
  it('starts at page 1 with 10 items by default', () => {
    expect(schema.parse({})).toEqual({ page: 1, nbItem: 10, orderBy: undefined, filters: [] });
  });

  it('reads equal and like filters and skips empty ones', () => {
    expect(schema.parse({ name: 'lk:ch', kind: 'RED', page: '2' }).filters).toEqual([
      { field: 'name', op: 'like', value: 'ch' },
      { field: 'kind', op: 'eq', value: 'RED' },
    ]);
    expect(schema.parse({ name: '' }).filters).toEqual([]);
  });

  it('refuses a page under 1, more than 100 items, an unknown sort and an unknown parameter', () => {
    expect(schema.safeParse({ page: '0' }).success).toBe(false);
    expect(schema.safeParse({ nbItem: '101' }).success).toBe(false);
    expect(schema.safeParse({ orderBy: 'kind' }).success).toBe(false);
    expect(schema.safeParse({ idSite: '2' }).success).toBe(false);
  });

  it('filters, sorts and pages, and counts the total before paging', () => {
    const query = schema.parse({ name: 'lk:CH', orderBy: 'price:desc', nbItem: '1', page: '2' });
    expect(applyListQuery(wines, query)).toEqual({ items: [{ name: 'Chinon', kind: 'RED', price: 12 }], total: 2 });
    expect(applyListQuery(wines, schema.parse({ kind: 'red', orderBy: '-name' })).items.map((w) => w.name)).toEqual([
      'Chinon',
      'Bourgueil',
    ]);
    expect(applyListQuery(wines, schema.parse({ orderBy: 'name' })).items.map((w) => w.name)).toEqual([
      'Bourgueil',
      'Chablis',
      'Chinon',
      'Crémant',
    ]);
  });
});
