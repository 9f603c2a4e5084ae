import { apiQuery, type StoreApi } from '../../../lib/api/store-api.ts';

/** The site's valid scripts to load, with their attributes (`GET /script-to-load`). */
export const scriptsQuery = (api: StoreApi) => ({ ...apiQuery(api, 'scriptsToLoad'), staleTime: Infinity });
