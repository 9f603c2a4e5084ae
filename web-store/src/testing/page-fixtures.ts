/** Pages as the storefront API answers them (shared/src/pages/public-page.ts). */
import type { PageContent, PageLayout } from '@cellar/shared/pages/page-document';
import type { PublicMenuNode, PublicPageView } from '@cellar/shared/pages/public-page';

export function entity(overrides: Partial<Extract<PageContent, { type: 'ENTITY' }>> = {}): PageContent {
  return { type: 'ENTITY', images: [], parameters: { computer: {}, mobile: {} }, ...overrides };
}

export function component(
  slug: string,
  componentConf: Record<string, unknown> = {},
  overrides: Partial<Extract<PageContent, { type: 'COMPONENT' }>> = {},
): PageContent {
  return {
    type: 'COMPONENT',
    idComponent: 9,
    slug,
    name: slug,
    componentConf,
    parameters: { computer: {}, mobile: {} },
    ...overrides,
  };
}

export function layout(
  type: PageLayout['type'],
  contents: PageContent[],
  overrides: Partial<PageLayout> = {},
): PageLayout {
  return { type, contents, parameters: { computer: {}, mobile: {} }, tags: [], ...overrides };
}

export function publicPage(overrides: Partial<PublicPageView> = {}): PublicPageView {
  return {
    id: 1,
    version: 1,
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
    metaDescription: 'Un domaine familial depuis 1890.',
    css: '',
    background: {},
    layouts: [layout('ONE_COLUMN', [entity({ title: 'Bienvenue' })])],
    ...overrides,
  };
}

export function menuNode(overrides: Partial<PublicMenuNode> = {}): PublicMenuNode {
  return {
    id: 1,
    title: 'Le domaine',
    url: 'le-domaine',
    menuTitle: 'Le domaine',
    menuIcon: null,
    showInMenu: true,
    isFixedOnRight: false,
    useAbsoluteMenu: false,
    link: { type: 'NONE', url: null },
    children: [],
    ...overrides,
  };
}
