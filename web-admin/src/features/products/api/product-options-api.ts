import { queryOptions } from '@tanstack/react-query';
import type { ClientBodyInput } from '@cellar/shared/api/client';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { pagedList } from '../../../lib/api/paged-list.ts';
import { queryKeys } from '../../../lib/api/query-keys.ts';

/**
 * What the product screen reads of the catalogue options: the site's customizations (to link them) and variations
 * (the vintage dialog's fields), under the resource names their own screens use, so a change there refreshes here.
 */
const customizationKeys = queryKeys('customizations');
const variationKeys = queryKeys('variations');

const customizations = pagedList('adminCustomizations', (data) => data.customizations);
const variations = pagedList('adminVariations', (data) => data.variations);

export const customizationChoicesQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: customizationKeys.part('choices'),
    queryFn: ({ signal }) => customizations.every(api, { orderBy: 'order', maxPages: 5 }, signal),
    staleTime: 30_000,
  });

export const variationChoicesQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: variationKeys.part('choices'),
    queryFn: ({ signal }) => variations.every(api, { orderBy: 'order', maxPages: 1 }, signal),
    staleTime: 30_000,
  });

export type DecreasingDiscountsBody = ClientBodyInput<'adminProductDecreasingDiscount'>;

export const linkCustomization = (api: ApiClient, idProduct: number, idCustomization: number, required: boolean) =>
  api.call('adminProductCustomizationLink', { params: { idProduct, idCustomization }, body: { required } });
export const setLinkRequired = (api: ApiClient, idProduct: number, idCustomization: number, required: boolean) =>
  api.call('adminProductCustomizationLinkUpdate', { params: { idProduct, idCustomization }, body: { required } });
export const unlinkCustomization = (api: ApiClient, idProduct: number, idCustomization: number) =>
  api.call('adminProductCustomizationUnlink', { params: { idProduct, idCustomization } });
export const moveLink = (api: ApiClient, idProduct: number, idCustomization: number, order: number) =>
  api.call('adminProductCustomizationLinkOrder', { params: { idProduct, idCustomization }, body: { order } });
export const setDecreasingDiscounts = (api: ApiClient, id: number, body: DecreasingDiscountsBody) =>
  api.call('adminProductDecreasingDiscount', { params: { id }, body });
