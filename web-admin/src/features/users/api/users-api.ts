import { buildListQuery } from '@cellar/shared/api/list-query';
import type { UserView } from '@cellar/shared/validation/user';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { findInPages, pageSize } from '../../../lib/api/every-page.ts';
import type { ListPage, ListQueryInput } from '../../../components/kit/list-query.ts';

export type UserRow = UserView;

/** The users' react-query key: every mutation invalidates it. */
export const userKeys = { all: ['users'] as const };

export async function loadUsers(api: ApiClient, input: ListQueryInput): Promise<ListPage<UserRow>> {
  const data = await api.call('adminUserList', { query: buildListQuery(input) });
  return { records: data.users, total: data.total };
}

/** There is no `GET /admin/user/{id}`: the user is looked up in the site's list, 100 at a time. */
export async function findUser(api: ApiClient, id: number): Promise<UserRow | null> {
  return findInPages(
    (page) => loadUsers(api, { page, nbItem: pageSize, orderBy: 'id', filters: [] }),
    (u) => u.id === id,
    50,
  );
}

export const createUser = (api: ApiClient, body: Record<string, unknown>) => api.call('adminUserCreate', { body });

export const updateUser = (api: ApiClient, id: number, body: Record<string, unknown>) =>
  api.call('adminUserUpdate', { params: { id }, body });

export const deleteUser = (api: ApiClient, id: number) => api.call('adminUserDelete', { params: { id } });

export const setUserValid = (api: ApiClient, id: number, valid: boolean) =>
  valid ? api.call('adminUserValid', { params: { id } }) : api.call('adminUserInvalid', { params: { id } });
