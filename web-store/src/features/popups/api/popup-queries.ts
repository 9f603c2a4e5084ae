import { apiQuery, type StoreApi } from '../../../lib/api/store-api.ts';

/** The valid popups showing today (`GET /popup`): where, when and how often each shows, not its content. */
export const popupsQuery = (api: StoreApi) => ({ ...apiQuery(api, 'popups'), staleTime: 5 * 60_000 });

/** One popup's content (`GET /popup/{id}/content`), read when it is about to show. */
export const popupContentQuery = (api: StoreApi, id: number) => ({
  ...apiQuery(api, 'popupContent', { params: { id } }),
  staleTime: 5 * 60_000,
});
