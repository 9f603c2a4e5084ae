import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useApi } from '../../../lib/api/api-context.tsx';
import { isApiError } from '../../../lib/api/errors.ts';
import { ErrorScreen } from '../../../components/error-screen.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { customizationQuery } from '../api/customizations-api.ts';
import { CustomizationForm } from '../components/customization-form.tsx';

/** `/customization/add`. */
export function CustomizationAddRoute() {
  return <CustomizationForm customization={null} />;
}

/** `/customization/update/{id}`: the customization found in the site's list (404 when it is not there). */
export function CustomizationUpdateRoute() {
  const api = useApi();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const customization = useQuery({ ...customizationQuery(api, id), enabled: valid });
  if (!valid) return <ErrorScreen status={404} />;
  if (customization.isPending) return <PageLoader />;
  if (customization.isError)
    return <ErrorScreen status={isApiError(customization.error) ? customization.error.status : 500} />;
  if (!customization.data) return <ErrorScreen status={404} />;
  // Keyed by the customization: another one never keeps the values typed in this one.
  return <CustomizationForm key={id} customization={customization.data} />;
}
