import { useQuery } from '@tanstack/react-query';
import { useLocation, useParams } from 'react-router';
import { useApi } from '../../../lib/api/api-context.tsx';
import { isApiError } from '../../../lib/api/errors.ts';
import { ErrorScreen } from '../../../components/error-screen.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { popupQuery } from '../api/popup-api.ts';
import { PopupForm } from '../components/popup-form.tsx';

/** `/popup/add`. */
export function PopupAddRoute() {
  return <PopupForm popup={null} />;
}

/** `/popup/{id}` (spec 1 §2). */
export function PopupUpdateRoute() {
  const api = useApi();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const popup = useQuery({ ...popupQuery(api, id), enabled: valid });
  const { pathname } = useLocation();
  if (!valid) return <ErrorScreen status={404} />;
  if (popup.isPending) return <PageLoader />;
  if (popup.isError) return <ErrorScreen status={isApiError(popup.error) ? popup.error.status : 500} />;
  if (!popup.data) return <ErrorScreen status={404} />;
  return <PopupForm key={pathname} popup={popup.data} />;
}
