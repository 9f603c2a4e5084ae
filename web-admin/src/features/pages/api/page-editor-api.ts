import { queryOptions } from '@tanstack/react-query';
import type { ClientBodyInput } from '@cellar/shared/api/client';
import type { PageImageView } from '@cellar/shared/pages/page-image';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { queryKeys } from '../../../lib/api/query-keys.ts';

/**
 * The page editor's calls. Its keys name the resources the other pages screens read (`pages`): a save in the
 * editor refreshes the page list and the information form.
 */
type PageBody = ClientBodyInput<'adminPageCreate'>;

export const pageKeys = queryKeys('pages');
export const pageImageKeys = queryKeys('page-images');
export const libraryKeys = queryKeys('library');
export const savedLayoutKeys = queryKeys('saved-layouts');

/** Online images, 50 per page (spec 2 §9): the editor shows the first page, newest uploads added in front. */
export const pageImagesQueryInput = { page: 1, nbItem: 50 } as const;

export const editorPageQuery = (api: ApiClient, id: number) =>
  queryOptions({
    queryKey: pageKeys.part('editor', id),
    queryFn: ({ signal }) => api.call('adminPage', { params: { id }, signal }),
    // The editor holds its own copy: a refetch in the background must not look like a newer version.
    staleTime: Infinity,
  });

export const pageImagesQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: pageImageKeys.list(pageImagesQueryInput),
    queryFn: ({ signal }) => api.call('adminPageImages', { query: pageImagesQueryInput, signal }),
  });

export const libraryQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: libraryKeys.all,
    queryFn: ({ signal }) => api.call('adminLibrary', { signal }),
  });

export const savedLayoutsQuery = (api: ApiClient, tag: string | null) =>
  queryOptions({
    queryKey: savedLayoutKeys.list({ tag }),
    queryFn: ({ signal }) =>
      api.call('adminLayouts', { query: { page: 1, nbItem: 50, ...(tag ? { tag } : {}) }, signal }),
  });

export const layoutTagsQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: savedLayoutKeys.part('tags'),
    queryFn: ({ signal }) => api.call('adminLayoutTags', { signal }),
  });

export const createPage = (api: ApiClient, body: PageBody) => api.call('adminPageCreate', { body });
export const updatePage = (api: ApiClient, id: number, body: PageBody) =>
  api.call('adminPageUpdate', { params: { id }, body });

export const uploadPageImage = (api: ApiClient, file: File): Promise<PageImageView> =>
  api.call('adminPageImageUpload', { body: { image: file, name: file.name } });

export const copySavedLayout = (api: ApiClient, layoutId: number) =>
  api.call('adminLayoutCopy', { params: { layoutId } });

export const saveLayoutTags = (api: ApiClient, pageId: number, layoutId: number, tags: string[]) =>
  api.call('adminPageLayoutTagsUpdate', { params: { pageId, layoutId }, body: { tags } });
