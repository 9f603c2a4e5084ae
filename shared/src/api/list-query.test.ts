import { describe, expect, it } from 'vitest';
import { listQuerySchema } from '../list-query.ts';
import { buildListQuery } from './list-query.ts';

describe('the list query builder', () => {
  it('asks for page 1 of 10 items by default', () => {
    expect(buildListQuery()).toEqual({ page: '1', nbItem: '10' });
    expect(buildListQuery({ filters: [] })).toEqual({ page: '1', nbItem: '10' });
  });

  it('writes equal filters as field=value and like filters as field=lk:value', () => {
    expect(
      buildListQuery({
        page: 3,
        nbItem: 25,
        orderBy: 'lastname',
        filters: [
          { field: 'role', value: 'ADMIN', type: 'equal' },
          { field: 'email', value: 'lilas', type: 'like' },
          { field: 'valid', value: true, type: 'equal' },
        ],
      }),
    ).toEqual({ page: '3', nbItem: '25', orderBy: 'lastname', role: 'ADMIN', email: 'lk:lilas', valid: 'true' });
  });

  it('skips empty filters and an empty sort', () => {
    expect(
      buildListQuery({
        orderBy: '',
        filters: [
          { field: 'email', value: '', type: 'like' },
          { field: 'role', value: null, type: 'equal' },
          { field: 'lastname', value: undefined, type: 'equal' },
        ],
      }),
    ).toEqual({ page: '1', nbItem: '10' });
  });

  it('writes a descending sort the way the server reads it', () => {
    expect(buildListQuery({ orderBy: { field: 'price', direction: 'desc' } }).orderBy).toBe('price:desc');
    expect(buildListQuery({ orderBy: { field: 'price' } }).orderBy).toBe('price');
  });

  it("gives what the server's list-query schema reads back", () => {
    const schema = listQuerySchema(['name', 'kind'], ['name', 'price']);
    const query = buildListQuery({
      page: 2,
      nbItem: 5,
      orderBy: { field: 'price', direction: 'desc' },
      filters: [
        { field: 'name', value: 'chab', type: 'like' },
        { field: 'kind', value: '', type: 'equal' },
      ],
    });
    expect(schema.parse(query)).toEqual({
      page: 2,
      nbItem: 5,
      orderBy: { field: 'price', direction: 'desc' },
      filters: [{ field: 'name', op: 'like', value: 'chab' }],
    });
  });
});
