/** Pages as the admin's pages API answers them, for the screens' tests (only test files import this folder). */
import type { PageInfo, PageTreeNode, PageView } from '@cellar/shared/pages/page-document';

/**
 * A page's information: "Le domaine", a valid content page first at the root of the menu (house icon), no link, no
 * css, no background. Each test sets what it is about.
 */
export function pageInfo(overrides: Partial<PageInfo> = {}): PageInfo {
  return {
    title: 'Le domaine',
    url: 'le-domaine',
    menuTitle: 'Le domaine',
    menuIcon: 'home',
    order: 1,
    parentId: null,
    isValid: true,
    showInMenu: true,
    isFixedOnRight: false,
    useAbsoluteMenu: false,
    link: { type: 'NONE', url: null },
    linkJsCode: null,
    metaDescription: 'A page of the estate',
    css: '',
    background: {},
    ...overrides,
  };
}

const saved = { version: 1, updatedAt: '2025-03-01T10:00:00.000Z' };

/** A page as `GET /admin/page/{id}` answers it: page 1, version 1, no layout. */
export function pageView(overrides: Partial<PageView> = {}): PageView {
  return { ...pageInfo(), id: 1, ...saved, schemaVersion: 1, layouts: [], ...overrides };
}

/** A page of the menu tree (`GET /admin/pages`): page 1, version 1, no child. */
export function pageNode(overrides: Partial<PageTreeNode> = {}): PageTreeNode {
  return { ...pageInfo(), id: 1, ...saved, children: [], ...overrides };
}
