import { useQuery } from '@tanstack/react-query';
import { useLocation, useParams } from 'react-router';
import { useApi } from '../../../lib/api/api-context.tsx';
import { isApiError } from '../../../lib/api/errors.ts';
import { ErrorScreen } from '../../../components/error-screen.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { scriptQuery } from '../api/script-api.ts';
import { ScriptForm } from '../components/script-form.tsx';

/** `/scripts/add`. */
export function ScriptAddRoute() {
  return <ScriptForm script={null} />;
}

/** `/scripts/{id}`. */
export function ScriptUpdateRoute() {
  const api = useApi();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const script = useQuery({ ...scriptQuery(api, id), enabled: valid });
  const { pathname } = useLocation();
  if (!valid) return <ErrorScreen status={404} />;
  if (script.isPending) return <PageLoader />;
  if (script.isError) return <ErrorScreen status={isApiError(script.error) ? script.error.status : 500} />;
  if (!script.data) return <ErrorScreen status={404} />;
  return <ScriptForm key={pathname} script={script.data} />;
}
