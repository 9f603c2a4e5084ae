import { queryOptions } from '@tanstack/react-query';
import type { ClientBodyInput } from '@cellar/shared/api/client';
import type { BlogArticleStatus, BlogArticleSummary, BlogArticleView } from '@cellar/shared/content/blog';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { queryKeys } from '../../../lib/api/query-keys.ts';

export type BlogArticleRow = BlogArticleSummary;
export type BlogArticle = BlogArticleView;
export type BlogArticleBody = ClientBodyInput<'adminBlogArticleCreate'>;
export type BlogFolderBody = ClientBodyInput<'adminBlogFolderCreate'>;

/** React-query keys of the blog screens: every blog mutation invalidates `all` (folders, articles, tags). */
export const blogKeys = queryKeys('blog');

/** `GET /admin/blog/folder`: every folder (flat, linked by `idParent`) and the articles at the root. */
export const blogTreeQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: blogKeys.part('tree'),
    queryFn: ({ signal }) => api.call('adminBlogFolders', { signal }),
  });

/** The articles of a folder (null: the root), every status, in their order. */
export async function loadFolderArticles(api: ApiClient, idFolder: number | null): Promise<BlogArticleRow[]> {
  if (idFolder === null) return (await api.call('adminBlogFolders', {})).articles;
  return (await api.call('adminBlogFolder', { params: { id: idFolder } })).articles;
}

export const blogArticleQuery = (api: ApiClient, id: number) =>
  queryOptions({
    queryKey: blogKeys.one(id),
    queryFn: ({ signal }) => api.call('adminBlogArticle', { params: { id }, signal }),
  });

/** The tags the site's articles use: the form suggests them, the list filters on them. */
export const blogTagsQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: blogKeys.part('tags'),
    queryFn: ({ signal }) => api.call('adminBlogTags', { signal }),
  });

export const createFolder = (api: ApiClient, body: BlogFolderBody) => api.call('adminBlogFolderCreate', { body });
export const updateFolder = (api: ApiClient, id: number, body: BlogFolderBody) =>
  api.call('adminBlogFolderUpdate', { params: { id }, body });
export const deleteFolder = (api: ApiClient, id: number) => api.call('adminBlogFolderDelete', { params: { id } });

export const createArticle = (api: ApiClient, body: BlogArticleBody) => api.call('adminBlogArticleCreate', { body });
export const updateArticle = (api: ApiClient, id: number, body: BlogArticleBody) =>
  api.call('adminBlogArticleUpdate', { params: { id }, body });
export const setArticleStatus = (api: ApiClient, id: number, status: BlogArticleStatus) =>
  api.call('adminBlogArticleStatus', { params: { id }, body: { status } });
export const moveArticle = (api: ApiClient, id: number, order: number) =>
  api.call('adminBlogArticleOrder', { params: { id }, body: { order } });
export const deleteArticle = (api: ApiClient, id: number) => api.call('adminBlogArticleDelete', { params: { id } });
