import type { SiteView } from '@cellar/shared/site/site';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { pagedList } from '../../../lib/api/paged-list.ts';
import { queryKeys } from '../../../lib/api/query-keys.ts';

export type SiteRow = SiteView;

export const siteKeys = queryKeys('sites');

export const loadSites = pagedList('sites', (data): SiteRow[] => data.sites).page;

export const loadSite = (api: ApiClient, id: number) => api.call('site', { params: { id } });

/** The language catalogue, for the site's default language (its own key: the languages feature is separate). */
export const siteLangKeys = { all: siteKeys.part('catalogue-langs') };
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
