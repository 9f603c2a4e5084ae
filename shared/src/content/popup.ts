import * as z from 'zod';
import type { MessageKey } from '../i18n/messages.ts';
import { imageUploadSchema, maxLogoBytes, type UploadedFile } from '../site/upload.ts';
import { fail, isBlank } from '../validation/issues.ts';
import { richTextIsBlank } from './news.ts';

/**
 * Popups (spec 1 §2 `/popup`, `/popup/{id}`; their fields are not shown, spec 1 §3 — docs/decisions.md "Popups"):
 * a title, a rich-text content, the days it shows between, a delay after the page is shown, the pages it shows on
 * (none listed: every page), how often a visitor sees it, an optional image (PNG, JPEG or SVG up to 2 MB, checked by
 * its bytes on the server) with its alternative text, valid.
 */
export const popupFrequencies = ['ONCE', 'EVERY_VISIT'] as const;
export type PopupFrequency = (typeof popupFrequencies)[number];

/** The longest delay before a popup shows: 10 minutes. */
export const maxPopupDelaySeconds = 600;
/** The most pages one popup may list. */
export const maxPopupPages = 50;

const day = /^\d{4}-\d{2}-\d{2}$/;
const pagePath = /^\/(?!\/)[^\s?#\\]*$/;

export interface PopupDraft {
  title?: string | null;
  content?: string | null;
  startDate?: string | null;
  endDate?: string | null;
  delaySeconds?: number | string | null;
  pages?: readonly string[] | null;
  frequency?: string | null;
}

export type PopupField = 'title' | 'content' | 'startDate' | 'endDate' | 'delaySeconds' | 'pages' | 'frequency';

const isDay = (value: string) => day.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));

/** The popup rules, once for the server and the admin form. */
export function popupIssues(draft: PopupDraft): Partial<Record<PopupField, MessageKey>> {
  const issues: Partial<Record<PopupField, MessageKey>> = {};
  if (isBlank(draft.title)) issues.title = 'popup.titleRequired';
  else if (draft.title!.trim().length > 200) issues.title = 'validation.tooLong';
  if (richTextIsBlank(draft.content)) issues.content = 'popup.contentRequired';
  const start = (draft.startDate ?? '').trim();
  const end = (draft.endDate ?? '').trim();
  if (start !== '' && !isDay(start)) issues.startDate = 'popup.dateInvalid';
  if (end !== '' && !isDay(end)) issues.endDate = 'popup.dateInvalid';
  else if (start !== '' && end !== '' && !issues.startDate && end < start) issues.endDate = 'popup.endBeforeStart';
  const delay = draft.delaySeconds === null || draft.delaySeconds === undefined ? 0 : Number(draft.delaySeconds);
  if (!Number.isInteger(delay) || delay < 0 || delay > maxPopupDelaySeconds) issues.delaySeconds = 'popup.delay';
  const pages = draft.pages ?? [];
  if (pages.length > maxPopupPages || pages.some((page) => !pagePath.test(page.trim()) || page.length > 400))
    issues.pages = 'popup.pages';
  if (!popupFrequencies.includes((draft.frequency ?? 'ONCE') as PopupFrequency)) issues.frequency = 'popup.frequency';
  return issues;
}

const blankToNull = (value: string | null | undefined) => (isBlank(value) ? null : value!.trim());
const file = z.custom<UploadedFile>((v) => typeof v === 'object' && v !== null && 'data' in v);
const imageRule = imageUploadSchema(maxLogoBytes);

