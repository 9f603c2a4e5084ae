import { buildListQuery } from '@cellar/shared/api/list-query';
import type { ClientAnswer, ClientBodyInput } from '@cellar/shared/api/client';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { everyPage, pageSize } from '../../../lib/api/every-page.ts';
import type { ListPage, ListQueryInput } from '../../../components/kit/list-query.ts';

/** A box the site can use (its own, or a global box it chose), with the site's stock. */
export type SiteBox = ClientAnswer<'adminBoxes'>['boxes'][number];
/** A global box (site 0's), with whether the request's site chose it and how many sites did. */
export type GlobalBox = ClientAnswer<'adminGlobalBoxes'>['boxes'][number];
/** A global box as the site's screen shows it: its stock there when chosen. */
export type GlobalBoxRow = GlobalBox & { stock: number | null };
export type BoxOrder = ClientAnswer<'adminBoxOrders'>['orders'][number];
export type SiteBoxBody = ClientBodyInput<'adminBoxCreate'>;
export type GlobalBoxBody = ClientBodyInput<'adminGlobalBoxCreate'>;
export type BoxOrderBody = ClientBodyInput<'adminBoxOrderCreate'>;

/** React-query keys: every box mutation invalidates `all` (a stock, a choice or a box shows in several lists). */
export const boxKeys = {
  all: ['boxes'] as const,
  site: ['boxes', 'site'] as const,
  global: ['boxes', 'global'] as const,
  defaults: ['boxes', 'defaults'] as const,
  orders: ['boxes', 'orders'] as const,
  orderable: ['boxes', 'orderable'] as const,
  one: (id: number) => ['boxes', 'one', id] as const,
  oneGlobal: (id: number) => ['boxes', 'one-global', id] as const,
};

/** "My boxes": the site's own boxes (the global ones it chose are on their own tab). */
export async function loadSiteBoxes(api: ApiClient, input: ListQueryInput): Promise<ListPage<SiteBox>> {
  const query = buildListQuery({
    ...input,
    filters: [...input.filters, { field: 'boxType', type: 'equal', value: 'SITE' }],
  });
  const data = await api.call('adminBoxes', { query });
  return { records: data.boxes, total: data.total };
}

export const loadBox = (api: ApiClient, id: number) => api.call('adminBox', { params: { id } });
export const createBox = (api: ApiClient, body: SiteBoxBody) => api.call('adminBoxCreate', { body });
export const updateBox = (api: ApiClient, id: number, body: SiteBoxBody) =>
  api.call('adminBoxUpdate', { params: { id }, body });
export const deleteBox = (api: ApiClient, id: number) => api.call('adminBoxDelete', { params: { id } });
/** The site's stock of one of its boxes, own or chosen global. */
export const setBoxQuantity = (api: ApiClient, id: number, quantity: unknown) =>
  api.call('adminBoxQuantity', { params: { id }, body: { quantity: quantity as number } });

export const loadGlobalBoxes = async (api: ApiClient, signal?: AbortSignal): Promise<GlobalBox[]> =>
  (await api.call('adminGlobalBoxes', { signal })).boxes;
export const loadGlobalBox = (api: ApiClient, id: number) => api.call('adminGlobalBox', { params: { id } });
export const createGlobalBox = (api: ApiClient, body: GlobalBoxBody) => api.call('adminGlobalBoxCreate', { body });
export const updateGlobalBox = (api: ApiClient, id: number, body: GlobalBoxBody) =>
  api.call('adminGlobalBoxUpdate', { params: { id }, body });
export const deleteGlobalBox = (api: ApiClient, id: number) => api.call('adminGlobalBoxDelete', { params: { id } });
/** The whole list of the global boxes the site uses; answers the global boxes. */
export const chooseBoxes = async (api: ApiClient, ids: number[]): Promise<GlobalBox[]> =>
  (await api.call('adminBoxChoose', { body: { boxes: ids } })).boxes;

const textOf = (row: object, field: string): string => String((row as Record<string, unknown>)[field] ?? '');
const compare = (a: unknown, b: unknown): number =>
  typeof a === 'number' && typeof b === 'number' ? a - b : String(a ?? '').localeCompare(String(b ?? ''));

/** `GET /admin/global/box` sends every global box: the list kit's filters, order and paging are applied here. */
export function pageOf<T extends object>(rows: T[], input: ListQueryInput, defaultOrder: string): ListPage<T> {
  let kept = rows;
  for (const filter of input.filters) {
    const wanted = filter.value.toLowerCase();
    kept = kept.filter((row) =>
      filter.type === 'like'
        ? textOf(row, filter.field).toLowerCase().includes(wanted)
        : textOf(row, filter.field).toLowerCase() === wanted,
    );
  }
  const [field = defaultOrder, direction] = (input.orderBy ?? defaultOrder).split(':');
  kept = [...kept].sort(
    (a, b) =>
      compare((a as Record<string, unknown>)[field], (b as Record<string, unknown>)[field]) *
      (direction === 'desc' ? -1 : 1),
  );
  const start = (input.page - 1) * input.nbItem;
  return { records: kept.slice(start, start + input.nbItem), total: kept.length };
}

/** The site's stock of the global boxes it chose (at most 50: one page of 100). */
async function chosenStock(api: ApiClient): Promise<Map<number, number>> {
  const data = await api.call('adminBoxes', {
    query: buildListQuery({ page: 1, nbItem: 100, filters: [{ field: 'boxType', type: 'equal', value: 'GLOBAL' }] }),
  });
  return new Map(data.boxes.map((box) => [box.id, box.quantity]));
}

/** The site's "Global boxes" tab: every global box, the chosen ones with the site's stock. */
export async function loadGlobalBoxRows(api: ApiClient, input: ListQueryInput): Promise<ListPage<GlobalBoxRow>> {
  const [boxes, stock] = await Promise.all([loadGlobalBoxes(api), chosenStock(api)]);
  return pageOf(
    boxes.map((box) => ({ ...box, stock: box.chosen ? (stock.get(box.id) ?? 0) : null })),
    input,
    'name',
  );
}

/** The super-admin's list of global boxes (site 0's defaults). */
export async function loadDefaultBoxes(api: ApiClient, input: ListQueryInput): Promise<ListPage<GlobalBox>> {
  return pageOf(await loadGlobalBoxes(api), input, 'name');
}

export async function loadBoxOrders(api: ApiClient, input: ListQueryInput): Promise<ListPage<BoxOrder>> {
  const data = await api.call('adminBoxOrders', { query: buildListQuery(input) });
  return { records: data.orders, total: data.total };
}
export const createBoxOrder = (api: ApiClient, body: BoxOrderBody) => api.call('adminBoxOrderCreate', { body });

/** What a site may order: its own boxes (100 at a time) and every global box, chosen or not. */
export async function loadOrderableBoxes(
  api: ApiClient,
  signal?: AbortSignal,
): Promise<{ own: SiteBox[]; global: GlobalBox[] }> {
  const own: SiteBox[] = await everyPage(async (page) => {
    const data = await api.call('adminBoxes', {
      query: buildListQuery({ page, nbItem: pageSize, filters: [{ field: 'boxType', type: 'equal', value: 'SITE' }] }),
      signal,
    });
    return { records: data.boxes, total: data.total };
  }, 20);
  return { own, global: await loadGlobalBoxes(api, signal) };
}
