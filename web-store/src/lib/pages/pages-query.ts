import type { PublicMenuNode } from '@cellar/shared/pages/public-page';
import { apiQuery, type StoreApi } from '../api/store-api.ts';

/**
 * The site's pages as the menu tree, and its home page (`GET /page`): read by the header's menu and by
 * the home route, one cache entry for both. Not retried: without it the shop still works (no page
 * entries in the menu, the product list as its home), and a retry would hold the home screen back.
 */
export const pagesQuery = (api: StoreApi) => ({ ...apiQuery(api, 'pages'), staleTime: 5 * 60_000, retry: false });

/** The path of a page's own content (a NONE entry): the home page is `/`, any other `/<url>`. */
export function pagePath(page: Pick<PublicMenuNode, 'id' | 'url'>, homeId: number | null): string {
  return page.id === homeId ? '/' : `/${page.url}`;
}