/** `POST /admin/popup`, `PUT /admin/popup/{id}`: JSON, or multipart when an image is sent (under `image`). */
export const popupInputSchema = z
  .strictObject({
    title: z.string().max(1000, 'validation.tooLong').nullish(),
    content: z.string().max(60_000, 'validation.tooLong').nullish(),
    startDate: z.string().max(20, 'validation.tooLong').nullish(),
    endDate: z.string().max(20, 'validation.tooLong').nullish(),
    delaySeconds: z.union([z.number(), z.string().max(10)]).nullish(),
    pages: z.array(z.string().max(1000, 'validation.tooLong')).max(500).nullish(),
    frequency: z.string().max(20).nullish(),
    /** Left out: a new popup is valid, an update keeps what it was. */
    valid: z.boolean().nullish(),
    image: file.nullish(),
    images: z.array(file).nullish(),
    alt: z.string().max(200, 'validation.tooLong').nullish(),
    /** On update: drop the current image. */
    removeImage: z.boolean().nullish(),
  })
  .superRefine((raw, ctx) => {
    for (const [field, key] of Object.entries(popupIssues(raw)))
      ctx.addIssue({ code: 'custom', path: [field], message: key });
    const files = [...(raw.images ?? []), ...(raw.image ? [raw.image] : [])];
    if (files.length > 1) fail(ctx, 'image', 'popup.oneImage');
    else if (files[0]) {
      const checked = imageRule.safeParse(files[0]);
      if (!checked.success) fail(ctx, 'image', checked.error.issues[0]!.message as MessageKey);
    }
  })
  .transform((raw) => ({
    title: (raw.title ?? '').trim(),
    content: (raw.content ?? '').trim(),
    startDate: blankToNull(raw.startDate),
    endDate: blankToNull(raw.endDate),
    delaySeconds: raw.delaySeconds === null || raw.delaySeconds === undefined ? 0 : Number(raw.delaySeconds),
    pages: [...new Set((raw.pages ?? []).map((page) => page.trim()))],
    frequency: (raw.frequency ?? 'ONCE') as PopupFrequency,
    valid: raw.valid ?? null,
    image: raw.images?.[0] ?? raw.image ?? null,
    alt: (raw.alt ?? '').trim(),
    removeImage: raw.removeImage ?? false,
  }));
export type PopupInput = z.output<typeof popupInputSchema>;

/** What the storefront needs to decide where and when a popup shows; its content is read when it shows. */
export const publicPopupSchema = z.object({
  id: z.number(),
  title: z.string(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  delaySeconds: z.number(),
  /** Empty: every page. */
  pages: z.array(z.string()),
  frequency: z.enum(popupFrequencies),
  /** A changed popup shows again to a visitor who saw it once. */
  updatedAt: z.string(),
});
export type PublicPopup = z.infer<typeof publicPopupSchema>;

const popupImageSchema = z.object({ url: z.string(), alt: z.string() }).nullable();

export const popupViewSchema = publicPopupSchema.extend({
  /** Sanitised HTML (the rich-text allow-list). */
  content: z.string(),
  image: popupImageSchema,
  valid: z.boolean(),
  createdAt: z.string(),
});
export type PopupView = z.infer<typeof popupViewSchema>;

/** `GET /admin/popup` (spec 2 §7 "query; popups, total"). */
export const popupListSchema = z.object({ popups: z.array(popupViewSchema), total: z.number() });
/** `GET /popup`: the valid popups showing today. */
export const publicPopupListSchema = z.object({ popups: z.array(publicPopupSchema) });
/** `GET /popup/{id}/content`. */
export const popupContentSchema = z.object({
  id: z.number(),
  title: z.string(),
  content: z.string(),
  image: popupImageSchema,
});
export type PopupContent = z.infer<typeof popupContentSchema>;

/** Whether a popup shows on a path today (`today` as YYYY-MM-DD): its dates, and its pages when it lists some. */
export function popupShowsOn(popup: PublicPopup, path: string, today: string): boolean {
  if (popup.startDate && today < popup.startDate) return false;
  if (popup.endDate && today > popup.endDate) return false;
  if (popup.pages.length === 0) return true;
  const normalise = (p: string) => (p.length > 1 ? p.replace(/\/+$/, '') : p);
  return popup.pages.some((page) => normalise(page) === normalise(path));
}
