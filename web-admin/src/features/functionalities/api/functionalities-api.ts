import { queryOptions } from '@tanstack/react-query';
import type { ClientBodyInput } from '@cellar/shared/api/client';
import type { FunctionalityView } from '@cellar/shared/site/functionality';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { queryKeys } from '../../../lib/api/query-keys.ts';

export type FunctionalityRow = FunctionalityView;
export type FunctionalityBody = ClientBodyInput<'superAdminFunctionalityCreate'>;

export const functionalityKeys = queryKeys('functionalities');

export const functionalitiesQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: functionalityKeys.part('all'),
    queryFn: ({ signal }) => api.call('superAdminFunctionalities', { signal }),
  });

export const createFunctionality = (api: ApiClient, body: FunctionalityBody) =>
  api.call('superAdminFunctionalityCreate', { body });
export const updateFunctionality = (api: ApiClient, id: number, body: FunctionalityBody) =>
  api.call('superAdminFunctionalityUpdate', { params: { id }, body });

/** The keys of one site (super-admin: `GET /site/{id}/functionality`), and their replacement as a whole. */
export const siteKeysQuery = (api: ApiClient, idSite: number) =>
  queryOptions({
    queryKey: functionalityKeys.part('site', idSite),
    queryFn: ({ signal }) => api.call('siteFunctionalityList', { params: { id: idSite }, signal }),
  });
export const linkSiteKeys = (api: ApiClient, idSite: number, keys: string[]) =>
  api.call('siteLinkFunctionality', { params: { id: idSite }, body: { keys } });
