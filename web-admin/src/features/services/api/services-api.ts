import { queryOptions } from '@tanstack/react-query';
import type { ClientBodyInput } from '@cellar/shared/api/client';
import type { ServiceView } from '@cellar/shared/content/service';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { pagedList } from '../../../lib/api/paged-list.ts';
import { queryKeys } from '../../../lib/api/query-keys.ts';

export type ServiceRow = ServiceView;
export type ServiceBody = ClientBodyInput<'adminServiceCreate'>;

/** React-query keys of the service screens: every service mutation invalidates `all`. */
export const serviceKeys = queryKeys('services');

/** `GET /admin/service`: every service of the site, valid or not, in order (docs/decisions.md "Site content"). */
export const loadServices = pagedList('adminServices', (data) => data.list).page;

export const serviceQuery = (api: ApiClient, id: number) =>
  queryOptions({
    queryKey: serviceKeys.one(id),
    queryFn: ({ signal }) => api.call('adminService', { params: { id }, signal }),
  });

/** The tags the site's services use: the form suggests them. */
export const serviceTagsQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: serviceKeys.part('tags'),
    queryFn: ({ signal }) => api.call('adminServiceTags', { signal }),
  });

export const createService = (api: ApiClient, body: ServiceBody) => api.call('adminServiceCreate', { body });
export const updateService = (api: ApiClient, id: number, body: ServiceBody) =>
  api.call('adminServiceUpdate', { params: { id }, body });
export const setServiceValid = (api: ApiClient, id: number, valid: boolean) =>
  api.call('adminServiceValid', { params: { id }, body: { valid } });
export const moveService = (api: ApiClient, id: number, order: number) =>
  api.call('adminServiceOrder', { params: { id }, body: { order } });
export const deleteService = (api: ApiClient, id: number) => api.call('adminServiceDelete', { params: { id } });
