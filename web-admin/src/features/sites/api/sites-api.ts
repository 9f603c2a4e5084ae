import { buildListQuery } from '@cellar/shared/api/list-query';
import type { SiteView } from '@cellar/shared/site/site';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import type { ListPage, ListQueryInput } from '../../../components/kit/list-query.ts';

export type SiteRow = SiteView;

export const siteKeys = { all: ['sites'] as const };

export async function loadSites(api: ApiClient, input: ListQueryInput): Promise<ListPage<SiteRow>> {
  const data = await api.call('sites', { query: buildListQuery(input) });
  return { records: data.sites, total: data.total };
}

export const loadSite = (api: ApiClient, id: number) => api.call('site', { params: { id } });
