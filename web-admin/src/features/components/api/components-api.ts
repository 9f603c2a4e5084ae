import { queryOptions } from '@tanstack/react-query';
import type { ClientBodyInput } from '@cellar/shared/api/client';
import type { ComponentView } from '@cellar/shared/pages/components';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { queryKeys } from '../../../lib/api/query-keys.ts';
import { pageOfRows, type ListPage, type ListQueryInput } from '../../../components/kit/list-query.ts';

export type ComponentRow = ComponentView;
export type ComponentBody = ClientBodyInput<'adminComponentCreate'>;

/**
 * React-query keys of the component catalogue: every mutation invalidates `all`, which the sites' library screens read
 * too (their "add from the catalogue" choices, `['components', 'catalogue']`).
 */
export const componentKeys = queryKeys('components');

/** Every component of the catalogue (`GET /admin/component`, unpaged). */
export const componentsQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: componentKeys.part('catalogue'),
    queryFn: async ({ signal }): Promise<ComponentRow[]> => (await api.call('adminComponents', { signal })).components,
  });

/** The catalogue as the list kit asks for it: its name and slug filters, order and paging applied here. */
export async function loadComponents(api: ApiClient, input: ListQueryInput): Promise<ListPage<ComponentRow>> {
  const components = (await api.call('adminComponents')).components;
  return pageOfRows(components, input, { defaultOrder: 'name' });
}

export const createComponent = (api: ApiClient, body: ComponentBody) => api.call('adminComponentCreate', { body });
export const updateComponent = (api: ApiClient, id: number, body: ComponentBody) =>
  api.call('adminComponentUpdate', { params: { id }, body });
