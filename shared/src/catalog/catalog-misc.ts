import * as z from 'zod';
import { imageTypes } from '../site/upload.ts';
import { fail, isBlank } from '../validation/issues.ts';
import { maxProductImageBytes } from './product.ts';

/** A product detail type: the name of a product feature ("Terroir", "Élevage"), owned by the site. */
export const detailsTypeInputSchema = z
  .strictObject({ name: z.string().max(100, 'validation.tooLong').nullish() })
  .superRefine((raw, ctx) => {
    if (isBlank(raw.name)) fail(ctx, 'name', 'detailsType.nameRequired');
  })
  .transform((raw) => ({ name: raw.name!.trim() }));

export const detailsTypeViewSchema = z.object({ id: z.number(), name: z.string() });
export type DetailsTypeView = z.infer<typeof detailsTypeViewSchema>;

/** Asks where to send an image too large for a multipart body: its name, type and size are bounded here and in the POST
 * policy. */
export const imageUploadUrlBodySchema = z
  .strictObject({
    filename: z.string().trim().min(1, 'validation.required').max(200, 'validation.tooLong'),
    contentType: z.string().max(100, 'validation.tooLong'),
    size: z.number().int().positive(),
  })
  .superRefine((raw, ctx) => {
    if (!(raw.contentType in imageTypes) || !/\.(svg|jpe?g|png)$/i.test(raw.filename))
      fail(ctx, 'filename', 'media.invalidImageType');
    else if (raw.size > maxProductImageBytes) fail(ctx, 'size', 'product.imageTooBig');
  });

/** A presigned POST: send `fields` then the file (as `file`) to `url`; then name the image by `uploadKey`. */
export const imageUploadUrlSchema = z.object({
  url: z.string(),
  fields: z.record(z.string(), z.string()),
  uploadKey: z.string(),
  expiresAt: z.string(),
});
