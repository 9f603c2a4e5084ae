import { queryOptions } from '@tanstack/react-query';
import type { ClientBodyInput } from '@cellar/shared/api/client';
import type { PageTreeNode, PageView } from '@cellar/shared/pages/page-document';
import type { PageOrderInput } from '@cellar/shared/pages/page-rules';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { queryKeys } from '../../../lib/api/query-keys.ts';

export type { PageTreeNode, PageView };
export type PageInfoBody = ClientBodyInput<'adminPageBaseCreate'>;
/** A page of the flat list (`GET /admin/site/pages`): no children. */
export type SitePage = Omit<PageTreeNode, 'children'>;

/**
 * React-query keys of the pages: every page mutation (order, state, information, delete) invalidates `all`,
 * which the tree, the flat list of parent choices and each page read share (the editor's reads too).
 */
const keys = queryKeys('pages');
export const pageKeys = { ...keys, tree: keys.part('tree'), sitePages: keys.part('site') };

/** The site's pages as the menu tree (`GET /admin/page`). */
export const pageTreeQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: pageKeys.tree,
    queryFn: async ({ signal }): Promise<PageTreeNode[]> => (await api.call('adminPages', { signal })).pages,
  });

/** The site's pages, flat (`GET /admin/site/pages`): the parent a page can be placed under. */
export const sitePagesQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: pageKeys.sitePages,
    queryFn: async ({ signal }): Promise<SitePage[]> => (await api.call('adminSitePages', { signal })).pages,
    staleTime: 30_000,
  });

/** One page with its information (`GET /admin/page/{id}`). */
export const pageQuery = (api: ApiClient, id: number) =>
  queryOptions({
    queryKey: pageKeys.one(id),
    queryFn: ({ signal }): Promise<PageView> => api.call('adminPage', { params: { id }, signal }),
  });

export const createPageBase = (api: ApiClient, body: PageInfoBody) => api.call('adminPageBaseCreate', { body });
export const updatePageBase = (api: ApiClient, id: number, body: PageInfoBody) =>
  api.call('adminPageBaseUpdate', { params: { id }, body });
export const setPageValid = (api: ApiClient, id: number, valid: boolean) =>
  api.call('adminPageState', { params: { id }, body: { valid } });
export const deletePage = (api: ApiClient, id: number) => api.call('adminPageDelete', { params: { id } });
/** The whole menu order: every page with its parent and its place among its siblings (from 1). */
export const savePageOrder = async (api: ApiClient, body: PageOrderInput): Promise<PageTreeNode[]> =>
  (await api.call('adminPageOrder', { body })).pages;
