import { apiQuery, type StoreApi } from '../../../lib/api/store-api.ts';

/** One vintage with its wine: everything the e-label shows, in one call. */
export const vintageDetailsQuery = (api: StoreApi, idVintage: number) =>
  apiQuery(api, 'vintageDetails', { params: { id: idVintage } });
