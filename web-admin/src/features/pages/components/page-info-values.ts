import type { LinkType, PageView } from '@cellar/shared/pages/page-document';
import type { PageInfoBody, SitePage } from '../api/pages-api.ts';

/** The information form's values; `link` is nested as the rules and the server name its fields (`link.url`). */
export interface PageInfoValues {
  title: string;
  url: string;
  metaDescription: string;
  menuTitle: string;
  menuIcon: string;
  /** The parent page's id, '' at the root of the menu. */
  parentId: string;
  showInMenu: boolean;
  isFixedOnRight: boolean;
  useAbsoluteMenu: boolean;
  isValid: boolean;
  link: { type: LinkType; url: string };
  linkJsCode: string;
  css: string;
}

export const newPageValues = (): PageInfoValues => ({
  title: '',
  url: '',
  metaDescription: '',
  menuTitle: '',
  menuIcon: '',
  parentId: '',
  showInMenu: true,
  isFixedOnRight: false,
  useAbsoluteMenu: false,
  isValid: true,
  link: { type: 'NONE', url: '' },
  linkJsCode: '',
  css: '',
});

export const pageInfoValues = (page: PageView): PageInfoValues => ({
  title: page.title,
  url: page.url,
  metaDescription: page.metaDescription,
  menuTitle: page.menuTitle,
  menuIcon: page.menuIcon ?? '',
  parentId: page.parentId === null ? '' : String(page.parentId),
  showInMenu: page.showInMenu,
  isFixedOnRight: page.isFixedOnRight,
  useAbsoluteMenu: page.useAbsoluteMenu,
  isValid: page.isValid,
  link: { type: page.link.type, url: page.link.url ?? '' },
  linkJsCode: page.linkJsCode ?? '',
  css: page.css,
});

/** The fields each link type shows (and sends): a content page its address, description and CSS; a link its address;
 * a JavaScript entry its code. The title and the menu's fields are every type's. */
export function shownFields(type: LinkType): string[] {
  const common = [
    'link',
    'title',
    'menuTitle',
    'menuIcon',
    'parentId',
    'showInMenu',
    'isFixedOnRight',
    'useAbsoluteMenu',
    'isValid',
  ];
  if (type === 'LINK') return [...common];
  if (type === 'JAVASCRIPT') return [...common, 'linkJsCode'];
  return [...common, 'url', 'metaDescription', 'css'];
}

/**
 * What `pageInfoInputSchema` reads and the API receives. The fields the link type hides are sent empty, not as typed
 * before the type changed. An edited page keeps its background and, under the same parent, its place; a new page, or
 * one given another parent, goes at the end of its siblings (no `order`).
 */
export function pageInfoInput(values: PageInfoValues, page: PageView | null): PageInfoBody {
  const type = values.link.type;
  const parentId = values.parentId === '' ? null : Number(values.parentId);
  const samePlace = page !== null && page.parentId === parentId && page.order >= 1;
  return {
    title: values.title,
    url: type === 'NONE' ? values.url : null,
    metaDescription: type === 'NONE' ? values.metaDescription : null,
    css: type === 'NONE' ? values.css : null,
    menuTitle: values.menuTitle,
    menuIcon: values.menuIcon === '' ? null : values.menuIcon,
    parentId,
    showInMenu: values.showInMenu,
    isFixedOnRight: values.isFixedOnRight,
    useAbsoluteMenu: values.useAbsoluteMenu,
    isValid: values.isValid,
    link: { type, url: type === 'LINK' ? values.link.url : null },
    linkJsCode: type === 'JAVASCRIPT' ? values.linkJsCode : null,
    ...(samePlace ? { order: page.order } : {}),
    ...(page ? { background: page.background } : {}),
  };
}

/** The pages a page may be placed under: not itself, nor one of its sub-pages (the menu would loop), each shown with
 * its depth. */
export function parentChoices(
  pages: readonly SitePage[],
  self: number | null,
): Array<{ page: SitePage; depth: number }> {
  const childrenOf = new Map<number | null, SitePage[]>();
  for (const page of pages) {
    const parent = page.parentId !== null && pages.some((p) => p.id === page.parentId) ? page.parentId : null;
    childrenOf.set(parent, [...(childrenOf.get(parent) ?? []), page]);
  }
  const choices: Array<{ page: SitePage; depth: number }> = [];
  const walk = (parent: number | null, depth: number) => {
    for (const page of [...(childrenOf.get(parent) ?? [])].sort((a, b) => a.order - b.order)) {
      if (page.id === self) continue;
      choices.push({ page, depth });
      walk(page.id, depth + 1);
    }
  };
  walk(null, 0);
  return choices;
}
