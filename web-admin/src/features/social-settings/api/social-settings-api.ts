import { queryOptions } from '@tanstack/react-query';
import type { ClientAnswer } from '@cellar/shared/api/client';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { queryKeys } from '../../../lib/api/query-keys.ts';

export type LinkedinView = ClientAnswer<'adminLinkedinProfile'>;
export type FacebookPageRow = ClientAnswer<'adminFacebookPages'>['pages'][number];

const keys = queryKeys('socialSettings');
export const socialKeys = {
  all: keys.all,
  linkedin: keys.part('linkedin'),
  facebook: keys.part('facebook'),
};

export const linkedinQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: socialKeys.linkedin,
    queryFn: ({ signal }) => api.call('adminLinkedinProfile', { signal }),
  });
export const facebookPagesQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: socialKeys.facebook,
    queryFn: ({ signal }) => api.call('adminFacebookPages', { signal }),
  });

export const linkedinConsent = (api: ApiClient) => api.call('adminLinkedinGenerateState', {});
export const linkLinkedin = (api: ApiClient, body: { code: string; state: string }) =>
  api.call('adminLinkedinAccessToken', { body });
export const unlinkLinkedin = (api: ApiClient) => api.call('adminLinkedinAccessTokenDelete', {});
export const loadFacebookPages = (api: ApiClient, accessToken: string) =>
  api.call('adminFacebookPagesLoad', { body: { accessToken } });
export const setFacebookPageActive = (api: ApiClient, id: number, active: boolean) =>
  api.call('adminFacebookPageUpdate', { params: { id }, body: { active } });
export const deleteFacebookPage = (api: ApiClient, id: number) =>
  api.call('adminFacebookPageDelete', { params: { id } });
