import { randomUUID } from 'node:crypto';
import { maxProductImageBytes, type ProductInput } from '@cellar/shared/catalog/product';
import { imageTypes } from '@cellar/shared/site/upload';
import type { SiteId } from '../../data/site-id.ts';
import { ValidationError } from '../../lib/errors.ts';
import { logger } from '../../lib/logger.ts';
import { mediaRepository } from '../../repositories/media-repository.ts';
import type { StoredImage } from '../../repositories/product-records.ts';
import { assertImageContent } from '../common/image-content.ts';

/** A presigned upload waits this long for its file; the bucket forgets unclaimed uploads after a day. */
export const uploadUrlSeconds = 15 * 60;

const typeOfExtension = Object.fromEntries(Object.entries(imageTypes).map(([type, extension]) => [extension, type]));

/** What saving a product's images did, to finish (or undo) once the product is written. */
export interface StoredImages {
  images: StoredImage[];
  /** Objects written for this save: removed if the product cannot be written. */
  written: string[];
  /** Objects no longer used once the product is written (dropped images, claimed uploads). */
  obsolete: string[];
}

async function removeQuietly(keys: readonly string[]): Promise<void> {
  // A failure only leaves an orphan object behind; the product is what matters.
  await Promise.all(
    keys.map((key) =>
      mediaRepository
        .remove(key)
        .catch((error: Error) => logger.warn('media not removed', { key, error: error.message })),
    ),
  );
}

/**
 * Puts a product's images in the media bucket, in the order of `imageMeta`: files of the multipart
 * body, files sent beforehand by presigned POST (checked again here: s3rver ignores POST policies,
 * and no policy checks the bytes), and images the product already has (by id). Each new object gets
 * a new key, so it can be cached for a year.
 */
export async function storeImages(
  site: SiteId,
  idProduct: number,
  input: Pick<ProductInput, 'files' | 'imageMeta'>,
  previous: readonly StoredImage[],
): Promise<StoredImages> {
  const images: StoredImage[] = [];
  const written: string[] = [];
  const claimed: string[] = [];
  try {
    for (const [index, meta] of input.imageMeta.entries()) {
      const field = `imageMeta.${index}`;
      if (meta.id !== undefined && meta.file === undefined && meta.uploadKey === undefined) {
        const kept = previous.find((image) => image.id === meta.id);
        if (!kept) throw new ValidationError({ [field]: ['validation.invalidValue'] });
        images.push({ ...kept, alt: meta.alt });
        continue;
      }
      let data: Uint8Array;
      let contentType: string;
      if (meta.file !== undefined) {
        const file = input.files[meta.file]!;
        assertImageContent(file, `images.${meta.file}`);
        ({ data, contentType } = file);
      } else {
        const key = meta.uploadKey!;
        if (!mediaRepository.isUploadOf(site, key)) throw new ValidationError({ [field]: ['validation.invalidValue'] });
        const uploaded = await mediaRepository.get(key);
        if (!uploaded) throw new ValidationError({ [field]: ['product.uploadMissing'] });
        if (uploaded.data.byteLength > maxProductImageBytes)
          throw new ValidationError({ [field]: ['product.imageTooBig'] });
        contentType = typeOfExtension[key.split('.').pop() ?? ''] ?? uploaded.contentType;
        data = uploaded.data;
        assertImageContent({ data, contentType }, field);
        claimed.push(key);
      }
      const id = randomUUID();
      const key = mediaRepository.productImageKey(site, idProduct, id, imageTypes[contentType]!);
      await mediaRepository.put(key, data, contentType);
      written.push(key);
      images.push({ id, key, alt: meta.alt });
    }
  } catch (error) {
    await removeQuietly(written);
    throw error;
  }
  const kept = new Set(images.map((image) => image.key));
  return {
    images,
    written,
    obsolete: [...previous.filter((image) => !kept.has(image.key)).map((image) => image.key), ...claimed],
  };
}

/** After the product is written: the objects it no longer uses go. After a failure: the new ones. */
export const finishImages = {
  saved: (stored: StoredImages) => removeQuietly(stored.obsolete),
  failed: (stored: StoredImages) => removeQuietly(stored.written),
  removeAll: (images: readonly StoredImage[]) => removeQuietly(images.map((image) => image.key)),
};

/** A presigned POST for one image too large for a multipart body: its key, type and size pinned. */
export async function imageUploadUrl(site: SiteId, body: { contentType: string }) {
  const key = mediaRepository.uploadKey(site, randomUUID(), imageTypes[body.contentType]!);
  const post = await mediaRepository.presignedPost(key, body.contentType, maxProductImageBytes, uploadUrlSeconds);
  return { url: post.url, fields: post.fields, uploadKey: key, expiresAt: post.expiresAt };
}
