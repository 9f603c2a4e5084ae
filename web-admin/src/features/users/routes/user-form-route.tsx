import { useQuery } from '@tanstack/react-query';
import { useLocation, useParams } from 'react-router';
import { useApi } from '../../../lib/api/api-context.tsx';
import { ErrorScreen } from '../../../components/error-screen.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { findUser, userKeys } from '../api/users-api.ts';
import { UserForm } from '../components/user-form.tsx';

/** `/user/add`. */
export function UserAddRoute() {
  return <UserForm />;
}

/** `/user/update/{id}`. */
export function UserEditRoute() {
  const api = useApi();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const user = useQuery({ queryKey: [...userKeys.all, 'one', id], queryFn: () => findUser(api, id), enabled: valid });
  // Keyed by the path, so a form never keeps the values of the previous user.
  const { pathname } = useLocation();
  if (!valid) return <ErrorScreen status={404} />;
  if (user.isPending) return <PageLoader />;
  if (user.isError) return <ErrorScreen status={500} />;
  if (!user.data) return <ErrorScreen status={404} />;
  return <UserForm key={pathname} user={user.data} />;
}
