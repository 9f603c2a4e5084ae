import * as z from 'zod';
import type { MessageKey } from '../i18n/messages.ts';
import { responsiveImageSchema } from '../site/responsive-image.ts';
import { imageUploadSchema, maxLogoBytes, type UploadedFile } from '../site/upload.ts';
import { fail, isBlank } from '../validation/issues.ts';

/** The site functionality (super-admin, `/site/{id}/link-functionality`) that makes a short description required. */
export const newsShortDescriptionFunctionality = 'NEWS_SHORT_DESCRIPTION';

/** How many visible characters of a news item's description the admin list shows (spec 1 §9). */
export const newsExcerptLength = 120;

const text = z.string().max(200, 'validation.tooLong').nullish();
const metaText = z.string().max(500, 'validation.tooLong').nullish();
const ref = z.union([z.number().int().positive(), z.string().regex(/^\d{1,15}$/, 'validation.invalidId')]).nullish();
const file = z.custom<UploadedFile>((v) => typeof v === 'object' && v !== null && 'data' in v);
const flag = z.union([z.boolean(), z.enum(['true', 'false'])]).nullish();

/** The fields the news rules read, as a form or a request holds them. */
export interface NewsDraft {
  title?: string | null;
  description?: string | null;
  metaDescription?: string | null;
  shortDescription?: string | null;
  idStaticFile?: number | string | null;
}

export interface NewsRuleContext {
  /** The site has the `NEWS_SHORT_DESCRIPTION` functionality. */
  shortDescriptionRequired: boolean;
  /** An image is sent, or the news item keeps the one it has. */
  hasImage: boolean;
}

export type NewsField = 'title' | 'description' | 'metaDescription' | 'shortDescription' | 'image';

/** Visible text of a rich text: an editor's empty paragraph is no description. */
export function richTextIsBlank(html: string | null | undefined): boolean {
  if (isBlank(html)) return true;
  return (
    html!
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;|&#160;/g, ' ')
      .trim() === ''
  );
}

/**
 * The News rules of spec 1 §5, once for the server and the admin form: title, meta description and
 * description required; a short description when the site's option is on; an image unless a static
 * file is set. Answers every failing field at once, each with its message key.
 */
export function newsIssues(draft: NewsDraft, context: NewsRuleContext): Partial<Record<NewsField, MessageKey>> {
  const issues: Partial<Record<NewsField, MessageKey>> = {};
  if (isBlank(draft.title)) issues.title = 'news.titleRequired';
  if (isBlank(draft.metaDescription)) issues.metaDescription = 'news.metaDescriptionRequired';
  if (context.shortDescriptionRequired && isBlank(draft.shortDescription))
    issues.shortDescription = 'news.shortDescriptionRequired';
  if (richTextIsBlank(draft.description)) issues.description = 'news.descriptionRequired';
  const staticFile = draft.idStaticFile !== undefined && draft.idStaticFile !== null && draft.idStaticFile !== '';
  if (!context.hasImage && !staticFile) issues.image = 'news.imageRequired';
  return issues;
}

const imageRule = imageUploadSchema(maxLogoBytes);

/** A create or update body, as it reaches the news service: the rules needing the site run there (`newsIssues`). */
export interface NewsInput {
  title: string;
  description: string;
  metaDescription: string;
  shortDescription: string | null;
  idStaticFile: number | null;
  image: UploadedFile | null;
  alt: string;
  /** Null when not sent: a new news item is valid and not promoted, an update keeps what it was. */
  valid: boolean | null;
  promoted: boolean | null;
  /** On update: drop the current image (a static file must then be set). */
  removeImage: boolean;
}

const trimmed = (value: string | null | undefined): string => (value ?? '').trim();
const readFlag = <T extends boolean | null>(value: boolean | 'true' | 'false' | null | undefined, fallback: T) =>
  value === undefined || value === null ? fallback : value === true || value === 'true';

/**
 * `POST /admin/news` and `PUT /admin/news/{id}` (multipart: the image under `image` or `images`, one
 * at most, PNG, JPEG or SVG up to 2 MB). The shape is checked here; `newsIssues` (which needs the
 * site's option and the stored image) runs in the service, so that every field error comes at once.
 */
export const newsInputSchema = z
  .strictObject({
    title: text,
    description: z.string().max(60_000, 'validation.tooLong').nullish(),
    metaDescription: metaText,
    shortDescription: metaText,
    idStaticFile: ref,
    image: file.nullish(),
    images: z.array(file).nullish(),
    alt: text,
    valid: flag,
    promoted: flag,
    removeImage: flag,
  })
  .superRefine((raw, ctx) => {
    const files = [...(raw.images ?? []), ...(raw.image ? [raw.image] : [])];
    if (files.length > 1) fail(ctx, 'image', 'news.oneImage');
    else if (files[0]) {
      const checked = imageRule.safeParse(files[0]);
      if (!checked.success) fail(ctx, 'image', checked.error.issues[0]!.message as MessageKey);
    }
  })
  .transform((raw): NewsInput => ({
    title: trimmed(raw.title),
    description: trimmed(raw.description),
    metaDescription: trimmed(raw.metaDescription),
    shortDescription: isBlank(raw.shortDescription) ? null : trimmed(raw.shortDescription),
    idStaticFile:
      raw.idStaticFile === undefined || raw.idStaticFile === null || raw.idStaticFile === ''
        ? null
        : Number(raw.idStaticFile),
    image: raw.images?.[0] ?? raw.image ?? null,
    alt: trimmed(raw.alt),
    valid: readFlag(raw.valid, null),
    promoted: readFlag(raw.promoted, null),
    removeImage: readFlag(raw.removeImage, false),
  }));

export const newsViewSchema = z.object({
  id: z.number(),
  title: z.string(),
  /** Sanitised HTML (the rich-text allow-list). */
  description: z.string(),
  metaDescription: z.string(),
  shortDescription: z.string().nullable(),
  /** The original and its AVIF/WebP variants (a news item stored before variants existed has empty srcsets). */
  image: responsiveImageSchema.nullable(),
  idStaticFile: z.number().nullable(),
  valid: z.boolean(),
  promoted: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type NewsView = z.infer<typeof newsViewSchema>;

/** `GET /news` and `GET /admin/news` (spec 2 §3 "News: list, total, current"): one page, its total and its number. */
export const newsListSchema = z.object({ list: z.array(newsViewSchema), total: z.number(), current: z.number() });
export type NewsList = z.infer<typeof newsListSchema>;
