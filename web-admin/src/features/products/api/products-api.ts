import { queryOptions } from '@tanstack/react-query';
import type { AdminProductRow, AdminProductView, VintageView } from '@cellar/shared/catalog/product-view';
import type { DetailsTypeView } from '@cellar/shared/catalog/catalog-misc';
import type { NomenclatureType, NomenclatureView } from '@cellar/shared/catalog/nomenclature';
import type { ClientBodyInput } from '@cellar/shared/api/client';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { pagedList } from '../../../lib/api/paged-list.ts';
import { queryKeys } from '../../../lib/api/query-keys.ts';

export type ProductRow = AdminProductRow;
export type ProductView = AdminProductView;
export type { VintageView };

/** React-query keys of the catalogue screens: every product mutation invalidates `all`. */
const keys = queryKeys('products');
export const productKeys = {
  ...keys,
  /** Every product of the site (BOX contents), 100 per call. */
  choices: keys.part('choices'),
  tags: keys.part('tags'),
  recommendedTags: (id: number) => keys.part('recommended-tags', id),
  detailsTypes: queryKeys('product-details-types').all,
  /** The values of a nomenclature type (not `list`: that is the list kit's key of the products). */
  nomenclature: (type: NomenclatureType) => queryKeys('nomenclature-list').part(type),
};

const products = pagedList('adminProducts', (data): ProductRow[] => data.products);
export const loadProducts = products.page;

export const productQuery = (api: ApiClient, id: number) =>
  queryOptions({
    queryKey: productKeys.one(id),
    queryFn: ({ signal }) => api.call('adminProduct', { params: { id }, signal }),
  });

/** Every product of the site, for the content of a box (the list is read 100 at a time). */
export const productChoicesQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: productKeys.choices,
    queryFn: ({ signal }) => products.every(api, { orderBy: 'name', maxPages: 20 }, signal),
    staleTime: 60_000,
  });

/** Values of a nomenclature type (GRAPE, KIND, TASTE…), named in the screen's language by the server. */
export const nomenclatureListQuery = (api: ApiClient, type: NomenclatureType) =>
  queryOptions({
    queryKey: productKeys.nomenclature(type),
    queryFn: async ({ signal }): Promise<NomenclatureView[]> =>
      (await api.call('listByType', { params: { type }, signal })).items,
    staleTime: 5 * 60_000,
  });

export const productTagsQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: productKeys.tags,
    queryFn: async ({ signal }) => (await api.call('adminProductTags', { signal })).tags,
    staleTime: 60_000,
  });

export const recommendedTagsQuery = (api: ApiClient, id: number) =>
  queryOptions({
    queryKey: productKeys.recommendedTags(id),
    queryFn: async ({ signal }) => (await api.call('adminProductRecommendedTags', { params: { id }, signal })).tags,
    staleTime: 60_000,
  });

export const detailsTypesQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: productKeys.detailsTypes,
    queryFn: async ({ signal }): Promise<DetailsTypeView[]> =>
      (await api.call('adminProductDetailsTypes', { signal })).items,
    staleTime: 60_000,
  });

export type ProductCreateBody = ClientBodyInput<'adminProductCreate'>;
export type ProductUpdateBody = ClientBodyInput<'adminProductUpdate'>;
export type VintageBody = ClientBodyInput<'adminVintageCreate'>;
/** A vintage's changes, with `previousQuantity`: the stock the dialog loaded (the server's guard of a stock change). */
export type VintageUpdateBody = ClientBodyInput<'adminVintageUpdate'>;

export const createProduct = (api: ApiClient, body: ProductCreateBody) => api.call('adminProductCreate', { body });
export const updateProduct = (api: ApiClient, id: number, body: ProductUpdateBody) =>
  api.call('adminProductUpdate', { params: { id }, body });
export const setProductValid = (api: ApiClient, id: number, valid: boolean) =>
  api.call('adminProductValid', { params: { id }, body: { valid } });
export const deleteProduct = (api: ApiClient, id: number) => api.call('adminProductDelete', { params: { id } });
export const moveProduct = (api: ApiClient, id: number, order: number) =>
  api.call('adminProductOrder', { params: { id }, body: { order } });

export const createVintage = (api: ApiClient, idProduct: number, body: VintageBody) =>
  api.call('adminVintageCreate', { params: { id: idProduct }, body });
export const updateVintage = (api: ApiClient, id: number, body: VintageUpdateBody) =>
  api.call('adminVintageUpdate', { params: { id }, body });
export const setVintageValid = (api: ApiClient, id: number, valid: boolean) =>
  api.call('adminVintageValid', { params: { id }, body: { valid } });
export const deleteVintage = (api: ApiClient, id: number) => api.call('adminVintageDelete', { params: { id } });
export const moveVintage = (api: ApiClient, id: number, order: number) =>
  api.call('adminVintageOrder', { params: { id }, body: { order } });

export const createDetailsType = (api: ApiClient, name: string) =>
  api.call('adminProductDetailsTypeCreate', { body: { name } });
export const updateDetailsType = (api: ApiClient, id: number, name: string) =>
  api.call('adminProductDetailsTypeUpdate', { params: { id }, body: { name } });
export const deleteDetailsType = (api: ApiClient, id: number) =>
  api.call('adminProductDetailsTypeDelete', { params: { id } });
