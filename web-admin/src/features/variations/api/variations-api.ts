import type { ClientBodyInput } from '@cellar/shared/api/client';
import type { VariationView } from '@cellar/shared/catalog/variation';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { pagedList } from '../../../lib/api/paged-list.ts';
import { queryKeys } from '../../../lib/api/query-keys.ts';

export type VariationRow = VariationView;
export type VariationBody = ClientBodyInput<'adminVariationCreate'>;

/** React-query keys of the variation screen (the product screen's vintage dialog reads them under the same name). */
export const variationKeys = queryKeys('variations');

/** `GET /admin/variation`: the site's variations (3 at most), in order. */
export const loadVariations = pagedList('adminVariations', (data) => data.variations).page;

export const createVariation = (api: ApiClient, body: VariationBody) => api.call('adminVariationCreate', { body });
export const updateVariation = (api: ApiClient, id: number, body: VariationBody) =>
  api.call('adminVariationUpdate', { params: { id }, body });
export const moveVariation = (api: ApiClient, id: number, order: number) =>
  api.call('adminVariationOrder', { params: { id }, body: { order } });
