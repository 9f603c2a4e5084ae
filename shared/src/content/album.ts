import * as z from 'zod';
import type { MessageKey } from '../i18n/messages.ts';
import { responsiveImageSchema } from '../site/responsive-image.ts';
import { imageUploadSchema, maxLargeImageBytes, type UploadedFile } from '../site/upload.ts';
import { fail, isBlank } from '../validation/issues.ts';

/** Images sent in one `POST /admin/album/images/{id}` (the admin sends them one by one, each up to 5 MB). */
export const maxAlbumImagesPerUpload = 10;
/** Images an album holds at most (they live in the album's one item). */
export const maxAlbumImages = 200;

/** The fields the album rules read, as the form or a request holds them. */
export interface AlbumDraft {
  title?: string | null;
  images?: readonly { alt?: string | null }[] | null;
}

/**
 * The album rules, once for the server and the admin form: a title, and an alternative text on every image
 * (`images.<i>.alt`). Answers every failing field at once, each with its message key.
 */
export function albumIssues(draft: AlbumDraft): Record<string, MessageKey> {
  const issues: Record<string, MessageKey> = {};
  if (isBlank(draft.title)) issues.title = 'album.titleRequired';
  (draft.images ?? []).forEach((image, i) => {
    if (isBlank(image.alt)) issues[`images.${i}.alt`] = 'product.altRequired';
  });
  return issues;
}

const trimmed = (value: string | null | undefined): string => (value ?? '').trim();
const id = z.number().int().positive();
const alt = z.string().max(300, 'validation.tooLong').nullish();

/**
 * `POST /admin/album` and `PUT /admin/album/{id}`. On update, `images` (when sent) is the album's images with their
 * alt texts: an image left out is removed from the album.
 */
export const albumInputSchema = z
  .strictObject({
    title: z.string().max(200, 'validation.tooLong').nullish(),
    description: z.string().max(2000, 'validation.tooLong').nullish(),
    images: z.array(z.strictObject({ id, alt })).max(maxAlbumImages, 'album.tooManyImages').nullish(),
  })
  .superRefine((raw, ctx) => {
    for (const [field, key] of Object.entries(albumIssues(raw))) fail(ctx, field, key);
  })
  .transform((raw) => ({
    title: trimmed(raw.title),
    description: trimmed(raw.description),
    images: raw.images ? raw.images.map((image) => ({ id: image.id, alt: trimmed(image.alt) })) : null,
  }));
export type AlbumInput = z.infer<typeof albumInputSchema>;

const imageRule = imageUploadSchema(Number.POSITIVE_INFINITY);

/** An image to add: a file of the request, or one waiting under the site's uploads (`uploadKey`). */
export type AlbumImageUpload = { file: UploadedFile; alt: string } | { uploadKey: string; alt: string };
const file = z.custom<UploadedFile>((v) => typeof v === 'object' && v !== null && 'data' in v);

/**
 * `POST /admin/album/images/{id}` (multipart): files under `images` (or one under `image`), PNG, JPEG or SVG up to
 * 5 MB each, and `alts`, their alternative texts in the same order (required). A file too large for a request (a
 * Lambda takes 6 MB, base64 adds a third) is sent first by presigned POST and named in `uploadKeys` (after the files,
 * its alt text after theirs).
 */
export const albumImagesUploadSchema = z
  .strictObject({
    image: file.nullish(),
    images: z.array(file).nullish(),
    uploadKeys: z.array(z.string().min(1).max(300)).nullish(),
    // One image's alt text may come as a plain text field.
    alts: z
      .union([z.string(), z.array(z.string())])
      .transform((alts) => (typeof alts === 'string' ? [alts] : alts))
      .pipe(z.array(z.string().max(300, 'validation.tooLong')).max(maxAlbumImagesPerUpload))
      .nullish(),
  })
  .superRefine((raw, ctx) => {
    const files = [...(raw.images ?? []), ...(raw.image ? [raw.image] : [])];
    const count = files.length + (raw.uploadKeys?.length ?? 0);
    if (count === 0) return fail(ctx, 'images', 'album.imagesRequired');
    if (count > maxAlbumImagesPerUpload) return fail(ctx, 'images', 'album.tooManyPerUpload');
    files.forEach((upload, i) => {
      const checked = imageRule.safeParse(upload);
      if (!checked.success) fail(ctx, `images.${i}`, checked.error.issues[0]!.message as MessageKey);
      else if (upload.size > maxLargeImageBytes) fail(ctx, `images.${i}`, 'product.imageTooBig');
    });
    for (let i = 0; i < count; i++) if (isBlank(raw.alts?.[i])) fail(ctx, `alts.${i}`, 'product.altRequired');
  })
  .transform((raw): AlbumImageUpload[] => {
    const files = [...(raw.images ?? []), ...(raw.image ? [raw.image] : [])];
    const sent: AlbumImageUpload[] = files.map((upload, i) => ({ file: upload, alt: trimmed(raw.alts?.[i]) }));
    (raw.uploadKeys ?? []).forEach((uploadKey, i) =>
      sent.push({ uploadKey, alt: trimmed(raw.alts?.[files.length + i]) }),
    );
    return sent;
  });

/** `PUT /admin/album/cover/{id}`: one of the album's images. */
export const albumCoverSchema = z.strictObject({ idImageCover: id });

/** `PUT /admin/album/{id}/order`: the album's image ids in their new order (every one, once). */
export const albumOrderSchema = z.strictObject({ order: z.array(id).max(maxAlbumImages, 'album.tooManyImages') });

/** An album image (spec 1 §3: id, order, alt, onlineImage); `onlineImage` is the picture with its variants. */
export const albumImageViewSchema = z.object({
  id: z.number(),
  order: z.number(),
  alt: z.string(),
  onlineImage: responsiveImageSchema,
});
export type AlbumImageView = z.infer<typeof albumImageViewSchema>;

/** An album (spec 1 §3: id, title, description, idImageCover, images), its images in order. */
export const albumViewSchema = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  idImageCover: z.number().nullable(),
  images: z.array(albumImageViewSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AlbumView = z.infer<typeof albumViewSchema>;

/** A line of the admin's list: the cover's picture and how many images, not the images. */
export const albumSummarySchema = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  idImageCover: z.number().nullable(),
  cover: responsiveImageSchema.nullable(),
  imageCount: z.number(),
});
export type AlbumSummary = z.infer<typeof albumSummarySchema>;

export const albumListSchema = z.object({ list: z.array(albumSummarySchema), total: z.number(), current: z.number() });
export type AlbumList = z.infer<typeof albumListSchema>;
