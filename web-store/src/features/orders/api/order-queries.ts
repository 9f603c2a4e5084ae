import { buildListQuery } from '@cellar/shared/api/list-query';
import { apiQuery, type StoreApi } from '../../../lib/api/store-api.ts';

/** Orders 10 a page (spec 2 §9). */
export const ordersPerPage = 10;

export const ordersQuery = (api: StoreApi, page: number, status: string) =>
  apiQuery(api, 'customerOrders', {
    query: buildListQuery({ page, nbItem: ordersPerPage, filters: [{ field: 'status', value: status }] }),
  });
export const orderQuery = (api: StoreApi, id: number) => apiQuery(api, 'customerOrder', { params: { id } });
/** The status list is cached (spec 2 §7). */
export const orderStatusesQuery = (api: StoreApi) => ({ ...apiQuery(api, 'orderStatusList'), staleTime: Infinity });
