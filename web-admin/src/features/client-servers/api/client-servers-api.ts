import { queryOptions } from '@tanstack/react-query';
import type { ClientBodyInput } from '@cellar/shared/api/client';
import type { ClientServerView } from '@cellar/shared/site/client-server';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { queryKeys } from '../../../lib/api/query-keys.ts';

export type ClientServerRow = ClientServerView;
export type ClientServerBody = ClientBodyInput<'superAdminClientServerCreate'>;

export const clientServerKeys = queryKeys('client-servers');

export const clientServersQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: clientServerKeys.part('all'),
    queryFn: ({ signal }) => api.call('superAdminClientServers', { signal }),
  });

export const createClientServer = (api: ApiClient, body: ClientServerBody) =>
  api.call('superAdminClientServerCreate', { body });
export const updateClientServer = (api: ApiClient, id: number, body: ClientServerBody) =>
  api.call('superAdminClientServerUpdate', { params: { id }, body });
export const deleteClientServer = (api: ApiClient, id: number) =>
  api.call('superAdminClientServerDelete', { params: { id } });
