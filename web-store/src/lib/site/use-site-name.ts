import { useQuery } from '@tanstack/react-query';
import { useStoreApi } from '../api/api-context.tsx';
import { parametersQuery, siteInfoQuery } from './site-queries.ts';

/** The shop's name (COMPANY_NAME, else the site's name) and logo, once known. */
export function useSiteIdentity(): { name: string; logo: string | null } {
  const api = useStoreApi();
  const parameters = useQuery(parametersQuery(api));
  const info = useQuery(siteInfoQuery(api));
  const name = parameters.data?.COMPANY_NAME || info.data?.companyName || info.data?.name || '';
  return { name, logo: info.data?.logo ?? null };
}
