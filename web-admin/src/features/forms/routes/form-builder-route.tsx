import { useQuery } from '@tanstack/react-query';
import { useLocation, useParams } from 'react-router';
import { useApi } from '../../../lib/api/api-context.tsx';
import { isApiError } from '../../../lib/api/errors.ts';
import { ErrorScreen } from '../../../components/error-screen.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { formQuery } from '../api/forms-api.ts';
import { FormBuilder } from '../components/form-builder.tsx';

/** `/forms/add`. */
export function FormAddRoute() {
  return <FormBuilder form={null} />;
}

/** `/forms/update/{id}`: the form read whole (`GET /admin/forms/{id}`). */
export function FormUpdateRoute() {
  const api = useApi();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const form = useQuery({ ...formQuery(api, id), enabled: valid });
  // Keyed by the path, so the builder never keeps the definition of the previous form.
  const { pathname } = useLocation();
  if (!valid) return <ErrorScreen status={404} />;
  if (form.isPending) return <PageLoader />;
  if (form.isError) return <ErrorScreen status={isApiError(form.error) ? form.error.status : 500} />;
  return <FormBuilder key={pathname} form={form.data} />;
}
