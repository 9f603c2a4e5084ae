import { randomUUID } from 'node:crypto';
import type { UploadedFile } from '@cellar/shared/site/upload';
import { ValidationError } from '../../lib/errors.ts';
import type { StoredVariantImage } from '../../repositories/media-repository.ts';
import { storeResponsiveImage } from './checked-image.ts';
import { removeImage } from './image-variants.ts';

/** An image of a list (a service's, a home card's): its own id within the list, and what is stored of it. */
export type ListedImage = StoredVariantImage & { id: string };

/** A form's list of images, in order: a new file (`file`, its index in `files`) or a kept image (`id`). */
export interface ImageListInput {
  files: readonly UploadedFile[];
  imageMeta: ReadonlyArray<{ file?: number; id?: string; alt: string }>;
}

/** Removes images with their variants (quietly: an orphan object is harmless). */
export const forgetImages = (images: readonly StoredVariantImage[]) => Promise.all(images.map(removeImage));

/**
 * The images after a save, in the order of `imageMeta`: new files (checked by their bytes, stored with their AVIF
 * and WebP widths under the key `keyFor` names) and kept ones (by id, with their new alt text). Answers them and the
 * images written, to remove if the save fails; a failure here removes what it wrote.
 */
export async function storeImageList(
  input: ImageListInput,
  previous: readonly ListedImage[],
  keyFor: (id: string, extension: string) => string,
): Promise<{ images: ListedImage[]; written: ListedImage[] }> {
  const images: ListedImage[] = [];
  const written: ListedImage[] = [];
  try {
    for (const [index, meta] of input.imageMeta.entries()) {
      if (meta.file === undefined) {
        const kept = previous.find((image) => image.id === meta.id);
        if (!kept) throw new ValidationError({ [`imageMeta.${index}`]: ['validation.invalidValue'] });
        images.push({ ...kept, alt: meta.alt });
        continue;
      }
      const id = randomUUID();
      const { key, width, height, widths } = await storeResponsiveImage(
        input.files[meta.file]!,
        `images.${meta.file}`,
        (extension) => keyFor(id, extension),
      );
      const image = { id, key, alt: meta.alt, width, height, widths };
      written.push(image);
      images.push(image);
    }
  } catch (error) {
    await forgetImages(written);
    throw error;
  }
  return { images, written };
}
