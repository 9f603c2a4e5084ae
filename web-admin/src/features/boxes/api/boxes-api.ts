import type { ClientAnswer, ClientBodyInput } from '@cellar/shared/api/client';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { pagedList } from '../../../lib/api/paged-list.ts';
import { queryKeys } from '../../../lib/api/query-keys.ts';
import { pageOfRows, type ListPage, type ListQueryInput } from '../../../components/kit/list-query.ts';

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
const keys = queryKeys('boxes');
export const boxKeys = {
  ...keys,
  site: keys.part('site'),
  global: keys.part('global'),
  defaults: keys.part('defaults'),
  orders: keys.part('orders'),
  orderable: keys.part('orderable'),
  oneGlobal: (id: number) => keys.part('one-global', id),
};

/** `GET /admin/box` lists the site's own boxes and the global boxes it chose: one kind at a time. */
const boxesOf = (boxType: 'SITE' | 'GLOBAL') =>
  pagedList('adminBoxes', (data) => data.boxes, [{ field: 'boxType', type: 'equal', value: boxType }]);
const siteBoxes = boxesOf('SITE');

/** "My boxes": the site's own boxes (the global ones it chose are on their own tab). */
export const loadSiteBoxes = siteBoxes.page;

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

/** The site's stock of the global boxes it chose (at most 50: one page of 100). */
async function chosenStock(api: ApiClient): Promise<Map<number, number>> {
  const { records } = await boxesOf('GLOBAL').page(api, { page: 1, nbItem: 100 });
  return new Map(records.map((box) => [box.id, box.quantity]));
}

/** The site's "Global boxes" tab: every global box, the chosen ones with the site's stock. */
export async function loadGlobalBoxRows(api: ApiClient, input: ListQueryInput): Promise<ListPage<GlobalBoxRow>> {
  const [boxes, stock] = await Promise.all([loadGlobalBoxes(api), chosenStock(api)]);
  // `GET /admin/global/box` sends every global box.
  return pageOfRows(
    boxes.map((box) => ({ ...box, stock: box.chosen ? (stock.get(box.id) ?? 0) : null })),
    input,
    { defaultOrder: 'name' },
  );
}

/** The super-admin's list of global boxes (site 0's defaults). */
export async function loadDefaultBoxes(api: ApiClient, input: ListQueryInput): Promise<ListPage<GlobalBox>> {
  return pageOfRows(await loadGlobalBoxes(api), input, { defaultOrder: 'name' });
}

export const loadBoxOrders = pagedList('adminBoxOrders', (data) => data.orders).page;
export const createBoxOrder = (api: ApiClient, body: BoxOrderBody) => api.call('adminBoxOrderCreate', { body });

/** What a site may order: its own boxes (100 at a time) and every global box, chosen or not. */
export async function loadOrderableBoxes(
  api: ApiClient,
  signal?: AbortSignal,
): Promise<{ own: SiteBox[]; global: GlobalBox[] }> {
  const own = await siteBoxes.every(api, { maxPages: 20 }, signal);
  return { own, global: await loadGlobalBoxes(api, signal) };
}
