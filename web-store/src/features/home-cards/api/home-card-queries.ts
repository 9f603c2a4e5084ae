import { apiQuery, type StoreApi } from '../../../lib/api/store-api.ts';

/** `GET /home-card`: every card of the site, by the order the producer typed. */
export const homeCardsQuery = (api: StoreApi) => apiQuery(api, 'homeCards', {});
