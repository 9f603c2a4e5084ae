import { queryOptions } from '@tanstack/react-query';
import type { StoreApi } from '../api/store-api.ts';

/** The signed-in customer's profile (`GET /user`); the key holds the session, so another customer is another entry. */
export const meQuery = (api: StoreApi, token: string | undefined) =>
  queryOptions({
    queryKey: ['me', token ?? null, api.idSite, api.lang] as const,
    queryFn: ({ signal }) => api.client.call('me', { signal }),
    staleTime: 60_000,
  });
