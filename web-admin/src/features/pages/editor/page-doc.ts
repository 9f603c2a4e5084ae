import type { ClientBodyInput } from '@cellar/shared/api/client';
import {
  normaliseLayouts,
  type DraftContent,
  type DraftDevice,
  type DraftLayout,
} from '@cellar/shared/pages/normalise-page';
import type { Background, BlockSettings, LinkType, PageView } from '@cellar/shared/pages/page-document';

/** A content as the editor holds it: the draft shape of `normalise-page.ts`, always with its client key. */
export type EditorContent = DraftContent & { key: string };

/** A layout as the editor holds it: its client key and its contents (as many as its type has entities). */
export type EditorLayout = Omit<DraftLayout, 'key' | 'contents'> & { key: string; contents: EditorContent[] };

/** The page information the editor carries: what it shows (title, url, menu…) and what it keeps as it was read. */
export interface EditorInfo {
  title: string;
  url: string;
  menuTitle: string;
  menuIcon: string;
  metaDescription: string;
  order: number | null;
  parentId: number | null;
  isValid: boolean;
  showInMenu: boolean;
  isFixedOnRight: boolean;
  useAbsoluteMenu: boolean;
  link: { type: LinkType; url: string | null };
  linkJsCode: string | null;
  css: string;
  background: Background;
}

/** What the editor edits (and what undo, redo and the draft keep): the page information and its layouts. */
export interface PageDoc {
  info: EditorInfo;
  layouts: EditorLayout[];
}

/** The saved page the editor started from: what the draft and the save compare against. */
export interface LoadedPage {
  id: number;
  version: number;
  updatedAt: string;
}

/** The block settings the editor keeps grouped under `block` (the saved document has them flat). */
export const blockSettingKeys = [
  'blockWidth',
  'blockHeight',
  'blockMaxWidth',
  'blockMaxHeight',
  'blockHorizontalAlign',
  'blockVerticalAlign',
  'blockCss',
  'nbColumn',
] as const satisfies ReadonlyArray<keyof BlockSettings>;

/** A client key (`clientKeySchema`: letters, digits, `_` and `-`), unique enough for a page and its drafts. */
export function newKey(prefix: 'l' | 'c'): string {
  const bytes = new Uint8Array(8);
  globalThis.crypto.getRandomValues(bytes);
  return `${prefix}${Array.from(bytes, (byte) => byte.toString(36).padStart(2, '0')).join('')}`;
}

/** A new page's information: a content page shown in the menu, everything else to fill in. */
export function blankInfo(): EditorInfo {
  return {
    title: '',
    url: '',
    menuTitle: '',
    menuIcon: '',
    metaDescription: '',
    order: null,
    parentId: null,
    isValid: true,
    showInMenu: true,
    isFixedOnRight: false,
    useAbsoluteMenu: false,
    link: { type: 'NONE', url: null },
    linkJsCode: null,
    css: '',
    background: {},
  };
}

export function blankDoc(): PageDoc {
  return { info: blankInfo(), layouts: [] };
}

/** A device's values with the flat block settings of a saved document moved under `block`, as the editor keeps them. */
export function groupBlock(device: DraftDevice | null | undefined): DraftDevice {
  const result: DraftDevice = { ...device };
  const block: BlockSettings = { ...device?.block };
  for (const key of blockSettingKeys) {
    const value = result[key];
    delete result[key];
    if (value !== undefined && value !== null && block[key] === undefined)
      (block as Record<string, unknown>)[key] = value;
  }
  if (Object.keys(block).length > 0) result.block = block;
  else delete result.block;
  return result;
}

/** The key of an item read without one: from its server id (the same on every opening), else a new one. */
const keyOf = (prefix: 'l' | 'c', id: number | null | undefined) => (id ? `${prefix}${id}` : newKey(prefix));

/** A content or layout read from the server (or a draft) as the editor holds it: keys given, block settings grouped. */
export function toEditorContent(content: DraftContent): EditorContent {
  const parameters = content.parameters
    ? { computer: groupBlock(content.parameters.computer), mobile: groupBlock(content.parameters.mobile) }
    : undefined;
  const { parameters: _parameters, ...rest } = content;
  return {
    ...rest,
    ...(parameters ? { parameters } : {}),
    key: content.key ?? keyOf('c', content.id),
  } as EditorContent;
}

export function toEditorLayout(layout: DraftLayout): EditorLayout {
  return { ...layout, key: layout.key ?? keyOf('l', layout.id), contents: layout.contents.map(toEditorContent) };
}

/** The editor's document of a page read from the server. */
export function docFromPage(page: PageView): PageDoc {
  return {
    info: {
      title: page.title,
      url: page.url,
      menuTitle: page.menuTitle,
      menuIcon: page.menuIcon ?? '',
      metaDescription: page.metaDescription,
      order: page.order,
      parentId: page.parentId,
      isValid: page.isValid,
      showInMenu: page.showInMenu,
      isFixedOnRight: page.isFixedOnRight,
      useAbsoluteMenu: page.useAbsoluteMenu,
      link: { type: page.link.type, url: page.link.url },
      linkJsCode: page.linkJsCode,
      css: page.css,
      background: page.background,
    },
    layouts: page.layouts.map(toEditorLayout),
  };
}

export type PageBody = ClientBodyInput<'adminPageCreate'>;

/** The information part of a page's body (the same fields as the form's, checked by `pageInfoInputSchema`). */
export function infoBody(info: EditorInfo) {
  return {
    title: info.title,
    url: info.url,
    menuTitle: info.menuTitle,
    menuIcon: info.menuIcon.trim() === '' ? null : info.menuIcon,
    metaDescription: info.metaDescription,
    // A new page has no position yet: the server puts it at the end.
    order: info.order !== null && info.order >= 1 ? info.order : null,
    parentId: info.parentId,
    isValid: info.isValid,
    showInMenu: info.showInMenu,
    isFixedOnRight: info.isFixedOnRight,
    useAbsoluteMenu: info.useAbsoluteMenu,
    link: info.link,
    linkJsCode: info.linkJsCode,
    css: info.css,
    background: info.background,
  };
}

/**
 * The body of `POST /admin/page` and `PUT /admin/page/{id}`: the information and the layouts normalised
 * (`normaliseLayouts`, spec 1 §5), with the version the editor read the page at when it updates one.
 */
export function pageBody(doc: PageDoc, version: number | null): PageBody {
  return { ...infoBody(doc.info), version, layouts: normaliseLayouts(doc.layouts) };
}

/** JSON with the keys of every object sorted: two documents built in another order compare equal. */
function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  );
}

/** Two documents hold the same page (what the unsaved indicator and the draft compare). */
export function sameDoc(a: PageDoc, b: PageDoc): boolean {
  return stableJson(a) === stableJson(b);
}
