import { queryOptions } from '@tanstack/react-query';
import type { ClientBodyInput } from '@cellar/shared/api/client';
import type { RedirectionView } from '@cellar/shared/content/redirection';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { pagedList } from '../../../lib/api/paged-list.ts';
import { queryKeys } from '../../../lib/api/query-keys.ts';

export type RedirectionRow = RedirectionView;
export type RedirectionBody = ClientBodyInput<'adminRedirectionCreate'>;

/** React-query keys of the redirection screens: every redirection mutation invalidates `all`. */
export const redirectionKeys = queryKeys('redirections');

const redirections = pagedList('adminRedirections', (data) => data.redirections);
/** `GET /admin/redirection`: the site's redirections, valid or not. */
export const loadRedirections = redirections.page;

/** One redirection for its form: the API has no `GET /admin/redirection/{id}`, the list is read by id. */
export const redirectionQuery = (api: ApiClient, id: number) =>
  queryOptions({ queryKey: redirectionKeys.one(id), queryFn: () => redirections.find(api, id) });

export const createRedirection = (api: ApiClient, body: RedirectionBody) =>
  api.call('adminRedirectionCreate', { body });
export const updateRedirection = (api: ApiClient, id: number, body: RedirectionBody) =>
  api.call('adminRedirectionUpdate', { params: { id }, body });
export const setRedirectionValid = (api: ApiClient, id: number, valid: boolean) =>
  api.call('adminRedirectionValid', { params: { id }, body: { valid } });
export const deleteRedirection = (api: ApiClient, id: number) => api.call('adminRedirectionDelete', { params: { id } });
