import { apiQuery, type StoreApi } from '../../../lib/api/store-api.ts';

/** One valid page with its layouts (`GET /page/{slug or id}`): by its url from `/:slug`, by id for the home page. */
export const pageQuery = (api: StoreApi, slugOrId: string | number) => ({
  ...apiQuery(api, 'page', { params: { slugOrId: String(slugOrId) } }),
  staleTime: 60_000,
});
