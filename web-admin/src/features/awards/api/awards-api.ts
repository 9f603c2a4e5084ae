import { queryOptions } from '@tanstack/react-query';
import type { AwardView } from '@cellar/shared/catalog/award';
import type { ClientBodyInput } from '@cellar/shared/api/client';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { pagedList } from '../../../lib/api/paged-list.ts';
import { productNamesQuery } from '../../../lib/api/product-names.ts';
import { queryKeys } from '../../../lib/api/query-keys.ts';

export type AwardRow = AwardView;
export type AwardBody = ClientBodyInput<'adminAwardCreate'>;

/** React-query keys of the awards screen: every award mutation invalidates `all`. */
const keys = queryKeys('awards');
export const awardKeys = { ...keys, products: keys.part('products'), types: keys.part('types') };

const awards = pagedList('adminAwards', (data) => data.awards);
export const loadAwards = awards.page;
/** There is no `GET /admin/award/{id}`: the award is looked up in the site's list. */
export const findAward = awards.find;

/** The site's products an award can be for (100 at a time, by name). */
export const awardProductsQuery = (api: ApiClient) => productNamesQuery(api, awardKeys.products);

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
