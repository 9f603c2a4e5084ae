import { imageTypes, type UploadedFile } from '@cellar/shared/site/upload';
import { mediaRepository } from '../../repositories/media-repository.ts';
import { assertImageContent } from './image-content.ts';
import { createVariants, removeImage, type ImageVariants } from './image-variants.ts';

/**
 * Stores an image a form sent, its bytes checked first (a renamed or scripted file is refused on `field`), under the
 * key `keyFor` builds from its extension; answers that key. An award's or a news item's one image is stored this way.
 */
export async function storeCheckedImage(
  image: Pick<UploadedFile, 'data' | 'contentType'>,
  field: string,
  keyFor: (extension: string) => string,
): Promise<string> {
  assertImageContent(image, field);
  const key = keyFor(imageTypes[image.contentType]!);
  await mediaRepository.put(key, image.data, image.contentType);
  return key;
}

/**
 * `storeCheckedImage`, then its AVIF and WebP variants (image-variants.ts); answers the key with what to record
 * (size and variant widths). If the variants fail, the original goes too.
 */
export async function storeResponsiveImage(
  image: Pick<UploadedFile, 'data' | 'contentType'>,
  field: string,
  keyFor: (extension: string) => string,
): Promise<ImageVariants & { key: string }> {
  const key = await storeCheckedImage(image, field, keyFor);
  try {
    return { key, ...(await createVariants(key, image.data, image.contentType)) };
  } catch (error) {
    await removeImage({ key });
    throw error;
  }
}
