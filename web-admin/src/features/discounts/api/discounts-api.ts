import { queryOptions } from '@tanstack/react-query';
import { buildListQuery } from '@cellar/shared/api/list-query';
import type { ClientBodyInput } from '@cellar/shared/api/client';
import type { DiscountView } from '@cellar/shared/checkout/discount';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { findInPages, pageSize } from '../../../lib/api/every-page.ts';
import { loadProductNames } from '../../../lib/api/product-names.ts';
import type { ListPage, ListQueryInput } from '../../../components/kit/list-query.ts';

export type DiscountRow = DiscountView;
export type DiscountBody = ClientBodyInput<'adminDiscountCreate'>;

/** React-query keys of the discount screen: every discount mutation invalidates `all`. */
export const discountKeys = {
  all: ['discounts'] as const,
  one: (id: number) => ['discounts', 'one', id] as const,
  products: ['discounts', 'products'] as const,
};

export async function loadDiscounts(api: ApiClient, input: ListQueryInput): Promise<ListPage<DiscountRow>> {
  const data = await api.call('adminDiscounts', { query: buildListQuery(input) });
  return { records: data.discounts, total: data.total };
}

/** There is no `GET /admin/discount/{id}`: the discount is looked up in the site's list, 100 at a time. */
export async function findDiscount(api: ApiClient, id: number): Promise<DiscountRow | null> {
  return findInPages(
    (page) => loadDiscounts(api, { page, nbItem: pageSize, orderBy: 'id', filters: [] }),
    (d) => d.id === id,
    50,
  );
}

/** The site's products a PRODUCT discount can name (`GET /admin/v4/product`, 100 at a time, by name). */
export const discountProductsQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: discountKeys.products,
    queryFn: ({ signal }) => loadProductNames(api, signal),
    staleTime: 60_000,
  });

export const createDiscount = (api: ApiClient, body: DiscountBody) => api.call('adminDiscountCreate', { body });
export const updateDiscount = (api: ApiClient, id: number, body: DiscountBody) =>
  api.call('adminDiscountUpdate', { params: { id }, body });
export const setDiscountValid = (api: ApiClient, id: number, valid: boolean) =>
  api.call('adminDiscountValid', { params: { id }, body: { valid } });
export const deleteDiscount = (api: ApiClient, id: number) => api.call('adminDiscountDelete', { params: { id } });
