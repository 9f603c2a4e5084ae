import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from './api-client.ts';
import { queryKeys } from './query-keys.ts';

/**
 * Countries in the screen's language (`GET /countries`), by name, for the screens that choose one (an
 * address's, a carrier's prices); under the countries' key, which the countries screen refreshes.
 */
export const countryChoicesQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: queryKeys('countries').all,
    queryFn: async ({ signal }) => (await api.call('countries', { signal })).countries,
    staleTime: 10 * 60_000,
  });
