import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../api/api-client.ts';
import { queryKeys } from '../api/query-keys.ts';

/** Query keys of what the session holds; a logout clears the whole cache. */
const keys = queryKeys('session');
export const sessionKeys = {
  me: keys.part('me'),
  siteInfo: keys.part('site-info'),
  functionalities: keys.part('functionalities'),
  parameters: keys.part('parameters'),
  defaultLang: keys.part('default-lang'),
  vat: keys.part('vat'),
  mySites: keys.part('my-sites'),
};

/** The signed-in staff member (id, email, names, role). */
export const meQuery = (api: ApiClient) =>
  queryOptions({ queryKey: sessionKeys.me, queryFn: () => api.call('me', {}), staleTime: 5 * 60_000, retry: false });

export const siteInfoQuery = (api: ApiClient) =>
  queryOptions({ queryKey: sessionKeys.siteInfo, queryFn: () => api.call('siteInfo', {}), staleTime: 5 * 60_000 });

export const functionalitiesQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: sessionKeys.functionalities,
    queryFn: () => api.call('siteFunctionalities', {}),
    staleTime: 5 * 60_000,
  });

export const parametersQuery = (api: ApiClient) =>
  queryOptions({ queryKey: sessionKeys.parameters, queryFn: () => api.call('parameters', {}), staleTime: 5 * 60_000 });

/** The sites the staff member may manage (100 per page, spec 1 §9), for the site selector. */
export const mySitesQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: sessionKeys.mySites,
    queryFn: () => api.call('sites', { query: { page: 1, nbItem: 100 } }),
    staleTime: 5 * 60_000,
  });

/**
 * After login, the calls of the spec's after-login list that exist today (current user, site info,
 * functionalities, parameters, VAT, default language; spec 1 §7). The current user is awaited (the guards
 * need it); the others load in the background and their failures are only logged (spec 1 §8).
 */
export async function loadAfterLogin(api: ApiClient, queryClient: QueryClient): Promise<void> {
  const background: Array<[string, Promise<unknown>]> = [
    ['parameters', queryClient.fetchQuery(parametersQuery(api))],
    ['vat', queryClient.fetchQuery({ queryKey: sessionKeys.vat, queryFn: () => api.call('adminVat', {}) })],
    [
      'default language',
      queryClient.fetchQuery({ queryKey: sessionKeys.defaultLang, queryFn: () => api.call('adminLangDefault', {}) }),
    ],
    ['site info', queryClient.fetchQuery(siteInfoQuery(api))],
    ['functionalities', queryClient.fetchQuery(functionalitiesQuery(api))],
  ];
  for (const [what, loading] of background)
    loading.catch((error: unknown) => console.error(`after-login load failed: ${what}`, error));
  await queryClient.fetchQuery(meQuery(api));
}
