import * as z from 'zod';

/** A file of a multipart body, as the pipeline hands it to the route's schema. */
export interface UploadedFile {
  filename: string;
  contentType: string;
  size: number;
  data: Uint8Array;
}

/** The media extensions of images (spec 1 §9). */
export const imageTypes: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/svg+xml': 'svg' };
const imageExtensions = /\.(svg|jpe?g|png)$/i;

/** An uploaded image of an allowed type, at most `maxBytes` (the spec's message names the limit). */
export function imageUploadSchema(maxBytes: number) {
  return z
    .custom<UploadedFile>((v) => typeof v === 'object' && v !== null && 'data' in v, 'media.imageRequired')
    .superRefine((file, ctx) => {
      if (!(file.contentType in imageTypes) || !imageExtensions.test(file.filename))
        ctx.addIssue({ code: 'custom', message: 'media.invalidImageType' });
      else if (file.size > maxBytes) ctx.addIssue({ code: 'custom', message: 'media.imageTooBig' });
    });
}

/** "Image is too big, maximum 2Mb": logos and banners. */
export const maxLogoBytes = 2 * 1024 * 1024;
export const logoUploadSchema = z.strictObject({ image: imageUploadSchema(maxLogoBytes) });
