import { apiQuery, type StoreApi } from '../../../lib/api/store-api.ts';

/** `GET /blog` (no folder: the root) or `GET /blog/folder/{id}`: the sub-folders and the ONLINE articles in order. */
export const blogFolderQuery = (api: StoreApi, id: number | null) =>
  // Both answer the same shape; one type for the screen that reads either.
  (id === null ? apiQuery(api, 'blog') : apiQuery(api, 'blogFolder', { params: { id } })) as ReturnType<
    typeof apiQuery<'blog'>
  >;

/** `GET /blog/article/{idOrUrl}`: one ONLINE article; any other status answers not found. */
export const blogArticleQuery = (api: StoreApi, url: string) =>
  apiQuery(api, 'blogArticle', { params: { idOrUrl: url } });

/** `GET /blog/folder/ariane/{id}`: the folder's ancestors and itself, root first. */
export const blogBreadcrumbQuery = (api: StoreApi, id: number) => apiQuery(api, 'blogBreadcrumb', { params: { id } });
