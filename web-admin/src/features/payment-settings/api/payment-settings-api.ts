import { queryOptions } from '@tanstack/react-query';
import type { ClientBodyInput } from '@cellar/shared/api/client';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { queryKeys } from '../../../lib/api/query-keys.ts';

export type CaBody = ClientBodyInput<'adminPaymentCaUpdate'>;
export type ParametersBody = ClientBodyInput<'adminAppParametersUpdate'>;

/** React-query keys of `/settings/setup`: every save invalidates `all`. */
export const paymentSettingsKeys = queryKeys('payment-settings');

export const accountQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: paymentSettingsKeys.part('account'),
    queryFn: ({ signal }) => api.call('adminPaymentAccountExists', { signal }),
  });

export const applePayQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: paymentSettingsKeys.part('apple-pay'),
    queryFn: ({ signal }) => api.call('adminApplePay', { signal }),
  });

export const caQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: paymentSettingsKeys.part('ca'),
    queryFn: ({ signal }) => api.call('adminPaymentCa', { signal }),
  });

/** `CAWL` and `CUSTOM_STRIPE` are app parameters (docs/payment-settings.md). */
export const providerQuery = (api: ApiClient, type: 'CAWL' | 'CUSTOM_STRIPE') =>
  queryOptions({
    queryKey: paymentSettingsKeys.part(type),
    queryFn: ({ signal }) => api.call('adminAppParameters', { params: { type }, signal }),
  });

export const consentPage = (api: ApiClient) => api.call('adminPaymentClientId');
export const connectStripe = (api: ApiClient, code: string) => api.call('adminStripeAuth', { body: { code } });
export const saveCa = (api: ApiClient, body: CaBody) => api.call('adminPaymentCaUpdate', { body });
export const saveProvider = (api: ApiClient, type: 'CAWL' | 'CUSTOM_STRIPE', body: ParametersBody) =>
  api.call('adminAppParametersUpdate', { params: { type }, body });
export const testProvider = (api: ApiClient, type: 'CAWL' | 'CUSTOM_STRIPE') =>
  type === 'CAWL' ? api.call('cawlConfigurationTest') : api.call('customStripeConfigurationTest');
