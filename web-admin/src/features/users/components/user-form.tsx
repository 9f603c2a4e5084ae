import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { userAddSchema, userUpdateSchema } from '@cellar/shared/validation/user';
import { useApi } from '../../../lib/api/api-context.tsx';
import { useT } from '../../../lib/i18n/i18n.ts';
import { useLocalePath } from '../../../lib/i18n/lang.ts';
import { meQuery } from '../../../lib/session/session-queries.ts';
import { FormScreen, type FormField } from '../../../components/kit/form-screen.tsx';
import { createUser, updateUser, userKeys, type UserRow } from '../api/users-api.ts';

interface UserFormValues {
  firstname: string;
  lastname: string;
  email: string;
  phone: string;
  birthdate: string;
  role: string;
  password: string;
  confirmPassword: string;
  [field: string]: string;
}

/** What the API takes: the form's values, without the password fields when editing without a new password. */
function toBody(values: UserFormValues, adding: boolean): Record<string, string> {
  const body: Record<string, string> = {
    firstname: values.firstname,
    lastname: values.lastname,
    email: values.email,
    phone: values.phone,
    birthdate: values.birthdate,
    role: values.role,
  };
  if (adding || values.password !== '') {
    body.password = values.password;
    body.confirmPassword = values.confirmPassword;
  }
  return body;
}

/** The user form (add, or edit `user`): names, e-mail, phone, birth date, role, and the password on add. */
export function UserForm({ user }: { user?: UserRow }) {
  const t = useT();
  const to = useLocalePath();
  const api = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const me = useQuery(meQuery(api));
  const adding = user === undefined;
  // SUPER_ADMIN is offered only to a super-admin (and kept visible on a user who already has it).
  const roles = [{ value: 'ADMIN', label: t('roles.ADMIN') }];
  if (me.data?.role === 'SUPER_ADMIN' || user?.role === 'SUPER_ADMIN')
    roles.push({ value: 'SUPER_ADMIN', label: t('roles.SUPER_ADMIN') });

  const fields: FormField[] = [
    { name: 'firstname', label: t('users.firstname'), kind: 'text', required: true },
    { name: 'lastname', label: t('users.lastname'), kind: 'text', required: true },
    { name: 'email', label: t('users.email'), kind: 'email', required: true },
    { name: 'phone', label: t('users.phone'), kind: 'tel' },
    { name: 'birthdate', label: t('users.birthdate'), kind: 'date' },
    { name: 'role', label: t('users.role'), kind: 'select', required: true, options: roles },
  ];
  if (adding) {
    fields.push(
      { name: 'password', label: t('users.password'), kind: 'password', required: true, autoComplete: 'new-password' },
      {
        name: 'confirmPassword',
        label: t('users.confirmPassword'),
        kind: 'password',
        required: true,
        autoComplete: 'new-password',
      },
    );
  }

  return (
    <FormScreen<UserFormValues, unknown>
      title={adding ? t('users.addTitle') : t('users.editTitle')}
      testId="user-form"
      fields={fields}
      initialValues={{
        firstname: user?.firstname ?? '',
        lastname: user?.lastname ?? '',
        email: user?.email ?? '',
        phone: user?.phone ?? '',
        birthdate: user?.birthdate ?? '',
        role: user?.role ?? 'ADMIN',
        password: '',
        confirmPassword: '',
      }}
      schema={adding ? userAddSchema : userUpdateSchema}
      toInput={(values) => toBody(values, adding)}
      submit={(body) =>
        user
          ? updateUser(api, user.id, body as Record<string, string>)
          : createUser(api, body as Record<string, string>)
      }
      successMessage={adding ? t('users.created') : t('users.updated')}
      onSaved={() => {
        void queryClient.invalidateQueries({ queryKey: userKeys.all });
        navigate(to('/user'));
      }}
      backTo={to('/user')}
    />
  );
}
