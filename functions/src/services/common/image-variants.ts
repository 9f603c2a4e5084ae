import {
  imageVariantFormats,
  imageVariantWidths,
  type ImageVariantFormat,
  type ResponsiveImage,
} from '@cellar/shared/site/responsive-image';
import { logger } from '../../lib/logger.ts';
import { mediaRepository, type StoredVariantImage } from '../../repositories/media-repository.ts';

/** What is recorded with a stored image: its size (null for an SVG) and the widths of its variants. */
export interface ImageVariants {
  width: number | null;
  height: number | null;
  widths: number[];
}

const noVariants: ImageVariants = { width: null, height: null, widths: [] };

/**
 * The widths an image of `originalWidth` px is resized to: the standard widths it covers, plus its own width when it
 * lies between two of them (a 500 px photo gives 320 and 500: never upscaled, never only a smaller copy).
 */
export function variantWidths(originalWidth: number): number[] {
  const covered: number[] = imageVariantWidths.filter((width) => width <= originalWidth);
  const largest = imageVariantWidths[imageVariantWidths.length - 1]!;
  return originalWidth < largest && !covered.includes(originalWidth) ? [...covered, originalWidth] : covered;
}

/** `sites/1/news/abc.png` → `sites/1/news/abc-640.webp`: next to the original, so removing them is easy. */
export function variantKey(key: string, width: number, format: ImageVariantFormat): string {
  return `${key.replace(/\.[^./]+$/, '')}-${width}.${format}`;
}

// Loaded when an image is resized, not when the Lambda starts: sharp is a native module (external to the bundle).
const loadSharp = async () => (await import('sharp')).default;

const contentTypes: Record<ImageVariantFormat, string> = { avif: 'image/avif', webp: 'image/webp' };

/**
 * Makes and stores the AVIF and WebP variants of a stored raster image (PNG or JPEG; an SVG scales by itself and gets
 * none). AVIF is encoded with a low effort: this runs within the request.
 */
export async function createVariants(key: string, data: Uint8Array, contentType: string): Promise<ImageVariants> {
  if (contentType !== 'image/png' && contentType !== 'image/jpeg') return noVariants;
  const sharp = await loadSharp();
  const metadata = await sharp(data).metadata();
  // A photo turned by its EXIF orientation is shown turned: its displayed size is the one that counts.
  const { width, height } = metadata.autoOrient ?? metadata;
  if (!width || !height) return noVariants;
  const widths = variantWidths(width);
  // A large photo is decoded once, down to the largest variant; the others are resized from that copy.
  const base = await sharp(data)
    .rotate()
    .resize({ width: widths[widths.length - 1]!, withoutEnlargement: true })
    // 8-bit sRGB, whatever the original (a CMYK JPEG, a 16-bit PNG): the raw copy is read back as such.
    .toColourspace('srgb')
    .raw({ depth: 'uchar' })
    .toBuffer({ resolveWithObject: true });
  const written: string[] = [];
  try {
    for (const target of widths) {
      const resized = sharp(base.data, { raw: base.info }).resize({ width: target, withoutEnlargement: true });
      await Promise.all(
        imageVariantFormats.map(async (format) => {
          const encoded =
            format === 'avif'
              ? resized.clone().avif({ quality: 55, effort: 2 })
              : resized.clone().webp({ quality: 80 });
          const variant = variantKey(key, target, format);
          await mediaRepository.put(variant, new Uint8Array(await encoded.toBuffer()), contentTypes[format]);
          written.push(variant);
        }),
      );
    }
  } catch (error) {
    await removeKeys(written);
    throw error;
  }
  return { width, height, widths };
}

async function removeKeys(keys: readonly string[]): Promise<void> {
  // A failure only leaves an orphan object behind; the record is what matters.
  await Promise.all(
    keys.map((key) =>
      mediaRepository
        .remove(key)
        .catch((error: Error) => logger.warn('media not removed', { key, error: error.message })),
    ),
  );
}

/** Every object of a stored image: the original and its variants. */
export function imageKeys(image: Pick<StoredVariantImage, 'key' | 'widths'>): string[] {
  return [
    image.key,
    ...(image.widths ?? []).flatMap((width) =>
      imageVariantFormats.map((format) => variantKey(image.key, width, format)),
    ),
  ];
}

/** Removes a stored image and its variants (quietly: an orphan object is harmless). */
export async function removeImage(image: Pick<StoredVariantImage, 'key' | 'widths'> | null | undefined): Promise<void> {
  if (image) await removeKeys(imageKeys(image));
}

/** The storefront's view of a stored image: the original's URL and a `srcset` per variant format. */
export function responsiveImage(image: StoredVariantImage): ResponsiveImage {
  const srcset = (format: ImageVariantFormat) =>
    (image.widths ?? [])
      .map((width) => `${mediaRepository.url(variantKey(image.key, width, format))} ${width}w`)
      .join(', ');
  return {
    url: mediaRepository.url(image.key) ?? '',
    alt: image.alt,
    width: image.width ?? null,
    height: image.height ?? null,
    srcset: srcset('webp'),
    avifSrcset: srcset('avif'),
  };
}
