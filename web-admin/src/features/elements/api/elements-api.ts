import { queryOptions } from '@tanstack/react-query';
import type { ClientBodyInput } from '@cellar/shared/api/client';
import type { ElementItemView, ElementView } from '@cellar/shared/content/element';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { queryKeys } from '../../../lib/api/query-keys.ts';
import type { ListPage, ListQueryInput } from '../../../components/kit/list-query.ts';

export type ElementRow = ElementView;
export type ElementItemRow = ElementItemView;
export type ElementBody = ClientBodyInput<'adminElementUpdate'>;
export type ElementItemBody = ClientBodyInput<'adminElementItemCreate'>;

/**
 * React-query keys of the element screens: every element mutation invalidates `all` (the types, their items, the
 * page editor's element choices read the same resource).
 */
export const elementKeys = queryKeys('elements');

/** `site`: the `idSiteOverride` of the call — 0 for the models (super-admin); the window's site when absent. */
const onSite = (site: number | undefined) => (site === undefined ? {} : { idSiteOverride: site });

/** `GET /admin/element`: the site's elements in menu order (site 0's: the models). */
export const elementsQuery = (api: ApiClient, site?: number) =>
  queryOptions({
    queryKey: elementKeys.part('types', site ?? 'site'),
    queryFn: async ({ signal }) => (await api.call('adminElements', { signal, ...onSite(site) })).elements,
  });

/** The list kit's page of the types (one read: a site has a handful). */
export async function loadElements(api: ApiClient, site?: number): Promise<ListPage<ElementRow>> {
  const { elements } = await api.call('adminElements', onSite(site));
  return { records: elements, total: elements.length };
}

/** `GET /admin/element/import`: the models a site can import. */
export const elementModelsQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: elementKeys.part('models'),
    queryFn: async ({ signal }) => (await api.call('adminElementImport', { signal })).elements,
  });

/** A page of an element's items, valid or not, in order. */
export async function loadElementItems(
  api: ApiClient,
  id: number,
  query: ListQueryInput,
): Promise<ListPage<ElementItemRow>> {
  const answer = await api.call('adminElementItems', {
    params: { id },
    query: { page: query.page, nbItem: query.nbItem },
  });
  return { records: answer.items, total: answer.total };
}

export const createElement = (api: ApiClient, body: ElementBody, site?: number) =>
  api.call('adminElementCreate', { body, ...onSite(site) });
export const importElement = (api: ApiClient, fromModel: number) =>
  api.call('adminElementCreate', { body: { fromModel } });
export const updateElement = (api: ApiClient, id: number, body: ElementBody, site?: number) =>
  api.call('adminElementUpdate', { params: { id }, body, ...onSite(site) });
export const deleteElement = (api: ApiClient, id: number, site?: number) =>
  api.call('adminElementDelete', { params: { id }, ...onSite(site) });
export const moveElement = (api: ApiClient, id: number, order: number, site?: number) =>
  api.call('adminElementOrder', { params: { id }, body: { order }, ...onSite(site) });

export const createElementItem = (api: ApiClient, idElement: number, body: ElementItemBody) =>
  api.call('adminElementItemCreate', { params: { id: idElement }, body });
export const updateElementItem = (api: ApiClient, idElement: number, idItem: number, body: ElementItemBody) =>
  api.call('adminElementItemUpdate', { params: { idElement, idItem }, body });
export const setElementItemValid = (api: ApiClient, idElement: number, idItem: number, valid: boolean) =>
  api.call('adminElementItemValid', { params: { idElement, idItem }, body: { valid } });
export const moveElementItem = (api: ApiClient, idElement: number, idItem: number, order: number) =>
  api.call('adminElementItemOrder', { params: { idElement, idItem }, body: { order } });
export const deleteElementItem = (api: ApiClient, idElement: number, idItem: number) =>
  api.call('adminElementItemDelete', { params: { idElement, idItem } });

export const shareSimulateQuery = (api: ApiClient, idElement: number, idItem: number) =>
  queryOptions({
    queryKey: elementKeys.part('share', idElement, idItem),
    queryFn: ({ signal }) =>
      api.call('adminElementItemShareSimulate', { params: { idElement, idItem }, body: {}, signal }),
  });
export const shareElementItem = (api: ApiClient, idElement: number, idItem: number, text: string) =>
  api.call('adminElementItemShare', { params: { idElement, idItem }, body: { text } });

/** The site's files (a FILES field's choices), by name. */
export const siteFileChoicesQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: queryKeys('files').part('choices'),
    queryFn: async ({ signal }) => (await api.call('adminFiles', { signal })).files,
  });
