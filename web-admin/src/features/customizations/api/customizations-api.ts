import { queryOptions } from '@tanstack/react-query';
import type { ClientBodyInput } from '@cellar/shared/api/client';
import type { CustomizationView } from '@cellar/shared/catalog/customization';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { pagedList } from '../../../lib/api/paged-list.ts';
import { queryKeys } from '../../../lib/api/query-keys.ts';

export type CustomizationRow = CustomizationView;
export type CustomizationBody = ClientBodyInput<'adminCustomizationCreate'>;
export type CustomizationValueBody = ClientBodyInput<'adminCustomizationValueCreate'>;

/** React-query keys of the customization screens (the product screen reads them under the same name). */
export const customizationKeys = queryKeys('customizations');

const customizations = pagedList('adminCustomizations', (data) => data.customizations);
/** `GET /admin/product-customization`: the site's customizations with their values, in order. */
export const loadCustomizations = customizations.page;

/** One customization: the API has no `GET …/{id}`, so it is found in the list (read in id order). */
export const customizationQuery = (api: ApiClient, id: number) =>
  queryOptions({
    queryKey: customizationKeys.one(id),
    queryFn: () => customizations.find(api, id),
  });

export const createCustomization = (api: ApiClient, body: CustomizationBody) =>
  api.call('adminCustomizationCreate', { body });
export const updateCustomization = (api: ApiClient, id: number, body: CustomizationBody) =>
  api.call('adminCustomizationUpdate', { params: { id }, body });
export const deleteCustomization = (api: ApiClient, id: number) =>
  api.call('adminCustomizationDelete', { params: { id } });
export const moveCustomization = (api: ApiClient, id: number, order: number) =>
  api.call('adminCustomizationOrder', { params: { id }, body: { order } });

export const addValue = (api: ApiClient, id: number, body: CustomizationValueBody) =>
  api.call('adminCustomizationValueCreate', { params: { id }, body });
export const updateValue = (api: ApiClient, id: number, idValue: number, body: CustomizationValueBody) =>
  api.call('adminCustomizationValueUpdate', { params: { id, idValue }, body });
export const deleteValue = (api: ApiClient, id: number, idValue: number) =>
  api.call('adminCustomizationValueDelete', { params: { id, idValue } });
export const moveValue = (api: ApiClient, id: number, idValue: number, order: number) =>
  api.call('adminCustomizationValueOrder', { params: { id, idValue }, body: { order } });
