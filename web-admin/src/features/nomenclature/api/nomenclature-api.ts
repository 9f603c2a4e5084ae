import type { NomenclatureType, NomenclatureView } from '@cellar/shared/catalog/nomenclature';
import type { ClientBodyInput } from '@cellar/shared/api/client';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { queryKeys } from '../../../lib/api/query-keys.ts';
import { pageOfRows, type ListPage, type ListQueryInput } from '../../../components/kit/list-query.ts';

export type NomenclatureRow = NomenclatureView;
export type NomenclatureAddBody = ClientBodyInput<'superAdminNomenclatureCreate'>;
export type NomenclatureUpdateBody = ClientBodyInput<'superAdminNomenclatureUpdate'>;

/** The nomenclature types (spec 1 §3), written here so the list does not load the rules (zod). */
export const nomenclatureTypeList: readonly NomenclatureType[] = [
  'AWARD',
  'GRAPE',
  'LABEL',
  'MEAL',
  'TASTE',
  'KIND',
  'MEAL_ICON',
  'INGREDIENT',
];

export const isNomenclatureType = (value: string | null | undefined): value is NomenclatureType =>
  (nomenclatureTypeList as readonly string[]).includes(value ?? '');

/** React-query keys: every mutation invalidates `all` (and the product screens' `/list/{type}` reads go stale on their
 * own). */
export const nomenclatureKeys = queryKeys('nomenclature');

export const loadEntries = async (api: ApiClient, type: NomenclatureType | undefined): Promise<NomenclatureRow[]> =>
  (await api.call('superAdminNomenclatures', { query: type ? { type } : {} })).items;

/**
 * `GET /super-admin/nomenclature` sends every entry (of a type when asked): the list kit's name
 * filter, order and paging are applied here.
 */
export async function loadNomenclature(
  api: ApiClient,
  type: NomenclatureType | undefined,
  input: ListQueryInput,
): Promise<ListPage<NomenclatureRow>> {
  return pageOfRows(await loadEntries(api, type), input, {
    // The name filter reads the French and English names too.
    texts: (row, field) => (field === 'name' ? [row.name, ...Object.values(row.translations)] : undefined),
    defaultOrder: 'name',
  });
}

export const createEntry = (api: ApiClient, body: NomenclatureAddBody) =>
  api.call('superAdminNomenclatureCreate', { body });
export const updateEntry = (api: ApiClient, id: number, body: NomenclatureUpdateBody) =>
  api.call('superAdminNomenclatureUpdate', { params: { id }, body });
export const deleteEntry = (api: ApiClient, id: number) => api.call('superAdminNomenclatureDelete', { params: { id } });
