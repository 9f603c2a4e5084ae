import { queryOptions } from '@tanstack/react-query';
import type { ClientAnswer, ClientBodyInput } from '@cellar/shared/api/client';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { pagedList } from '../../../lib/api/paged-list.ts';
import { productNamesQuery } from '../../../lib/api/product-names.ts';
import { queryKeys } from '../../../lib/api/query-keys.ts';

export type CarrierRow = ClientAnswer<'adminCarriers'>['carriers'][number];
export type CarrierView = ClientAnswer<'adminCarrier'>;
export type CarrierRule = CarrierView['rules'][number];
export type UsableBox = ClientAnswer<'adminBoxes'>['boxes'][number];
export type CountryOption = ClientAnswer<'countries'>['countries'][number];
export type FlatRateRow = ClientAnswer<'adminFlatRates'>['flatRates'][number];
export type PriceFileParsed = ClientAnswer<'adminCarrierPricesParse'>;
export type CarrierBody = ClientBodyInput<'adminCarrierCreate'>;
export type CarrierRuleBody = ClientBodyInput<'adminCarrierRuleCreate'>;
export type CarrierPricesBody = ClientBodyInput<'adminCarrierPricesUpdate'>;
export type VignobleExportBody = ClientBodyInput<'adminVignoblexportActivate'>;
export type MondialRelayBody = ClientBodyInput<'adminMondialRelayActivate'>;

/** The carrier types (spec 1 §3), written here so the list does not load the rules (zod). */
export const carrierTypeList = ['BASIC', 'FLAT_RATE', 'VIGNOBLE_EXPORT'] as const;
export type CarrierTypeName = (typeof carrierTypeList)[number];
export const isCarrierType = (value: string | null | undefined): value is CarrierTypeName =>
  (carrierTypeList as readonly string[]).includes(value ?? '');

/** France (ISO 3166-1 numeric): its states are the departments a grid may price apart. */
export const franceId = 250;

/**
 * React-query keys of the carrier screens: every carrier mutation invalidates `all`. A country's states
 * are the countries screen's resource.
 */
const keys = queryKeys('carriers');
export const carrierKeys = {
  ...keys,
  products: (id: number) => keys.part('products', id),
  flatRates: keys.part('flat-rates'),
  partners: keys.part('partners'),
  boxes: queryKeys('carrier-boxes').all,
  productChoices: queryKeys('carrier-product-choices').all,
  states: (idCountry: number) => queryKeys('countries').part('states', idCountry),
};

const carriers = pagedList('adminCarriers', (data) => data.carriers);
export const loadCarriers = carriers.page;

export const carrierQuery = (api: ApiClient, id: number) =>
  queryOptions({
    queryKey: carrierKeys.one(id),
    queryFn: ({ signal }) => api.call('adminCarrier', { params: { id }, signal }),
  });

/** Every carrier of the site (100 per call), for the carrier choice of the prices screen. */
export const allCarriersQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: carrierKeys.part('every'),
    queryFn: ({ signal }): Promise<CarrierRow[]> => carriers.every(api, { orderBy: 'name', maxPages: 20 }, signal),
  });

export const carrierProductsQuery = (api: ApiClient, id: number) =>
  queryOptions({
    queryKey: carrierKeys.products(id),
    queryFn: ({ signal }) => api.call('adminCarrierProducts', { params: { id }, signal }),
  });

const usableBoxes = pagedList('adminBoxes', (data) => data.boxes);

/** The boxes the site can use (its own and the global boxes it chose), as `GET /admin/box` lists them. */
export const usableBoxesQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: carrierKeys.boxes,
    queryFn: ({ signal }): Promise<UsableBox[]> => usableBoxes.every(api, { maxPages: 10 }, signal),
    staleTime: 60_000,
  });

/** The site's products (100 at a time, by name): those a carrier may be limited to. */
export const productChoicesQuery = (api: ApiClient) => productNamesQuery(api, carrierKeys.productChoices);

/** The states of a country (France: its departments). */
export const countryStatesQuery = (api: ApiClient, idCountry: number) =>
  queryOptions({
    queryKey: carrierKeys.states(idCountry),
    queryFn: async ({ signal }) => (await api.call('adminCountryStates', { params: { id: idCountry }, signal })).states,
    staleTime: 10 * 60_000,
  });

export const flatRatesQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: carrierKeys.flatRates,
    queryFn: async ({ signal }) => (await api.call('adminFlatRates', { signal })).flatRates,
  });

/** The partners' settings: Vignoble Export (null until activated) and whether Mondial Relay is active. */
export const partnersQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: carrierKeys.partners,
    queryFn: async ({ signal }) => {
      const [vignobleExport, mondialRelay] = await Promise.all([
        api.call('adminVignoblexport', { signal }),
        api.call('mondialRelayPublicConfig', { signal }),
      ]);
      return { vignobleExport, mondialRelay };
    },
  });

export const createCarrier = (api: ApiClient, body: CarrierBody) => api.call('adminCarrierCreate', { body });
export const updateCarrier = (api: ApiClient, id: number, body: CarrierBody) =>
  api.call('adminCarrierUpdate', { params: { id }, body });
export const deleteCarrier = (api: ApiClient, id: number) => api.call('adminCarrierDelete', { params: { id } });
export const setCarrierValid = (api: ApiClient, id: number, valid: boolean) =>
  api.call('adminCarrierState', { params: { id }, body: { valid } });

export const createRule = (api: ApiClient, idCarrier: number, body: CarrierRuleBody) =>
  api.call('adminCarrierRuleCreate', { params: { id: idCarrier }, body });
export const updateRule = (api: ApiClient, idCarrier: number, idRule: number, body: CarrierRuleBody) =>
  api.call('adminCarrierRuleUpdate', { params: { id: idCarrier, idRule }, body });
export const deleteRule = (api: ApiClient, idCarrier: number, idRule: number) =>
  api.call('adminCarrierRuleDelete', { params: { id: idCarrier, idRule } });

export const updatePrices = (api: ApiClient, id: number, body: CarrierPricesBody) =>
  api.call('adminCarrierPricesUpdate', { params: { id }, body });
/** Deletes the carrier's grids in a country (its departments' too); the country by its alpha-3 code. */
export const deleteCountryPrices = (api: ApiClient, idCarrier: number, country: string) =>
  api.call('adminCarrierPricesDelete', { params: { idCarrier, idCountry: country } });
export const deleteFlatRate = (api: ApiClient, country: string, idCarrier: number) =>
  api.call('adminFlatRatePricesDelete', { params: { idCountry: country }, query: { idCarrier } });

export const parsePriceFile = (api: ApiClient, id: number, file: File) =>
  api.call('adminCarrierPricesParse', { params: { id }, body: { file } });
export const insertPriceFile = (api: ApiClient, id: number, filename: string) =>
  api.call('adminCarrierPricesInsert', { params: { id }, body: { filename } });

export const activateVignobleExport = (api: ApiClient, body: VignobleExportBody) =>
  api.call('adminVignoblexportActivate', { body });
export const updateVignobleExport = (api: ApiClient, body: VignobleExportBody) =>
  api.call('adminVignoblexportUpdate', { body });
export const toggleVignobleExport = (api: ApiClient) => api.call('adminVignoblexportToggleValidation', {});
export const activateMondialRelay = (api: ApiClient, body: MondialRelayBody) =>
  api.call('adminMondialRelayActivate', { body });
