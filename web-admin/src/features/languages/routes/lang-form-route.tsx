import { useQuery } from '@tanstack/react-query';
import { useLocation, useParams } from 'react-router';
import { useApi } from '../../../lib/api/api-context.tsx';
import { isApiError } from '../../../lib/api/errors.ts';
import { ErrorScreen } from '../../../components/error-screen.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { findLang, langKeys } from '../api/languages-api.ts';
import { LangForm } from '../components/lang-form.tsx';

/** `/superAdmin/lang/add`. */
export function LangAddRoute() {
  return <LangForm />;
}

/** `/superAdmin/lang/update/{id}` (no `GET` of one language: it is looked up in the catalogue). */
export function LangEditRoute() {
  const api = useApi();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const lang = useQuery({ queryKey: [...langKeys.all, 'one', id], queryFn: () => findLang(api, id), enabled: valid });
  const { pathname } = useLocation();
  if (!valid) return <ErrorScreen status={404} />;
  if (lang.isPending) return <PageLoader />;
  if (lang.isError) return <ErrorScreen status={isApiError(lang.error) ? lang.error.status : 500} />;
  if (!lang.data) return <ErrorScreen status={404} />;
  return <LangForm key={pathname} lang={lang.data} />;
}
