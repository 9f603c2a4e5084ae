import type { ClientBodyInput } from '@cellar/shared/api/client';
import type { DiscountView } from '@cellar/shared/checkout/discount';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { pagedList } from '../../../lib/api/paged-list.ts';
import { productNamesQuery } from '../../../lib/api/product-names.ts';
import { queryKeys } from '../../../lib/api/query-keys.ts';

export type DiscountRow = DiscountView;
export type DiscountBody = ClientBodyInput<'adminDiscountCreate'>;

/** React-query keys of the discount screen: every discount mutation invalidates `all`. */
const keys = queryKeys('discounts');
export const discountKeys = { ...keys, products: keys.part('products') };

const discounts = pagedList('adminDiscounts', (data) => data.discounts);
export const loadDiscounts = discounts.page;
/** There is no `GET /admin/discount/{id}`: the discount is looked up in the site's list. */
export const findDiscount = discounts.find;

/** The site's products a PRODUCT discount can name (`GET /admin/v4/product`, 100 at a time, by name). */
export const discountProductsQuery = (api: ApiClient) => productNamesQuery(api, discountKeys.products);

export const createDiscount = (api: ApiClient, body: DiscountBody) => api.call('adminDiscountCreate', { body });
export const updateDiscount = (api: ApiClient, id: number, body: DiscountBody) =>
  api.call('adminDiscountUpdate', { params: { id }, body });
export const setDiscountValid = (api: ApiClient, id: number, valid: boolean) =>
  api.call('adminDiscountValid', { params: { id }, body: { valid } });
export const deleteDiscount = (api: ApiClient, id: number) => api.call('adminDiscountDelete', { params: { id } });
