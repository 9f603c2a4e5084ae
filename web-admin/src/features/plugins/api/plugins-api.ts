import { queryOptions } from '@tanstack/react-query';
import type { ClientBodyInput } from '@cellar/shared/api/client';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { queryKeys } from '../../../lib/api/query-keys.ts';

export type SiteKeyBody = ClientBodyInput<'adminSiteKeyCreate'>;
export type AppSiteKeyBody = ClientBodyInput<'adminAppSiteKeyCreate'>;
export type ParametersBody = ClientBodyInput<'adminAppParametersUpdate'>;

/** React-query keys of `/plugins` and `/plugins/{id}`: every save invalidates `all`. */
export const pluginKeys = queryKeys('plugins');

/** The applications a site can add (the valid ones of the catalogue). */
export const externalAppsQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: pluginKeys.part('apps'),
    queryFn: ({ signal }) => api.call('adminExternalApps', { signal }),
  });

export const siteKeysQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: pluginKeys.part('site-keys'),
    queryFn: ({ signal }) => api.call('adminSiteKeys', { signal }),
  });

export const appSiteKeysQuery = (api: ApiClient, type: string) =>
  queryOptions({
    queryKey: pluginKeys.part('app-keys', type),
    queryFn: ({ signal }) => api.call('adminAppSiteKeys', { query: { type }, signal }),
  });

export const chronopostQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: pluginKeys.part('parameters', 'CHRONOPOST'),
    queryFn: ({ signal }) => api.call('adminAppParameters', { params: { type: 'CHRONOPOST' }, signal }),
  });

export const createSiteKey = (api: ApiClient, body: SiteKeyBody) => api.call('adminSiteKeyCreate', { body });
export const updateSiteKey = (api: ApiClient, id: number, body: SiteKeyBody) =>
  api.call('adminSiteKeyUpdate', { params: { id }, body });
export const createAppSiteKey = (api: ApiClient, body: AppSiteKeyBody) => api.call('adminAppSiteKeyCreate', { body });
export const updateAppSiteKey = (api: ApiClient, id: number, body: AppSiteKeyBody) =>
  api.call('adminAppSiteKeyUpdate', { params: { id }, body });
export const switchAppSiteKey = (api: ApiClient, id: number, valid: boolean) =>
  api.call('adminAppSiteKeyAction', { params: { action: valid ? 'valid' : 'invalid', id } });
export const moveAppSiteKey = (api: ApiClient, id: number, position: number) =>
  api.call('adminAppSiteKeyOrder', { params: { id }, body: { position } });
export const saveChronopost = (api: ApiClient, body: ParametersBody) =>
  api.call('adminAppParametersUpdate', { params: { type: 'CHRONOPOST' }, body });
