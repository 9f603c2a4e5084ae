import { queryOptions } from '@tanstack/react-query';
import type { ClientBodyInput } from '@cellar/shared/api/client';
import type { NewsView } from '@cellar/shared/content/news';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { pagedList } from '../../../lib/api/paged-list.ts';
import { queryKeys } from '../../../lib/api/query-keys.ts';

export type NewsRow = NewsView;
export type NewsBody = ClientBodyInput<'adminNewsCreate'>;

/** React-query keys of the news screens: every news mutation invalidates `all`. */
export const newsKeys = queryKeys('news');

/** `GET /admin/news`: every news item of the site, valid or not (docs/decisions.md "Site content"). */
export const loadNews = pagedList('adminNews', (data) => data.list).page;

export const newsQuery = (api: ApiClient, id: number) =>
  queryOptions({
    queryKey: newsKeys.one(id),
    queryFn: ({ signal }) => api.call('adminNewsItem', { params: { id }, signal }),
  });

export const createNews = (api: ApiClient, body: NewsBody) => api.call('adminNewsCreate', { body });
export const updateNews = (api: ApiClient, id: number, body: NewsBody) =>
  api.call('adminNewsUpdate', { params: { id }, body });
export const setNewsValid = (api: ApiClient, id: number, valid: boolean) =>
  api.call('adminNewsValid', { params: { id }, body: { valid } });
export const deleteNews = (api: ApiClient, id: number) => api.call('adminNewsDelete', { params: { id } });
