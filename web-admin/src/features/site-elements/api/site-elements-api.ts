import { queryOptions } from '@tanstack/react-query';
import type { SocialNetwork } from '@cellar/shared/site/site-element-settings';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { queryKeys } from '../../../lib/api/query-keys.ts';

/** The elements resource (the elements feature names it too: a change here refreshes its screens). */
export const siteElementKeys = queryKeys('elements');

export const siteElementsQuery = (api: ApiClient, idSite: number) =>
  queryOptions({
    queryKey: siteElementKeys.part('super-admin', idSite),
    queryFn: ({ signal }) => api.call('superAdminSiteElements', { params: { id: idSite }, signal }),
  });

export const setElementNetworks = (api: ApiClient, idSite: number, idElement: number, networks: SocialNetwork[]) =>
  api.call('superAdminElementSocial', { params: { idSite, idElement }, body: { networks } });
export const setElementConfig = (api: ApiClient, idSite: number, idElement: number, config: string) =>
  api.call('superAdminElementConfig', { params: { idSite, idElement }, body: { config } });
