import { queryOptions } from '@tanstack/react-query';
import type { ClientAnswer, ClientBodyInput } from '@cellar/shared/api/client';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { queryKeys } from '../../../lib/api/query-keys.ts';

export type GoogleStateView = ClientAnswer<'adminGoogleState'>;
export type LocationRow = ClientAnswer<'adminGoogleLocations'>['locations'][number];
export type AdminRow = ClientAnswer<'adminGoogleLocationAdmins'>['admins'][number];
export type ReviewLocationRow = ClientAnswer<'adminGoogleReviewLocations'>['list'][number];
export type InviteBody = ClientBodyInput<'adminGoogleLocationAdminAdd'>;
export type ReviewLocationBody = ClientBodyInput<'adminGoogleReviewLocationAdd'>;

/** React-query keys of the Google business screen: a connection change invalidates `all`. */
const keys = queryKeys('googleBusiness');
export const googleKeys = {
  all: keys.all,
  state: [...keys.all, 'state'] as const,
  locations: [...keys.all, 'locations'] as const,
  admins: (locationId: string) => [...keys.all, 'admins', locationId] as const,
  reviews: [...keys.all, 'reviews'] as const,
};

export const googleStateQuery = (api: ApiClient) =>
  queryOptions({ queryKey: googleKeys.state, queryFn: ({ signal }) => api.call('adminGoogleState', { signal }) });
export const locationsQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: googleKeys.locations,
    queryFn: ({ signal }) => api.call('adminGoogleLocations', { signal }),
  });
export const adminsQuery = (api: ApiClient, locationId: string) =>
  queryOptions({
    queryKey: googleKeys.admins(locationId),
    queryFn: ({ signal }) => api.call('adminGoogleLocationAdmins', { params: { locationId }, signal }),
  });
export const reviewLocationsQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: googleKeys.reviews,
    queryFn: ({ signal }) => api.call('adminGoogleReviewLocations', { signal }),
  });

export const googleAuthUrl = (api: ApiClient) => api.call('adminGoogleAuthUrl', {});
export const connectGoogle = (api: ApiClient, body: { code: string; state: string }) =>
  api.call('adminGoogleAccessToken', { body });
export const disconnectGoogle = (api: ApiClient) => api.call('adminGoogleRevokeAccessToken', { body: {} });
export const inviteAdmin = (api: ApiClient, locationId: string, body: InviteBody) =>
  api.call('adminGoogleLocationAdminAdd', { params: { locationId }, body });
export const removeAdmin = (api: ApiClient, locationId: string, adminId: string) =>
  api.call('adminGoogleLocationAdminRemove', { params: { locationId, adminId } });
export const addReviewLocation = (api: ApiClient, body: ReviewLocationBody) =>
  api.call('adminGoogleReviewLocationAdd', { body });
export const deleteReviewLocation = (api: ApiClient, id: number) =>
  api.call('adminGoogleReviewLocationDelete', { params: { id } });
export const saveReviewMail = (api: ApiClient, days: number | null) =>
  api.call('adminGoogleReviewMail', { body: { days } });
