import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from './api-client.ts';
import { pagedList } from './paged-list.ts';

/** A product as a choice list shows it. */
export interface ProductName {
  id: number;
  name: string;
}

const productNames = pagedList('adminProducts', (data) =>
  data.products.map((p): ProductName => ({ id: p.id, name: p.name })),
);

/**
 * Every product of the site by name (`GET /admin/v4/product`, read page by page, 2 000 at most), for
 * the screens that name products (an award's, a discount's, the products a carrier is limited to).
 */
export const loadProductNames = (api: ApiClient, signal?: AbortSignal): Promise<ProductName[]> =>
  productNames.every(api, { orderBy: 'name', maxPages: 20 }, signal);

/** The product names as a query of a screen, under its feature's key (its mutations read them again). */
export const productNamesQuery = (api: ApiClient, queryKey: readonly unknown[]) =>
  queryOptions({ queryKey, queryFn: ({ signal }) => loadProductNames(api, signal), staleTime: 60_000 });
