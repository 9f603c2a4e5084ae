import { buildListQuery } from '@cellar/shared/api/list-query';
import type { ApiClient } from './api-client.ts';
import { everyPage, pageSize } from './every-page.ts';

/** A product as a choice list shows it. */
export interface ProductName {
  id: number;
  name: string;
}

/**
 * Every product of the site by name (`GET /admin/v4/product`, read page by page, 2 000 at most), for
 * the screens that name products (an award's, a discount's, the products a carrier is limited to).
 */
export const loadProductNames = (api: ApiClient, signal?: AbortSignal): Promise<ProductName[]> =>
  everyPage(async (page) => {
    const data = await api.call('adminProducts', {
      query: buildListQuery({ page, nbItem: pageSize, orderBy: 'name' }),
      signal,
    });
    return { records: data.products.map((p) => ({ id: p.id, name: p.name })), total: data.total };
  }, 20);
