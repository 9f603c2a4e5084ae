import { buildListQuery } from '@cellar/shared/api/list-query';
import { apiQuery, type StoreApi } from '../../../lib/api/store-api.ts';

/** The storefront shows 10 news a page (spec 2, page sizes). */
export const newsPageSize = 10;

/** `GET /news`: one page of the valid news, newest first. */
export const newsListQuery = (api: StoreApi, page: number) =>
  apiQuery(api, 'newsList', { query: buildListQuery({ page, nbItem: newsPageSize }) });

/** `GET /news?promoted=true`: the promoted banner shows the newest one. */
export const promotedNewsQuery = (api: StoreApi) => ({
  ...apiQuery(api, 'newsList', {
    query: buildListQuery({ page: 1, nbItem: 1, filters: [{ field: 'promoted', value: 'true' }] }),
  }),
  staleTime: 60_000,
});

/** `GET /news/{id}`: one valid news item. */
export const newsItemQuery = (api: StoreApi, id: number) => apiQuery(api, 'news', { params: { id } });
