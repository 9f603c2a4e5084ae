import { queryOptions } from '@tanstack/react-query';
import type { ParameterUpdate, SiteParameters } from '@cellar/shared/site/theme';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { queryKeys } from '../../../lib/api/query-keys.ts';

/** The parameters resource (the style and settings screens name it too), site 0's part. */
export const defaultParameterKeys = { defaults: queryKeys('parameters').part('default') };

/** Site 0's parameters, the theme's filling what it has not (`GET /parameter/default`). */
export const defaultParametersQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: defaultParameterKeys.defaults,
    queryFn: async ({ signal }) => (await api.call('parametersDefault', { signal })) as SiteParameters,
  });

/** Writes site 0's parameters: `PUT /admin/parameter` with the `idSiteOverride` 0 header (spec 2 §3). */
export const saveDefaultParameters = async (api: ApiClient, body: ParameterUpdate): Promise<SiteParameters> =>
  (await api.call('adminParameterUpdate', { body, idSiteOverride: 0 })) as SiteParameters;
