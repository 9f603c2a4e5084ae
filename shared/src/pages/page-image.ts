import * as z from 'zod';
import { imageUploadSchema, maxLargeImageBytes } from '../site/upload.ts';

/** Page images: 5 MB at most ("Image file cannot be more than 5 mb"), PNG, JPEG or SVG, checked by content. */
export const maxPageImageBytes = maxLargeImageBytes;

/** Online images are listed 50 per page (spec 2 §9). */
export const pageImagesPerPage = 50;

const alt = z.string().trim().max(300, 'validation.tooLong');
const name = z.string().trim().max(200, 'validation.tooLong');

/**
 * A page image's file: the type checks of every image upload, and the 5 MB limit with the spec's own message (the
 * shared schema's is the 2 MB one of logos).
 */
const pageImageFileSchema = imageUploadSchema(Number.POSITIVE_INFINITY).superRefine((file, ctx) => {
  if (typeof file?.size === 'number' && file.size > maxPageImageBytes)
    ctx.addIssue({ code: 'custom', message: 'product.imageTooBig' });
});

/** `POST /admin/page/image` (multipart): the file and its texts. */
export const pageImageUploadSchema = z.strictObject({
  image: pageImageFileSchema,
  alt: alt.nullish(),
  name: name.nullish(),
});

/** `POST /admin/page/add-image`: registers a file sent to S3 by the presigned POST of `/authentication`. */
export const pageImageAddSchema = z.strictObject({
  key: z.string().trim().min(1).max(500),
  alt: alt.nullish(),
  name: name.nullish(),
});

/** `PUT /admin/page/image/{id}`. */
export const pageImageUpdateSchema = z.strictObject({ alt: alt.nullish(), name: name.nullish() });

export const pageImageViewSchema = z.object({
  id: z.number(),
  url: z.string(),
  name: z.string(),
  alt: z.string(),
  contentType: z.string(),
  size: z.number(),
  createdAt: z.string(),
});
export type PageImageView = z.infer<typeof pageImageViewSchema>;
