import * as z from 'zod';
import { fail, isBlank } from '../validation/issues.ts';
import { draftLayoutSchema, normaliseLayouts } from './normalise-page.ts';
import {
  layoutSchema,
  menuIcons,
  pageInfoShape,
  pageLimits,
  type MenuIcon,
  type PageInfo,
  type PageLayout,
} from './page-document.ts';

/** Meta description at most 155 characters (spec 1 §9). */
export const maxMetaDescription = 155;

/** A page's address: lower-case letters, digits and single dashes (`le-domaine`), as shoppers read it. */
export const pageUrlPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * Storefront paths a page may not take: they are the shop's own screens (web-store/src/app.tsx) and `/q/<token>`, a
 * QR code's scan, routed before any page.
 */
export const reservedPageUrls = [
  'account',
  'album',
  'blog',
  'cart',
  'checkout',
  'conditions',
  'e-label',
  'forms',
  'legal-notice',
  'news',
  'password',
  'preview',
  'product',
  'products',
  'q',
  'services',
] as const;

/** Suggests an address from a title: accents dropped, lower case, dashes (`Nous trouver` → `nous-trouver`). */
export function slugify(title: string): string {
  return title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120);
}

type RawInfo = z.infer<z.ZodObject<typeof pageInfoShape>>;

/**
 * The Page rules (spec 1 §5). For a content page (link NONE): title (You must set a page title), url (Url cannot be
 * empty; Invalid character) and meta description required; for a JAVASCRIPT entry: its code (The javascript code
 * cannot be empty); for a LINK entry: its address. Meta description at most 155 characters. A page shown in the menu
 * needs a menu title and a menu icon; the position must be positive.
 */
function checkInfo(raw: RawInfo, ctx: z.RefinementCtx): void {
  const type = raw.link?.type ?? 'NONE';
  if (type === 'NONE') {
    if (isBlank(raw.title)) fail(ctx, 'title', 'page.titleRequired');
    if (isBlank(raw.url)) fail(ctx, 'url', 'page.urlRequired');
    else if (!pageUrlPattern.test(raw.url!.trim())) fail(ctx, 'url', 'page.urlInvalid');
    else if ((reservedPageUrls as readonly string[]).includes(raw.url!.trim())) fail(ctx, 'url', 'page.urlReserved');
    if (isBlank(raw.metaDescription)) fail(ctx, 'metaDescription', 'page.metaDescriptionRequired');
  }
  if (type === 'JAVASCRIPT' && isBlank(raw.linkJsCode)) fail(ctx, 'linkJsCode', 'page.jsCodeRequired');
  if (type === 'LINK') {
    const url = raw.link?.url?.trim() ?? '';
    if (url === '') fail(ctx, 'link.url', 'page.urlRequired');
    else if (!/^(\/[^\s]*|https?:\/\/[^\s]+)$/.test(url)) fail(ctx, 'link.url', 'page.linkInvalid');
  }
  if ((raw.metaDescription ?? '').trim().length > maxMetaDescription) fail(ctx, 'metaDescription', 'page.metaTooLong');
  if (raw.showInMenu ?? true) {
    if (isBlank(raw.menuTitle)) fail(ctx, 'menuTitle', 'page.menuTitleRequired');
    if (isBlank(raw.menuIcon)) fail(ctx, 'menuIcon', 'page.menuIconRequired');
  }
  if (!isBlank(raw.menuIcon) && !(menuIcons as readonly string[]).includes(raw.menuIcon!))
    fail(ctx, 'menuIcon', 'validation.invalidValue');
  if (raw.order !== undefined && raw.order !== null && raw.order < 1) fail(ctx, 'order', 'page.positionPositive');
}

function toInfo(raw: RawInfo): PageInfo {
  const type = raw.link?.type ?? 'NONE';
  return {
    title: (raw.title ?? '').trim(),
    url: type === 'NONE' ? raw.url!.trim() : (raw.url ?? '').trim(),
    menuTitle: (raw.menuTitle ?? '').trim(),
    menuIcon: isBlank(raw.menuIcon) ? null : (raw.menuIcon as MenuIcon),
    order: raw.order ?? 0,
    parentId: raw.parentId ?? null,
    isValid: raw.isValid ?? true,
    showInMenu: raw.showInMenu ?? true,
    isFixedOnRight: raw.isFixedOnRight ?? false,
    useAbsoluteMenu: raw.useAbsoluteMenu ?? false,
    link: { type, url: type === 'LINK' ? raw.link!.url!.trim() : null },
    linkJsCode: type === 'JAVASCRIPT' ? raw.linkJsCode!.trim() : null,
    metaDescription: (raw.metaDescription ?? '').trim(),
    css: (raw.css ?? '').trim(),
    background: raw.background ?? {},
  };
}

/** Page information alone (`POST /admin/page/base`, `PUT /admin/page/base/{id}`); no `order`: last of its siblings. */
export const pageInfoInputSchema = z.strictObject(pageInfoShape).superRefine(checkInfo).transform(toInfo);
export type PageInfoInput = z.output<typeof pageInfoInputSchema>;

/**
 * A whole page (`POST /admin/page`, `PUT /admin/page/{id}`): its information, its layouts as the editor sends them
 * (normalised here, then checked against the saved document's schema) and, on update, the version it was read at.
 */
export const pageInputSchema = z
  .strictObject({
    ...pageInfoShape,
    /** The version the editor started from: a save over a newer one answers a conflict. */
    version: z.number().int().min(0).nullish(),
    layouts: z.array(draftLayoutSchema).max(pageLimits.layouts, 'page.tooManyLayouts'),
  })
  .superRefine((raw, ctx) => {
    checkInfo(raw, ctx);
    const checked = z.array(layoutSchema).safeParse(normaliseLayouts(raw.layouts));
    if (!checked.success)
      for (const issue of checked.error.issues)
        ctx.addIssue({ code: 'custom', path: ['layouts', ...issue.path.map(String)], message: issue.message });
  })
  .transform((raw): PageInfoInput & { version: number | null; layouts: PageLayout[] } => ({
    ...toInfo(raw),
    version: raw.version ?? null,
    layouts: normaliseLayouts(raw.layouts),
  }));
export type PageInput = z.output<typeof pageInputSchema>;

/** The menu tree's order (`PUT /admin/page/order`): every page with its parent and its position among siblings. */
export const pageOrderInputSchema = z.strictObject({
  pages: z
    .array(
      z.strictObject({
        id: z.number().int().positive(),
        parentId: z.number().int().positive().nullable(),
        order: z.number().int().min(1, 'page.positionPositive'),
      }),
    )
    .max(500),
});
export type PageOrderInput = z.infer<typeof pageOrderInputSchema>;

export const layoutTagsInputSchema = z.strictObject({
  tags: z.array(z.string().trim().min(1).max(40)).max(pageLimits.tags),
});
