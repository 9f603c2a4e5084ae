import * as z from 'zod';
import type { MessageKey } from '../i18n/messages.ts';
import { maxMetaDescription, pageUrlPattern, slugify } from '../pages/page-rules.ts';
import { responsiveImageSchema } from '../site/responsive-image.ts';
import { imageUploadSchema, maxLogoBytes, type UploadedFile } from '../site/upload.ts';
import { fail, isBlank } from '../validation/issues.ts';

/**
 * An article's status (spec 1 §4 "Page and blog article: draft, online, archived … HIDDEN means not valid"). Only an
 * ONLINE article is shown on the storefront; DRAFT, ARCHIVED and HIDDEN never are.
 */
export const blogArticleStatuses = ['DRAFT', 'ONLINE', 'ARCHIVED', 'HIDDEN'] as const;
export type BlogArticleStatus = (typeof blogArticleStatuses)[number];

/** Spec 2 §2 "valid when status is not HIDDEN". */
export const blogArticleIsValid = (status: BlogArticleStatus): boolean => status !== 'HIDDEN';

/** An article's address: the pages' pattern (`mon-article`), unique within the site. */
export const blogUrlPattern = pageUrlPattern;
export const maxBlogUrl = 120;

/** How many visible characters of an article the lists show. */
export const blogExcerptLength = 200;

/** The url an article gets when none is typed: its title's slug (`Les vendanges 2025` → `les-vendanges-2025`). */
export const blogSlug = (title: string): string => slugify(title).slice(0, maxBlogUrl);

/** Visible text of a rich text, cut to `length` on a word (the lists' excerpt). */
export function blogExcerpt(html: string, length = blogExcerptLength): string {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;|&#160;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= length) return text;
  const cut = text.slice(0, length);
  return `${cut.slice(0, cut.lastIndexOf(' ') > length / 2 ? cut.lastIndexOf(' ') : length)}…`;
}

/** The fields the article rules read, as a form or a request holds them. */
export interface BlogArticleDraft {
  title?: string | null;
  url?: string | null;
  metaDescription?: string | null;
}

export type BlogArticleField = 'title' | 'url' | 'metaDescription';

/**
 * The article rules (spec 1 §5, §9), once for the server and the admin form: a title; a url, when typed, of lower-case
 * letters, digits and dashes ("Invalid character"; empty takes the title's slug); a meta description of at most 155
 * characters (the pages' message). The url's uniqueness needs the site's articles: the service checks it.
 */
export function blogArticleIssues(draft: BlogArticleDraft): Partial<Record<BlogArticleField, MessageKey>> {
  const issues: Partial<Record<BlogArticleField, MessageKey>> = {};
  if (isBlank(draft.title)) issues.title = 'blog.titleRequired';
  const url = (draft.url ?? '').trim();
  if (url !== '' && (!blogUrlPattern.test(url) || url.length > maxBlogUrl)) issues.url = 'blog.urlInvalid';
  if ((draft.metaDescription ?? '').trim().length > maxMetaDescription) issues.metaDescription = 'page.metaTooLong';
  return issues;
}

const text = z.string().max(200, 'validation.tooLong').nullish();
/** A folder's id; '' or null (a multipart field, JSON) is the root. */
const ref = z
  .union([z.number().int().positive(), z.string().regex(/^(?:[1-9]\d{0,14})?$/, 'validation.invalidId')])
  .nullish();
const file = z.custom<UploadedFile>((v) => typeof v === 'object' && v !== null && 'data' in v);
const flag = z.union([z.boolean(), z.enum(['true', 'false'])]).nullish();
const imageRule = imageUploadSchema(maxLogoBytes);
const tag = z.string().max(100, 'validation.tooLong');

/** An article's content: rich-text HTML, sanitised by the server before it is stored (the pages' allow-list). */
export const blogContentSchema = z.string().max(200_000, 'validation.tooLong');

/** A create or update body, as it reaches the blog service (the url's uniqueness is checked there). */
export interface BlogArticleInput {
  title: string;
  /** '' when none was typed: the service derives it from the title. */
  url: string;
  /** undefined when not sent: a new article goes to the root, an update keeps its folder. */
  idFolder: number | null | undefined;
  /** null when not sent: a new article is a DRAFT, an update keeps its status. */
  status: BlogArticleStatus | null;
  tags: string[];
  metaTitle: string;
  metaDescription: string;
  /** null when not sent (an update keeps the content; `PUT /admin/blog/{id}/content` saves it alone). */
  content: string | null;
  image: UploadedFile | null;
  alt: string;
  /** On update: drop the current cover image. */
  removeImage: boolean;
}

/**
 * `POST /admin/blog` and `PUT /admin/blog/{id}` (multipart from the admin, the cover under `image`, PNG, JPEG or SVG up
 * to 2 MB; or JSON, as the article generator sends it). `tags` a JSON array or one tag. Every rule of
 * `blogArticleIssues` answers at once, with the shape's.
 */
