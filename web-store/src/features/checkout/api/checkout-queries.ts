import { queryOptions } from '@tanstack/react-query';
import { apiQuery, type StoreApi } from '../../../lib/api/store-api.ts';
import type { CartCountry } from '../../../lib/cart/cart-state.ts';

/** France (ISO numeric 250): its cities are searched with `GET /cities/{text}`, the others' with the country's id. */
export const franceId = 250;

/** The countries are loaded once (spec 2 §7). */
export const countriesQuery = (api: StoreApi) => ({ ...apiQuery(api, 'countries'), staleTime: Infinity });

/** Cities whose postal code (or name) starts with `text`, in a country. */
export const citiesQuery = (api: StoreApi, text: string, idCountry: number) =>
  queryOptions({
    queryKey: ['cities', text, idCountry, api.idSite, api.lang] as const,
    queryFn: ({ signal }) =>
      idCountry === franceId
        ? api.client.call('cities', { params: { text }, signal })
        : api.client.call('citiesInCountry', { params: { search: text, idCountry }, signal }),
    staleTime: 10 * 60_000,
  });

export const relayConfigQuery = (api: StoreApi) => ({
  ...apiQuery(api, 'mondialRelayPublicConfig'),
  staleTime: 10 * 60_000,
});

/** Mondial Relay points near the delivery address (a read, though a POST: spec 2 §7). */
export const relaysQuery = (
  api: StoreApi,
  address: { address: string; postalCode: string; city: string; country: CartCountry },
) =>
  queryOptions({
    queryKey: ['relayAccessPoints', address, api.idSite, api.lang] as const,
    queryFn: ({ signal }) => api.client.call('relayAccessPoints', { body: { address }, signal }),
    staleTime: 5 * 60_000,
  });

export const paymentMethodsQuery = (api: StoreApi) => ({ ...apiQuery(api, 'paymentMethods'), staleTime: 10 * 60_000 });
