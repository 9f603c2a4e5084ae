import type { UserView } from '@cellar/shared/validation/user';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { pagedList } from '../../../lib/api/paged-list.ts';
import { queryKeys } from '../../../lib/api/query-keys.ts';

export type UserRow = UserView;

/** The users' react-query key: every mutation invalidates it. */
export const userKeys = queryKeys('users');

const users = pagedList('adminUserList', (data): UserRow[] => data.users);
export const loadUsers = users.page;
/** There is no `GET /admin/user/{id}`: the user is looked up in the site's list. */
export const findUser = users.find;

export const createUser = (api: ApiClient, body: Record<string, unknown>) => api.call('adminUserCreate', { body });

export const updateUser = (api: ApiClient, id: number, body: Record<string, unknown>) =>
  api.call('adminUserUpdate', { params: { id }, body });

export const deleteUser = (api: ApiClient, id: number) => api.call('adminUserDelete', { params: { id } });

export const setUserValid = (api: ApiClient, id: number, valid: boolean) =>
  valid ? api.call('adminUserValid', { params: { id } }) : api.call('adminUserInvalid', { params: { id } });
