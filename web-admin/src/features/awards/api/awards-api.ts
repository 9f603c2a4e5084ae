import { queryOptions } from '@tanstack/react-query';
import { buildListQuery } from '@cellar/shared/api/list-query';
import type { AwardView } from '@cellar/shared/catalog/award';
import type { ClientBodyInput } from '@cellar/shared/api/client';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { findInPages, pageSize } from '../../../lib/api/every-page.ts';
import { loadProductNames } from '../../../lib/api/product-names.ts';
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
  return findInPages(
    (page) => loadAwards(api, { page, nbItem: pageSize, orderBy: 'id', filters: [] }),
    (a) => a.id === id,
    50,
  );
}

/** The site's products an award can be for (100 at a time, by name). */
export const awardProductsQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: awardKeys.products,
    queryFn: ({ signal }) => loadProductNames(api, signal),
    staleTime: 60_000,
  });

/** The award types (AWARD nomenclature: medals, press…), named in the screen's language. */
export const awardTypesQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: awardKeys.types,
    queryFn: async ({ signal }) => (await api.call('listByType', { params: { type: 'AWARD' }, signal })).items,
    staleTime: 5 * 60_000,
  });

export const createAward = (api: ApiClient, body: AwardBody) => api.call('adminAwardCreate', { body });
export const updateAward = (api: ApiClient, id: number, body: AwardBody) =>
  api.call('adminAwardUpdate', { params: { id }, body });
export const deleteAward = (api: ApiClient, id: number) => api.call('adminAwardDelete', { params: { id } });
