import { useQuery } from '@tanstack/react-query';
import { useLocation, useParams } from 'react-router';
import { useApi } from '../../../lib/api/api-context.tsx';
import { isApiError } from '../../../lib/api/errors.ts';
import { ErrorScreen } from '../../../components/error-screen.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { serviceQuery } from '../api/services-api.ts';
import { ServiceForm } from '../components/service-form.tsx';

/** `/services/add`. */
export function ServiceAddRoute() {
  return <ServiceForm service={null} />;
}

/** `/services/update/{id}`: the service read with `GET /admin/service/{id}` (valid or not). */
export function ServiceUpdateRoute() {
  const api = useApi();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const service = useQuery({ ...serviceQuery(api, id), enabled: valid });
  // Keyed by the path, so a form never keeps the values of the previous service.
  const { pathname } = useLocation();
  if (!valid) return <ErrorScreen status={404} />;
  if (service.isPending) return <PageLoader />;
  if (service.isError) return <ErrorScreen status={isApiError(service.error) ? service.error.status : 500} />;
  return <ServiceForm key={pathname} service={service.data} />;
}
