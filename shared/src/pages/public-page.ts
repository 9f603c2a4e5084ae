import type { LinkType, MenuIcon, PageView } from './page-document.ts';

/**
 * What the storefront reads of a page (`GET /page/{slug or id}`): the page without what only the admin needs. A
 * JAVASCRIPT entry's code is not in it: it runs only in the isolated frame of `GET /page/{id}/script` (docs/pages.md).
 */
export type PublicPageView = Omit<PageView, 'linkJsCode' | 'updatedAt' | 'schemaVersion'>;

/** A valid page in the storefront's menu tree (`GET /page`). */
export interface PublicMenuNode {
  id: number;
  title: string;
  url: string;
  menuTitle: string;
  menuIcon: MenuIcon | null;
  showInMenu: boolean;
  isFixedOnRight: boolean;
  useAbsoluteMenu: boolean;
  link: { type: LinkType; url: string | null };
  children: PublicMenuNode[];
}

/** `GET /page`: the tree, and the home page (the first valid content page at the root, in menu order). */
export interface PublicPages {
  pages: PublicMenuNode[];
  homeId: number | null;
}
