import * as z from 'zod';
import type { MessageKey } from '../i18n/messages.ts';
import { responsiveImageSchema } from '../site/responsive-image.ts';
import { imageUploadSchema, maxLogoBytes, type UploadedFile } from '../site/upload.ts';
import { fail, isBlank } from '../validation/issues.ts';
import { looseNumber, readNumber } from '../validation/numbers.ts';
import { richTextIsBlank } from './news.ts';

/** At most this many images a card (not in the spec: a card shows one, a few leave room for a slideshow). */
export const maxHomeCardImages = 10;

/** The fields the home card rules read, as a form or a request holds them. */
export interface HomeCardDraft {
  title?: string | null;
  description?: string | null;
  /** A number, or the text of a form's input. */
  order?: number | string | null;
  /** The images after this save, in order, each with its alternative text. */
  images?: ReadonlyArray<{ alt?: string | null }> | null;
}

/** The card's fields, and `imageMeta.<n>.alt` for the alternative text of the n-th image. */
export type HomeCardField = 'title' | 'description' | 'order' | 'images' | `imageMeta.${number}.alt`;

/** The order as a number, or null when it is blank or not a number. */
export function homeCardOrder(order: number | string | null | undefined): number | null {
  const value = readNumber(order);
  return value === undefined || Number.isNaN(value) ? null : value;
}

/**
 * The Home card rules of spec 1 §5, once for the server and the admin form: the order a number ("Order cannot be
 * empty"); title required; the description required once its tags are stripped; at least one image ("An image is
 * required"); each image's alternative text ("Alternative text is required"). Answers every failing field at once.
 */
export function homeCardIssues(draft: HomeCardDraft): Partial<Record<HomeCardField, MessageKey>> {
  const issues: Partial<Record<HomeCardField, MessageKey>> = {};
  if (homeCardOrder(draft.order) === null) issues.order = 'homeCard.orderRequired';
  if (isBlank(draft.title)) issues.title = 'news.titleRequired';
  if (richTextIsBlank(draft.description)) issues.description = 'news.descriptionRequired';
  const images = draft.images ?? [];
  if (images.length === 0) issues.images = 'service.imageRequired';
  for (const [index, image] of images.entries())
    if (isBlank(image.alt)) issues[`imageMeta.${index}.alt`] = 'product.altRequired';
  return issues;
}

const file = z.custom<UploadedFile>((v) => typeof v === 'object' && v !== null && 'data' in v);
const imageRule = imageUploadSchema(maxLogoBytes);

/**
 * One image of a card, in order: a file of this multipart body (`file`: its index in `images`) or an image the card
 * already has (`id`, on update), with its alternative text.
 */
const homeCardImageMetaSchema = z.strictObject({
  file: z.number().int().min(0).optional(),
  id: z.string().max(100, 'validation.tooLong').optional(),
  alt: z.string().max(300, 'validation.tooLong').nullish(),
});

/** A create or update body, as it reaches the home card service: the rules run there (`homeCardIssues`). */
export interface HomeCardInput {
  title: string;
  description: string;
  /** Null when blank or not a number (the rules refuse it). */
  order: number | null;
  files: UploadedFile[];
  /** The images after this save, in order; on update, one not named here is dropped. */
  imageMeta: Array<{ file?: number; id?: string; alt: string }>;
}

/**
 * `POST /admin/home-card` and `PUT /admin/home-card/{id}` (multipart: the files under `images`, PNG, JPEG or SVG up
 * to 2 MB each; `imageMeta` orders them with the kept ones and carries the alt texts). The shape is checked here;
 * `homeCardIssues` runs in the service, every field at once.
 */
export const homeCardInputSchema = z
  .strictObject({
    title: z.string().max(200, 'validation.tooLong').nullish(),
    description: z.string().max(20_000, 'validation.tooLong').nullish(),
    order: looseNumber,
    images: z.array(file).nullish(),
    imageMeta: z.array(homeCardImageMetaSchema).max(maxHomeCardImages, 'homeCard.tooManyImages').nullish(),
  })
  .superRefine((raw, ctx) => {
    const files = raw.images ?? [];
    if (files.length > maxHomeCardImages) fail(ctx, 'images', 'homeCard.tooManyImages');
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
  .transform((raw): HomeCardInput => {
    const files = raw.images ?? [];
    const metas: Array<z.infer<typeof homeCardImageMetaSchema>> =
      raw.imageMeta ?? files.map((_, index) => ({ file: index, alt: '' }));
    return {
      title: (raw.title ?? '').trim(),
      description: raw.description ?? '',
      order: homeCardOrder(raw.order),
      files,
      imageMeta: metas.map((meta) => ({
        ...(meta.file !== undefined ? { file: meta.file } : {}),
        ...(meta.id !== undefined ? { id: meta.id } : {}),
        alt: (meta.alt ?? '').trim(),
      })),
    };
  });

export const homeCardImageSchema = responsiveImageSchema.extend({ id: z.string() });
export type HomeCardImage = z.infer<typeof homeCardImageSchema>;

export const homeCardViewSchema = z.object({
  id: z.number(),
  title: z.string(),
  /** Sanitised HTML. */
  description: z.string(),
  order: z.number(),
  images: z.array(homeCardImageSchema),
});
export type HomeCardView = z.infer<typeof homeCardViewSchema>;

/** `GET /home-card` and `GET /admin/home-card`: every card of the site, by their order. */
export const homeCardListSchema = z.object({ list: z.array(homeCardViewSchema) });
export type HomeCardList = z.infer<typeof homeCardListSchema>;
