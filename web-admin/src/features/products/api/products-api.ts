import { queryOptions } from '@tanstack/react-query';
import { buildListQuery } from '@cellar/shared/api/list-query';
import type { AdminProductRow, AdminProductView, VintageView } from '@cellar/shared/catalog/product-view';
import type { DetailsTypeView } from '@cellar/shared/catalog/catalog-misc';
import type { NomenclatureType, NomenclatureView } from '@cellar/shared/catalog/nomenclature';
import type { ClientBodyInput } from '@cellar/shared/api/client';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { everyPage, pageSize } from '../../../lib/api/every-page.ts';
import type { ListPage, ListQueryInput } from '../../../components/kit/list-query.ts';

export type ProductRow = AdminProductRow;
export type ProductView = AdminProductView;
export type { VintageView };

/** React-query keys of the catalogue screens: every product mutation invalidates `all`. */
export const productKeys = {
  all: ['products'] as const,
  one: (id: number) => ['products', 'one', id] as const,
  /** Every product of the site (BOX contents), 100 per call. */
  choices: ['products', 'choices'] as const,
  tags: ['products', 'tags'] as const,
  recommendedTags: (id: number) => ['products', 'recommended-tags', id] as const,
  detailsTypes: ['product-details-types'] as const,
  list: (type: NomenclatureType) => ['nomenclature-list', type] as const,
};

export async function loadProducts(api: ApiClient, input: ListQueryInput): Promise<ListPage<ProductRow>> {
  const data = await api.call('adminProducts', { query: buildListQuery(input) });
  return { records: data.products, total: data.total };
}

export const productQuery = (api: ApiClient, id: number) =>
  queryOptions({
    queryKey: productKeys.one(id),
    queryFn: ({ signal }) => api.call('adminProduct', { params: { id }, signal }),
  });

/** Every product of the site, for the content of a box (the list is read 100 at a time). */
export const productChoicesQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: productKeys.choices,
    queryFn: ({ signal }): Promise<ProductRow[]> =>
      everyPage(async (page) => {
        const data = await api.call('adminProducts', {
          query: buildListQuery({ page, nbItem: pageSize, orderBy: 'name' }),
          signal,
        });
        return { records: data.products, total: data.total };
      }, 20),
    staleTime: 60_000,
  });

/** Values of a nomenclature type (GRAPE, KIND, TASTE…), named in the screen's language by the server. */
export const nomenclatureListQuery = (api: ApiClient, type: NomenclatureType) =>
  queryOptions({
    queryKey: productKeys.list(type),
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
