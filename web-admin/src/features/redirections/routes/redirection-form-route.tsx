import { useQuery } from '@tanstack/react-query';
import { useLocation, useParams } from 'react-router';
import { useApi } from '../../../lib/api/api-context.tsx';
import { isApiError } from '../../../lib/api/errors.ts';
import { ErrorScreen } from '../../../components/error-screen.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { redirectionQuery } from '../api/redirection-api.ts';
import { RedirectionForm } from '../components/redirection-form.tsx';

/** `/redirections/add`. */
export function RedirectionAddRoute() {
  return <RedirectionForm redirection={null} />;
}

/** `/redirections/{id}`. */
export function RedirectionUpdateRoute() {
  const api = useApi();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const redirection = useQuery({ ...redirectionQuery(api, id), enabled: valid });
  const { pathname } = useLocation();
  if (!valid) return <ErrorScreen status={404} />;
  if (redirection.isPending) return <PageLoader />;
  if (redirection.isError)
    return <ErrorScreen status={isApiError(redirection.error) ? redirection.error.status : 500} />;
  if (!redirection.data) return <ErrorScreen status={404} />;
  return <RedirectionForm key={pathname} redirection={redirection.data} />;
}
