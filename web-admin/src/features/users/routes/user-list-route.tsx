import { Badge } from '@mantine/core';
import { useApi } from '../../../lib/api/api-context.tsx';
import { useT } from '../../../lib/i18n/i18n.ts';
import { useLocalePath } from '../../../lib/i18n/lang.ts';
import { ListScreen } from '../../../components/kit/list-screen.tsx';
import { deleteUser, loadUsers, setUserValid, userKeys, type UserRow } from '../api/users-api.ts';

/** `/user`: the staff users of the site. */
export function UserListRoute() {
  const t = useT();
  const to = useLocalePath();
  const api = useApi();
  const fullName = (u: UserRow) => `${u.firstname} ${u.lastname}`.trim();
  return (
    <ListScreen<UserRow>
      title={t('users.title')}
      testId="user-list"
      queryKey={userKeys.all}
      load={(query) => loadUsers(api, query)}
      rowId={(u) => u.id}
      defaultSort={{ field: 'lastname', direction: 'asc' }}
      columns={[
        { accessor: 'lastname', title: t('users.name'), sortable: true, render: fullName },
        { accessor: 'email', title: t('users.email'), sortable: true },
        {
          accessor: 'role',
          title: t('users.role'),
          sortable: true,
          render: (u) => (
            <Badge variant="light" color={u.role === 'SUPER_ADMIN' ? 'green' : 'red'}>
              {u.role === 'SUPER_ADMIN' ? t('roles.SUPER_ADMIN') : t('roles.ADMIN')}
            </Badge>
          ),
        },
      ]}
      filters={[
        { field: 'lastname', label: t('users.lastname'), type: 'like' },
        { field: 'email', label: t('users.email'), type: 'like' },
        {
          field: 'role',
          label: t('users.role'),
          type: 'equal',
          options: [
            { value: 'ADMIN', label: t('roles.ADMIN') },
            { value: 'SUPER_ADMIN', label: t('roles.SUPER_ADMIN') },
          ],
        },
      ]}
      valid={{ isValid: (u) => u.valid, set: (u, valid) => setUserValid(api, u.id, valid) }}
      remove={{ run: (u) => deleteUser(api, u.id), describe: fullName }}
      addTo={to('/user/add')}
      editTo={(u) => to(`/user/update/${u.id}`)}
    />
  );
}
