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

/** The language catalogue, for the site's default language (its own key: the languages feature is separate). */
export const siteLangKeys = { all: ['sites', 'catalogue-langs'] as const };
export const loadSiteLangs = (api: ApiClient) => api.call('superAdminLangs', {}).then((d) => d.langs);

export interface SiteBody {
  name: string;
  url?: string;
  slug?: string;
  defaultLang?: string;
}

export const createSite = (api: ApiClient, body: SiteBody) => api.call('siteCreate', { body });

export const updateSite = (api: ApiClient, id: number, body: SiteBody) =>
  api.call('siteUpdate', { params: { id }, body });
