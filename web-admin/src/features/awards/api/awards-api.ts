import { queryOptions } from '@tanstack/react-query';
import { buildListQuery } from '@cellar/shared/api/list-query';
import type { AwardView } from '@cellar/shared/catalog/award';
import type { ClientBodyInput } from '@cellar/shared/api/client';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import type { ListPage, ListQueryInput } from '../../../components/kit/list-query.ts';

export type AwardRow = AwardView;
export type AwardBody = ClientBodyInput<'adminAwardCreate'>;

/** React-query keys of the awards screen: every award mutation invalidates `all`. */
export const awardKeys = {
  all: ['awards'] as const,
  one: (id: number) => ['awards', 'one', id] as const,
  products: ['awards', 'products'] as const,
  types: ['awards', 'types'] as const,
};

export async function loadAwards(api: ApiClient, input: ListQueryInput): Promise<ListPage<AwardRow>> {
  const data = await api.call('adminAwards', { query: buildListQuery(input) });
  return { records: data.awards, total: data.total };
}

/** There is no `GET /admin/award/{id}`: the award is looked up in the site's list, 100 at a time. */
export async function findAward(api: ApiClient, id: number): Promise<AwardRow | null> {
  for (let page = 1; page <= 50; page += 1) {
    const { records, total } = await loadAwards(api, { page, nbItem: 100, orderBy: 'id', filters: [] });
    const found = records.find((a) => a.id === id);
    if (found) return found;
    if (page * 100 >= total || records.length === 0) return null;
  }
  return null;
}

/** The site's products an award can be for (100 at a time, by name). */
export const awardProductsQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: awardKeys.products,
    queryFn: async ({ signal }) => {
      const rows: Array<{ id: number; name: string }> = [];
      for (let page = 1; page <= 20; page += 1) {
        const data = await api.call('adminProducts', { query: buildListQuery({ page, nbItem: 100, orderBy: 'name' }), signal });
        rows.push(...data.products.map((p) => ({ id: p.id, name: p.name })));
        if (page * 100 >= data.total || data.products.length === 0) break;
      }
      return rows;
    },
    staleTime: 60_000,
  });

/** The award types (AWARD nomenclature: medals, press…), named in the screen's language. */
export const awardTypesQuery = (api: ApiClient) =>
  queryOptions({ queryKey: awardKeys.types, queryFn: async ({ signal }) => (await api.call('listByType', { params: { type: 'AWARD' }, signal })).items, staleTime: 5 * 60_000 });

export const createAward = (api: ApiClient, body: AwardBody) => api.call('adminAwardCreate', { body });
export const updateAward = (api: ApiClient, id: number, body: AwardBody) => api.call('adminAwardUpdate', { params: { id }, body });
export const deleteAward = (api: ApiClient, id: number) => api.call('adminAwardDelete', { params: { id } });
