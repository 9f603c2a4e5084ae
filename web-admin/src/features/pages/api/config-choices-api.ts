import { queryOptions } from '@tanstack/react-query';
import type { AddressView } from '@cellar/shared/shipping/addresses';
import type { NomenclatureView } from '@cellar/shared/catalog/nomenclature';
import type { PageImageView } from '@cellar/shared/pages/page-image';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { pagedList } from '../../../lib/api/paged-list.ts';
import { productNamesQuery } from '../../../lib/api/product-names.ts';
import { queryKeys } from '../../../lib/api/query-keys.ts';

export type { PageImageView };

/**
 * What a component's configuration names (the products, the wine kinds, the pick-up places, the page images), read
 * under the keys of the screens that change them: a product, a nomenclature value, an address or an image changed
 * there refreshes the choices here.
 */
export const choiceKeys = {
  products: queryKeys('products').part('names'),
  kinds: queryKeys('nomenclature-list').part('KIND'),
  pickupPlaces: queryKeys('addresses').part('pickup-choices'),
  images: (name: string) => queryKeys('page-images').part('choices', name),
  elements: queryKeys('elements').part('choices'),
  forms: queryKeys('forms').part('choices'),
};

/** The site's forms (a contact component's form), valid or not: the list says which are. */
export const formChoicesQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: choiceKeys.forms,
    queryFn: async ({ signal }) => (await api.call('adminForms', { signal })).list,
    staleTime: 60_000,
  });

/** The site's elements (an element list's element), in menu order. */
export const elementChoicesQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: choiceKeys.elements,
    queryFn: async ({ signal }) => (await api.call('adminElements', { signal })).elements,
    staleTime: 60_000,
  });

/** The site's wines by name (a product highlight's product). */
export const productChoicesQuery = (api: ApiClient) => productNamesQuery(api, choiceKeys.products);

/** The wine kinds (KIND nomenclature), named in the screen's language by the server. */
export const kindChoicesQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: choiceKeys.kinds,
    queryFn: async ({ signal }): Promise<NomenclatureView[]> =>
      (await api.call('listByType', { params: { type: 'KIND' }, signal })).items,
    staleTime: 5 * 60_000,
  });

/** The address type of the places where shoppers collect their orders (`pickupAddressType` of shared). */
const pickupType = 'CLICK_AND_COLLECT';
const pickupAddresses = pagedList('companyAddresses', (data) => data.addresses, [
  { field: 'type', value: pickupType, type: 'equal' },
]);

/** The site's pick-up places (addresses of type CLICK_AND_COLLECT), by name. */
export const pickupPlaceChoicesQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: choiceKeys.pickupPlaces,
    queryFn: async ({ signal }): Promise<AddressView[]> =>
      (await pickupAddresses.every(api, { orderBy: 'name', maxPages: 10 }, signal)).filter((a) => a.isPickup),
    staleTime: 60_000,
  });

const pageImages = pagedList('adminPageImages', (data) => data.images);
/** How many page images the picker shows at once (the list's own page, spec 2 §9). */
export const imagesPerPicker = 50;

/** The site's page images (`GET /admin/page/image`), the first 50 whose name holds `name`, newest first. */
export const pageImageChoicesQuery = (api: ApiClient, name: string) =>
  queryOptions({
    queryKey: choiceKeys.images(name),
    queryFn: ({ signal }) =>
      pageImages.page(
        api,
        {
          page: 1,
          nbItem: imagesPerPicker,
          orderBy: 'id:desc',
          filters: name.trim() === '' ? [] : [{ field: 'name', value: name.trim(), type: 'like' }],
        },
        signal,
      ),
    staleTime: 30_000,
  });
