import type { SiteParameters } from '@cellar/shared/site/theme';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { queryKeys } from '../../../lib/api/query-keys.ts';

/** React-query keys: the site's parameters (the same key as the style screen's), its VAT. */
export const settingsKeys = { parameters: queryKeys('parameters').all, vat: queryKeys('vat').all };

export const loadParameters = async (api: ApiClient, signal?: AbortSignal): Promise<SiteParameters> =>
  (await api.call('parameters', { signal })) as SiteParameters;

/** The VAT number and the VAT rates of the site. */
export const loadVat = (api: ApiClient, signal?: AbortSignal) => api.call('adminVat', { signal });

/** `COMPANY_NAME`; an empty name puts it back to its default. */
export const saveCompanyName = async (api: ApiClient, name: string): Promise<SiteParameters> =>
  (await api.call('adminParameterUpdate', {
    body: { COMPANY_NAME: name.trim() === '' ? null : name },
  })) as SiteParameters;

export const saveVatNumber = async (api: ApiClient, vatNumber: string): Promise<SiteParameters> =>
  (await api.call('adminParameterVatNumber', { body: { vatNumber } })) as SiteParameters;
