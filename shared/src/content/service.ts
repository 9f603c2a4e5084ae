import * as z from 'zod';
import type { MessageKey } from '../i18n/messages.ts';
import { responsiveImageSchema } from '../site/responsive-image.ts';
import { imageUploadSchema, maxLogoBytes, type UploadedFile } from '../site/upload.ts';
import { fail, isBlank } from '../validation/issues.ts';
import { readNumber } from '../validation/numbers.ts';

/** A price of -1 means "on request" (spec 1 §5 "Service": "price not negative, with -1 allowed"). */
export const priceOnRequest = -1;

/** At most this many images a service (not in the spec: a list card shows the first, a gallery the others). */
export const maxServiceImages = 10;

/** The fields the service rules read, as a form or a request holds them. */
export interface ServiceDraft {
  title?: string | null;
  metaDescription?: string | null;
  /** A number, or the text of a form's input (blank is no price). */
  price?: number | string | null;
  tags?: readonly string[] | null;
}

export interface ServiceRuleContext {
  /** The service has at least one image after this save (required on ADD only). */
  hasImage: boolean;
  /** Creating a service: the spec asks for an image on ADD. */
  isAdd: boolean;
}

export type ServiceField = 'title' | 'metaDescription' | 'price' | 'tags' | 'images';

/** The price as a number, or null when it is blank or not a number. */
export function servicePrice(price: number | string | null | undefined): number | null {
  const value = readNumber(price);
  // Past 2^53 (1e308…) reads as NaN: no one types it, and DynamoDB would refuse to store it.
  return value === undefined || Number.isNaN(value) ? null : value;
}

/**
 * The Service rules of spec 1 §5, once for the server and the admin form: title and meta description
 * required; the price not negative, -1 allowed ("Price must be a positive value"); at least one tag
 * ("A tag is required"); an image on ADD. Answers every failing field at once, each with its message key.
 */
export function serviceIssues(
  draft: ServiceDraft,
  context: ServiceRuleContext,
): Partial<Record<ServiceField, MessageKey>> {
  const issues: Partial<Record<ServiceField, MessageKey>> = {};
  if (isBlank(draft.title)) issues.title = 'service.titleRequired';
  if (isBlank(draft.metaDescription)) issues.metaDescription = 'service.metaDescriptionRequired';
  const price = servicePrice(draft.price);
  if (price === null || (price < 0 && price !== priceOnRequest)) issues.price = 'service.pricePositive';
  if (!(draft.tags ?? []).some((tag) => !isBlank(tag))) issues.tags = 'service.tagRequired';
  if (context.isAdd && !context.hasImage) issues.images = 'service.imageRequired';
  return issues;
}

const text = z.string().max(200, 'validation.tooLong').nullish();
const file = z.custom<UploadedFile>((v) => typeof v === 'object' && v !== null && 'data' in v);
const flag = z.union([z.boolean(), z.enum(['true', 'false'])]).nullish();
const imageRule = imageUploadSchema(maxLogoBytes);

/**
 * One image of a service, in order: a file of this multipart body (`file`: its index in `images`) or an image
 * the service already has (`id`, on update), with its alternative text.
 */
const serviceImageMetaSchema = z.strictObject({
  file: z.number().int().min(0).optional(),
  id: z.string().max(100, 'validation.tooLong').optional(),
  alt: z.string().max(300, 'validation.tooLong').nullish(),
});
type ServiceImageMeta = z.infer<typeof serviceImageMetaSchema>;

/** A create or update body, as it reaches the service's service: the rules run there (`serviceIssues`). */
export interface ServiceInput {
  title: string;
  metaDescription: string;
  price: number | null;
  tags: string[];
  files: UploadedFile[];
  /** The images after this save, in order; on update, one not named here is dropped. */
  imageMeta: Array<{ file?: number; id?: string; alt: string }>;
  /** Null when not sent: a new service is valid, an update keeps what it was. */
  valid: boolean | null;
}

/**
 * `POST /admin/service` and `PUT /admin/service/{id}` (multipart: the files under `images`, PNG, JPEG or
 * SVG up to 2 MB each; `imageMeta` orders them with the kept ones and carries the alt texts; `tags` a JSON
 * array or one tag). The shape is checked here; `serviceIssues` runs in the service, every field at once.
 */
export const serviceInputSchema = z
  .strictObject({
    title: text,
    metaDescription: z.string().max(500, 'validation.tooLong').nullish(),
    price: z.union([z.number(), z.string().max(30, 'validation.tooLong')]).nullish(),
    tags: z.union([z.array(z.string().max(100, 'validation.tooLong')).max(50), z.string().max(100)]).nullish(),
    image: file.nullish(),
    images: z.array(file).nullish(),
    imageMeta: z.array(serviceImageMetaSchema).max(maxServiceImages, 'service.tooManyImages').nullish(),
    valid: flag,
  })
  .superRefine((raw, ctx) => {
    const files = [...(raw.images ?? []), ...(raw.image ? [raw.image] : [])];
    if (files.length > maxServiceImages) fail(ctx, 'images', 'service.tooManyImages');
    for (const [index, one] of files.entries()) {
      const checked = imageRule.safeParse(one);
      if (!checked.success) fail(ctx, `images.${index}`, checked.error.issues[0]!.message as MessageKey);
    }
    for (const [index, meta] of (raw.imageMeta ?? []).entries()) {
      const both = meta.file !== undefined && meta.id !== undefined;
      const neither = meta.file === undefined && meta.id === undefined;
      if (both || neither || (meta.file !== undefined && meta.file >= files.length))
        fail(ctx, `imageMeta.${index}`, 'validation.invalidValue');
    }
  })
  .transform((raw): ServiceInput => {
    const files = [...(raw.images ?? []), ...(raw.image ? [raw.image] : [])];
    const tags = typeof raw.tags === 'string' ? [raw.tags] : (raw.tags ?? []);
    return {
      title: (raw.title ?? '').trim(),
      metaDescription: (raw.metaDescription ?? '').trim(),
      price: servicePrice(raw.price),
      tags: [...new Set(tags.map((tag) => tag.trim()).filter((tag) => tag !== ''))],
      files,
      imageMeta: (raw.imageMeta ?? files.map((_, index): ServiceImageMeta => ({ file: index }))).map((meta) => ({
        ...(meta.file !== undefined ? { file: meta.file } : {}),
        ...(meta.id !== undefined ? { id: meta.id } : {}),
        alt: (meta.alt ?? '').trim(),
      })),
      valid: raw.valid === undefined || raw.valid === null ? null : raw.valid === true || raw.valid === 'true',
    };
  });

export const serviceImageSchema = responsiveImageSchema.extend({ id: z.string() });
export type ServiceImage = z.infer<typeof serviceImageSchema>;

export const serviceViewSchema = z.object({
  id: z.number(),
  title: z.string(),
  metaDescription: z.string(),
  /** -1: on request. */
  price: z.number(),
  tags: z.array(z.string()),
  images: z.array(serviceImageSchema),
  order: z.number(),
  valid: z.boolean(),
});
export type ServiceView = z.infer<typeof serviceViewSchema>;

/** `GET /service` and `GET /admin/service`: one page, its total and its number (the news lists' shape). */
export const serviceListSchema = z.object({ list: z.array(serviceViewSchema), total: z.number(), current: z.number() });
export type ServiceList = z.infer<typeof serviceListSchema>;

/** `GET /admin/service/tag`: the tags the site's services use, sorted, for the form's suggestions. */
export const serviceTagsSchema = z.object({ tags: z.array(z.string()) });
