import type { LangView } from '@cellar/shared/site/lang';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { queryKeys } from '../../../lib/api/query-keys.ts';
import { pageOfRows, type ListPage, type ListQueryInput } from '../../../components/kit/list-query.ts';

export type LangRow = LangView;

/** The catalogue's react-query key: every mutation invalidates it. */
export const langKeys = queryKeys('catalogue-langs');

export const loadCatalogue = (api: ApiClient) => api.call('superAdminLangs', {}).then((d) => d.langs);

/**
 * The catalogue is small and `GET /super-admin/lang` sends it whole: the list kit's filters,
 * order and paging are applied here.
 */
export async function loadLangs(api: ApiClient, input: ListQueryInput): Promise<ListPage<LangRow>> {
  return pageOfRows(await loadCatalogue(api), input);
}

export async function findLang(api: ApiClient, id: number): Promise<LangRow | null> {
  return (await loadCatalogue(api)).find((l) => l.id === id) ?? null;
}

export const createLang = (api: ApiClient, body: { code: string; label: string; mtCode?: string | null }) =>
  api.call('superAdminLangCreate', { body });

export const updateLang = (api: ApiClient, id: number, body: { label?: string; mtCode?: string | null }) =>
  api.call('superAdminLangUpdate', { params: { id }, body });

export const setDefaultLang = (api: ApiClient, id: number) => api.call('superAdminLangDefault', { params: { id } });
