import { apiQuery, type StoreApi } from '../../../lib/api/store-api.ts';

/** `GET /album/{id}`: an album with its images in order, each with its variants. */
export const albumQuery = (api: StoreApi, id: number) => apiQuery(api, 'album', { params: { id } });
