import { queryOptions } from '@tanstack/react-query';
import type { ClientBodyInput } from '@cellar/shared/api/client';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { queryKeys } from '../../../lib/api/query-keys.ts';

export type InformationBody = ClientBodyInput<'adminSiteInformationUpdate'>;

export const informationKeys = queryKeys('site-information');

/** `GET /site/information`: what the storefront's footer shows (the admin edits the same). */
export const informationQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: informationKeys.all,
    queryFn: ({ signal }) => api.call('siteInformation', { signal }),
  });

export const saveInformation = (api: ApiClient, body: InformationBody) =>
  api.call('adminSiteInformationUpdate', { body });
