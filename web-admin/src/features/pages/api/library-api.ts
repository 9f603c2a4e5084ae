import { queryOptions } from '@tanstack/react-query';
import type { ClientBodyInput } from '@cellar/shared/api/client';
import type { ComponentView, LibraryComponentView } from '@cellar/shared/pages/components';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { queryKeys } from '../../../lib/api/query-keys.ts';

export type { ComponentView, LibraryComponentView };
export type LibraryAddBody = ClientBodyInput<'adminLibraryComponentCreate'>;
export type LibraryRenameBody = ClientBodyInput<'adminLibraryComponentUpdate'>;

/**
 * React-query keys of the site's component library (its mutations invalidate `all`) and of the catalogue of
 * components it adds from: the catalogue is the super-admin screen's resource (`components`), so a change there
 * refreshes the choices here.
 */
export const libraryKeys = queryKeys('library');
export const catalogueKeys = queryKeys('components');

/** The site's library (`GET /admin/library`), whole. */
export const loadLibrary = async (api: ApiClient, signal?: AbortSignal): Promise<LibraryComponentView[]> =>
  (await api.call('adminLibrary', { signal })).components;

/** The catalogue of components a site can add to its library (`GET /admin/component`). */
export const catalogueQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: catalogueKeys.part('catalogue'),
    queryFn: async ({ signal }): Promise<ComponentView[]> => (await api.call('adminComponents', { signal })).components,
    staleTime: 60_000,
  });

export const addToLibrary = (api: ApiClient, body: LibraryAddBody) => api.call('adminLibraryComponentCreate', { body });
export const renameLibraryComponent = (api: ApiClient, id: number, body: LibraryRenameBody) =>
  api.call('adminLibraryComponentUpdate', { params: { id }, body });
export const saveLibrarySettings = (api: ApiClient, id: number, settings: Record<string, unknown>) =>
  api.call('adminLibraryComponentSettings', { params: { id }, body: { settings } });
export const removeFromLibrary = (api: ApiClient, id: number) =>
  api.call('adminLibraryComponentDelete', { params: { id } });
