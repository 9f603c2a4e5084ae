import type { LangView } from '@cellar/shared/site/lang';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import type { ListPage, ListQueryInput } from '../../../components/kit/list-query.ts';

export type LangRow = LangView;

/** The catalogue's react-query key: every mutation invalidates it. */
export const langKeys = { all: ['catalogue-langs'] as const };

export const loadCatalogue = (api: ApiClient) => api.call('superAdminLangs', {}).then((d) => d.langs);

/** Field value of a row as text, for the list's filters and order. */
function fieldOf(lang: LangRow, field: string): string {
  const value = (lang as unknown as Record<string, unknown>)[field];
  return value === null || value === undefined ? '' : String(value);
}

/**
 * The catalogue is small and `GET /super-admin/lang` sends it whole: the list kit's filters,
 * order and paging are applied here.
 */
export async function loadLangs(api: ApiClient, input: ListQueryInput): Promise<ListPage<LangRow>> {
  let langs = await loadCatalogue(api);
  for (const filter of input.filters) {
    const wanted = String(filter.value).toLowerCase();
    langs = langs.filter((l) =>
      filter.type === 'like'
        ? fieldOf(l, filter.field).toLowerCase().includes(wanted)
        : fieldOf(l, filter.field).toLowerCase() === wanted,
    );
  }
  if (input.orderBy) {
    const [field = '', direction] = input.orderBy.split(':');
    const desc = direction === 'desc';
    langs = [...langs].sort((a, b) => fieldOf(a, field).localeCompare(fieldOf(b, field)) * (desc ? -1 : 1));
  }
  const start = (input.page - 1) * input.nbItem;
  return { records: langs.slice(start, start + input.nbItem), total: langs.length };
}

export async function findLang(api: ApiClient, id: number): Promise<LangRow | null> {
  return (await loadCatalogue(api)).find((l) => l.id === id) ?? null;
}

export const createLang = (api: ApiClient, body: { code: string; label: string; mtCode?: string | null }) =>
  api.call('superAdminLangCreate', { body });

export const updateLang = (api: ApiClient, id: number, body: { label?: string; mtCode?: string | null }) =>
  api.call('superAdminLangUpdate', { params: { id }, body });

export const setDefaultLang = (api: ApiClient, id: number) => api.call('superAdminLangDefault', { params: { id } });
