import { apiQuery, type StoreApi } from '../../../lib/api/store-api.ts';

/** The site's sales conditions and legal notice in the shopper's language, with its legal info (one call for both
 * pages). */
export const conditionsQuery = (api: StoreApi) => ({ ...apiQuery(api, 'conditions'), staleTime: 5 * 60_000 });
