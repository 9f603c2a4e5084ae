import { buildListQuery } from '@cellar/shared/api/list-query';
import { apiQuery, type StoreApi } from '../../../lib/api/store-api.ts';

/** Spec 2 §9: orders 10 a page. */
export const ordersPerPage = 10;

export const ordersQuery = (api: StoreApi, page: number, status: string) =>
  apiQuery(api, 'customerOrders', {
    query: buildListQuery({ page, nbItem: ordersPerPage, filters: [{ field: 'status', value: status }] }),
  });
export const orderQuery = (api: StoreApi, id: number) => apiQuery(api, 'customerOrder', { params: { id } });
/** Spec 2 §7: the status list is cached. */
export const orderStatusesQuery = (api: StoreApi) => ({ ...apiQuery(api, 'orderStatusList'), staleTime: Infinity });