export const blogArticleInputSchema = z
  .strictObject({
    title: text,
    url: z.string().max(200, 'validation.tooLong').nullish(),
    idFolder: ref,
    status: z.enum(blogArticleStatuses, 'blog.statusInvalid').nullish(),
    tags: z.union([z.array(tag).max(50), tag]).nullish(),
    metaTitle: text,
    metaDescription: z.string().max(500, 'validation.tooLong').nullish(),
    content: blogContentSchema.nullish(),
    image: file.nullish(),
    images: z.array(file).nullish(),
    alt: text,
    removeImage: flag,
  })
  .superRefine((raw, ctx) => {
    for (const [field, key] of Object.entries(blogArticleIssues(raw))) fail(ctx, field, key);
    const files = [...(raw.images ?? []), ...(raw.image ? [raw.image] : [])];
    if (files.length > 1) fail(ctx, 'image', 'blog.oneImage');
    else if (files[0]) {
      const checked = imageRule.safeParse(files[0]);
      if (!checked.success) fail(ctx, 'image', checked.error.issues[0]!.message as MessageKey);
    }
  })
  .transform((raw): BlogArticleInput => {
    const tags = typeof raw.tags === 'string' ? [raw.tags] : (raw.tags ?? []);
    return {
      title: (raw.title ?? '').trim(),
      url: (raw.url ?? '').trim(),
      idFolder:
        raw.idFolder === undefined ? undefined : raw.idFolder === null || raw.idFolder === '' ? null : +raw.idFolder,
      status: raw.status ?? null,
      tags: [...new Set(tags.map((t) => t.trim()).filter((t) => t !== ''))],
      metaTitle: (raw.metaTitle ?? '').trim(),
      metaDescription: (raw.metaDescription ?? '').trim(),
      content: raw.content ?? null,
      image: raw.images?.[0] ?? raw.image ?? null,
      alt: (raw.alt ?? '').trim(),
      removeImage: raw.removeImage === true || raw.removeImage === 'true',
    };
  });
export type BlogArticleRawInput = z.input<typeof blogArticleInputSchema>;

/** `PUT /admin/blog/{id}/content`: the content alone (the editor's autosave). */
export const blogArticleContentInputSchema = z.strictObject({ content: blogContentSchema });

/** `PUT /admin/blog/status/{id}`. */
export const blogArticleStatusInputSchema = z.strictObject({
  status: z.enum(blogArticleStatuses, 'blog.statusInvalid'),
});

/** The fields the folder rules read. */
export interface BlogFolderDraft {
  name?: string | null;
}

/** A folder needs a name (its parent, its cycle and its existence are the service's: they need the tree). */
export function blogFolderIssues(draft: BlogFolderDraft): Partial<Record<'name', MessageKey>> {
  return isBlank(draft.name) ? { name: 'blog.folderNameRequired' } : {};
}

/** `POST /admin/blog/folder` and `PUT /admin/blog/folder/{id}`: a name and the parent folder (null: at the root). */
export const blogFolderInputSchema = z
  .strictObject({
    name: text,
    idParent: z.number().int().positive().nullish(),
  })
  .superRefine((raw, ctx) => {
    for (const [field, key] of Object.entries(blogFolderIssues(raw))) fail(ctx, field, key);
  })
  .transform((raw) => ({ name: (raw.name ?? '').trim(), idParent: raw.idParent ?? null }));
export type BlogFolderInput = z.output<typeof blogFolderInputSchema>;

export const blogFolderViewSchema = z.object({
  id: z.number(),
  name: z.string(),
  /** null: at the root of the blog. */
  idParent: z.number().nullable(),
});
export type BlogFolderView = z.infer<typeof blogFolderViewSchema>;

/** An article as the lists show it: no content, its excerpt. */
export const blogArticleSummarySchema = z.object({
  id: z.number(),
  title: z.string(),
  url: z.string(),
  idFolder: z.number().nullable(),
  status: z.enum(blogArticleStatuses),
  /** Not HIDDEN (spec 2 §2). */
  valid: z.boolean(),
  /** 0-based position within its folder. */
  order: z.number(),
  tags: z.array(z.string()),
  metaTitle: z.string(),
  metaDescription: z.string(),
  excerpt: z.string(),
  image: responsiveImageSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** When it was first put ONLINE; null until then. */
  publishedAt: z.string().nullable(),
});
export type BlogArticleSummary = z.infer<typeof blogArticleSummarySchema>;

/** One article, with its sanitised HTML content. */
export const blogArticleViewSchema = blogArticleSummarySchema.extend({ content: z.string() });
export type BlogArticleView = z.infer<typeof blogArticleViewSchema>;

/** `GET /admin/blog/folder`: every folder (the tree, flat: `idParent` links them) and the articles at the root. */
export const blogTreeSchema = z.object({
  folders: z.array(blogFolderViewSchema),
  articles: z.array(blogArticleSummarySchema),
});
export type BlogTree = z.infer<typeof blogTreeSchema>;

/**
 * One folder (null: the blog's root), its sub-folders and its articles in order: `GET /admin/blog/folder/{id}` (every
 * article), `GET /blog` and `GET /blog/folder/{id}` (ONLINE articles only).
 */
export const blogFolderContentSchema = z.object({
  folder: blogFolderViewSchema.nullable(),
  folders: z.array(blogFolderViewSchema),
  articles: z.array(blogArticleSummarySchema),
});
export type BlogFolderContent = z.infer<typeof blogFolderContentSchema>;

/** `GET /blog/folder/ariane/{id}`: the folder's ancestors and itself, root first. */
export const blogBreadcrumbSchema = z.object({
  folders: z.array(z.object({ id: z.number(), name: z.string() })),
});
export type BlogBreadcrumb = z.infer<typeof blogBreadcrumbSchema>;

/** `GET /admin/blog-tags`: the tags the site's articles use, sorted. */
export const blogTagsSchema = z.object({ tags: z.array(z.string()) });

/** `GET /blog/article/{idOrUrl}`: an article by its id or its url. */
export const blogArticleParams = z.strictObject({
  idOrUrl: z
    .string()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'validation.invalidValue')
    .max(maxBlogUrl),
});
