import { queryOptions } from '@tanstack/react-query';
import type { ClientBodyInput } from '@cellar/shared/api/client';
import type { HomeCardView } from '@cellar/shared/content/home-card';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { queryKeys } from '../../../lib/api/query-keys.ts';

export type HomeCardRow = HomeCardView;
export type HomeCardBody = ClientBodyInput<'adminHomeCardCreate'>;

/** React-query keys of the home card screens: every home card mutation invalidates `all`. */
export const homeCardKeys = queryKeys('homeCards');

/** `GET /admin/home-card`: every card of the site by its order (a few cards: one call, no paging). */
export const homeCardsQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: homeCardKeys.part('list'),
    queryFn: ({ signal }) => api.call('adminHomeCards', { signal }),
  });

export const loadHomeCards = async (api: ApiClient) => {
  const { list } = await api.call('adminHomeCards');
  return { records: list, total: list.length };
};

export const createHomeCard = (api: ApiClient, body: HomeCardBody) => api.call('adminHomeCardCreate', { body });
export const updateHomeCard = (api: ApiClient, id: number, body: HomeCardBody) =>
  api.call('adminHomeCardUpdate', { params: { id }, body });
export const deleteHomeCard = (api: ApiClient, id: number) => api.call('adminHomeCardDelete', { params: { id } });
