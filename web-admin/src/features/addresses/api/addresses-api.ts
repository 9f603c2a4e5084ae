import { queryOptions } from '@tanstack/react-query';
import type { ClientBodyInput } from '@cellar/shared/api/client';
import type { AddressImportParsed, AddressTypeView, AddressView } from '@cellar/shared/shipping/addresses';
import type { CalendarView } from '@cellar/shared/shipping/calendars';
import type { CityView, CountryView } from '@cellar/shared/shipping/countries';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { pagedList } from '../../../lib/api/paged-list.ts';
import { queryKeys } from '../../../lib/api/query-keys.ts';

export type AddressRow = AddressView;
export type AddressTypeRow = AddressTypeView;
export type AddressBody = ClientBodyInput<'companyAddressCreate'>;
export type ScheduleBody = ClientBodyInput<'companyAddressSchedule'>;
export type AddressTypeAddBody = ClientBodyInput<'adminAddressTypeCreate'>;
export type AddressTypeUpdateBody = ClientBodyInput<'adminAddressTypeUpdate'>;
export type { AddressImportParsed, CityView, CountryView };

/** The address type meaning "shoppers collect their orders here" (`pickupAddressType` of shared, written here so the
 * list does not load zod). */
export const pickupType = 'CLICK_AND_COLLECT';

/**
 * React-query keys of the addresses screens: address mutations invalidate `all`, type mutations
 * `types` (and `all`: the list names each address's types). The calendars are their own screen's
 * resource: a change there refreshes the choices here.
 */
const keys = queryKeys('addresses');
export const addressKeys = {
  ...keys,
  types: queryKeys('address-types').all,
  calendars: queryKeys('calendars').part('choices'),
  cities: (country: number, text: string) => queryKeys('cities').part(country, text),
};

const addresses = pagedList('companyAddresses', (data) => data.addresses);
export const loadAddresses = addresses.page;
/** There is no `GET /company/address/{id}`: the address is looked up in the site's list. */
export const findAddress = addresses.find;

export const addressQuery = (api: ApiClient, id: number) =>
  queryOptions({ queryKey: addressKeys.one(id), queryFn: () => findAddress(api, id) });

/** The types the site sees: the defaults of site 0 and its own (`isDefault` tells them apart); on site 0, the defaults.
 * */
export const addressTypesQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: addressKeys.types,
    queryFn: async ({ signal }) => (await api.call('adminAddressTypes', { signal })).addressTypes,
    staleTime: 60_000,
  });

const calendars = pagedList('adminCalendars', (data) => data.calendars);

/** The site's calendars an address may apply (100 at a time, by label). */
export const calendarChoicesQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: addressKeys.calendars,
    queryFn: ({ signal }): Promise<CalendarView[]> => calendars.every(api, { orderBy: 'label', maxPages: 10 }, signal),
    staleTime: 60_000,
  });

/** Cities of a country whose name or postal code starts with `text` (20 at most). */
export async function searchCities(
  api: ApiClient,
  idCountry: number,
  text: string,
  signal?: AbortSignal,
): Promise<CityView[]> {
  return (await api.call('citiesInCountry', { params: { search: text, idCountry }, signal })).cities;
}

export const createAddress = (api: ApiClient, body: AddressBody) => api.call('companyAddressCreate', { body });
export const updateAddress = (api: ApiClient, id: number, body: AddressBody) =>
  api.call('companyAddressUpdate', { params: { id }, body });
export const saveSchedule = (api: ApiClient, id: number, body: ScheduleBody) =>
  api.call('companyAddressSchedule', { params: { id }, body });
export const deleteAddress = (api: ApiClient, id: number) => api.call('companyAddressDelete', { params: { id } });

/** `site`: the `idSiteOverride` of the call — 0 for the defaults every site sees (super-admin); the window's site when
 * absent. */
const onSite = (site: number | undefined) => (site === undefined ? {} : { idSiteOverride: site });

/** The address types of site 0, the defaults (`/superAdmin/defaults/addressType`). */
export const loadDefaultAddressTypes = async (api: ApiClient, signal?: AbortSignal) =>
  (await api.call('adminAddressTypes', { signal, ...onSite(0) })).addressTypes;
export const createAddressType = (api: ApiClient, body: AddressTypeAddBody, site?: number) =>
  api.call('adminAddressTypeCreate', { body, ...onSite(site) });
export const updateAddressType = (api: ApiClient, id: number, body: AddressTypeUpdateBody, site?: number) =>
  api.call('adminAddressTypeUpdate', { params: { id }, body, ...onSite(site) });

/** Super-admin import, first step: the CSV file read, its valid rows kept a day under `filename`. */
export const parseAddressFile = (api: ApiClient, file: File, hasHeader: boolean | undefined) =>
  api.call('adminAddressImportParse', {
    body: { file },
    ...(hasHeader === undefined ? {} : { query: { hasHeader: hasHeader ? 'true' : 'false' } }),
  });
/** Second step: the valid rows written, once. */
export const insertAddressFile = (api: ApiClient, filename: string) =>
  api.call('adminAddressImportInsert', { body: { filename } });
export type AddressImportInserted = Awaited<ReturnType<typeof insertAddressFile>>;
