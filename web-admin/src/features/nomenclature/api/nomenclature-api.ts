import type { NomenclatureType, NomenclatureView } from '@cellar/shared/catalog/nomenclature';
import type { ClientBodyInput } from '@cellar/shared/api/client';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import type { ListPage, ListQueryInput } from '../../../components/kit/list-query.ts';

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
export const nomenclatureKeys = { all: ['nomenclature'] as const };

export const loadEntries = async (api: ApiClient, type: NomenclatureType | undefined): Promise<NomenclatureRow[]> =>
  (await api.call('superAdminNomenclatures', { query: type ? { type } : {} })).items;

function fieldOf(row: NomenclatureRow, field: string): string {
  const value = (row as unknown as Record<string, unknown>)[field];
  return value === null || value === undefined ? '' : String(value);
}

/**
 * `GET /super-admin/nomenclature` sends every entry (of a type when asked): the list kit's name
 * filter, order and paging are applied here.
 */
export async function loadNomenclature(
  api: ApiClient,
  type: NomenclatureType | undefined,
  input: ListQueryInput,
): Promise<ListPage<NomenclatureRow>> {
  let rows = await loadEntries(api, type);
  for (const filter of input.filters) {
    const wanted = filter.value.toLowerCase();
    rows = rows.filter((row) => {
      const texts =
        filter.field === 'name' ? [row.name, ...Object.values(row.translations)] : [fieldOf(row, filter.field)];
      return texts.some((text) =>
        filter.type === 'like' ? text.toLowerCase().includes(wanted) : text.toLowerCase() === wanted,
      );
    });
  }
  const [field = 'name', direction] = (input.orderBy ?? 'name').split(':');
  rows = [...rows].sort((a, b) => fieldOf(a, field).localeCompare(fieldOf(b, field)) * (direction === 'desc' ? -1 : 1));
  const start = (input.page - 1) * input.nbItem;
  return { records: rows.slice(start, start + input.nbItem), total: rows.length };
}

export const createEntry = (api: ApiClient, body: NomenclatureAddBody) =>
  api.call('superAdminNomenclatureCreate', { body });
export const updateEntry = (api: ApiClient, id: number, body: NomenclatureUpdateBody) =>
  api.call('superAdminNomenclatureUpdate', { params: { id }, body });
export const deleteEntry = (api: ApiClient, id: number) => api.call('superAdminNomenclatureDelete', { params: { id } });
