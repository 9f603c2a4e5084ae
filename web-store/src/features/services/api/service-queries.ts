import { buildListQuery } from '@cellar/shared/api/list-query';
import { apiQuery, type StoreApi } from '../../../lib/api/store-api.ts';

/** How many services a call brings; "show more" asks for the next ones. */
export const servicesPageSize = 50;

/** `GET /service`: the valid services in the order the producer gave them. */
export const servicesQuery = (api: StoreApi, nbItem: number) =>
  apiQuery(api, 'services', { query: buildListQuery({ page: 1, nbItem }) });
