import { queryOptions } from '@tanstack/react-query';
import type { ClientBodyInput } from '@cellar/shared/api/client';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { queryKeys } from '../../../lib/api/query-keys.ts';

export type ExternalAppBody = ClientBodyInput<'adminExternalAppCreate'>;

/** React-query keys of `/superAdmin/externApp*`: every save invalidates `all`. */
export const externalAppKeys = queryKeys('external-apps');

/** The whole catalogue (a super-admin sees the applications switched off too). */
export const externalAppsQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: externalAppKeys.lists,
    queryFn: ({ signal }) => api.call('adminExternalApps', { signal }),
  });

export const createExternalApp = (api: ApiClient, body: ExternalAppBody) =>
  api.call('adminExternalAppCreate', { body });
export const updateExternalApp = (api: ApiClient, id: number, body: ExternalAppBody) =>
  api.call('adminExternalAppUpdate', { params: { id }, body });
export const deleteExternalApp = (api: ApiClient, id: number) => api.call('adminExternalAppDelete', { params: { id } });
