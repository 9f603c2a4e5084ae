import { randomUUID } from 'node:crypto';
import type {
  ElementField,
  ElementImage,
  ElementInputValues,
  ElementValueView,
  ImagePairInput,
  ImageRef,
} from '@cellar/shared/content/element';
import type { UploadedFile } from '@cellar/shared/site/upload';
import type { SiteId } from '../../data/site-id.ts';
import { ValidationError } from '../../lib/errors.ts';
import type { StoredElementImage, StoredElementValue, StoredImagePair } from '../../repositories/element-repository.ts';
import { mediaRepository } from '../../repositories/media-repository.ts';
import type { SiteFileRecord } from '../../repositories/site-file-repository.ts';
import { forgetImages, storeImageList } from '../common/image-list.ts';
import { responsiveImage } from '../common/image-variants.ts';
import { downloadPath } from './site-file-service.ts';

const asImages = (value: StoredElementValue | undefined): StoredElementImage[] => {
  if (Array.isArray(value)) return value.filter((v): v is StoredElementImage => typeof v === 'object' && 'key' in v);
  return value && typeof value === 'object' && 'key' in value ? [value as StoredElementImage] : [];
};
const asPairs = (value: StoredElementValue | undefined): StoredImagePair[] =>
  Array.isArray(value) ? value.filter((v): v is StoredImagePair => typeof v === 'object' && 'before' in v) : [];

/** Every image a stored item's values hold (to remove them with it). */
export function imagesOf(fields: readonly ElementField[], values: Record<string, StoredElementValue>) {
  return fields.flatMap((field) => {
    const value = values[field.key];
    if (field.type === 'IMAGE_PAIR') return asPairs(value).flatMap((pair) => [pair.before, pair.after]);
    return field.type === 'IMAGE' || field.type === 'IMAGES' ? asImages(value) : [];
  });
}

const refMeta = (ref: ImageRef) => ('file' in ref ? { file: ref.file, alt: ref.alt } : { id: ref.id, alt: ref.alt });

/**
 * The values to store: images sent as files are checked by their bytes and stored with their AVIF and WebP widths,
 * kept ones (by id, within the same field) keep what was stored with their new alt text; the rest as checked. Answers
 * the values and the images written (to remove if the save fails); a failure here removes what it wrote.
 */
export async function storeValues(
  site: SiteId,
  fields: readonly ElementField[],
  input: ElementInputValues,
  files: readonly UploadedFile[],
  previous: Record<string, StoredElementValue>,
): Promise<{ values: Record<string, StoredElementValue>; written: StoredElementImage[] }> {
  const keyFor = (id: string, extension: string) => mediaRepository.elementImageKey(site, id, extension);
  const values: Record<string, StoredElementValue> = {};
  const written: StoredElementImage[] = [];
  const store = async (refs: readonly ImageRef[], kept: readonly StoredElementImage[]) => {
    const stored = await storeImageList({ files, imageMeta: refs.map(refMeta) }, kept, keyFor);
    written.push(...stored.written);
    return stored.images;
  };
  try {
    for (const field of fields) {
      const value = input[field.key] ?? null;
      const before = previous[field.key];
      if (field.type === 'IMAGE') {
        values[field.key] = value ? ((await store([value as ImageRef], asImages(before)))[0] ?? null) : null;
      } else if (field.type === 'IMAGES') {
        values[field.key] = await store((value ?? []) as ImageRef[], asImages(before));
      } else if (field.type === 'IMAGE_PAIR') {
        const pairs = [...((value ?? []) as ImagePairInput[])].sort((a, b) => a.order - b.order);
        const kept = asPairs(before).flatMap((pair) => [pair.before, pair.after]);
        const images = await store(
          pairs.flatMap((pair) => [pair.before, pair.after]),
          kept,
        );
        values[field.key] = pairs.map((pair, index) => ({
          id: pair.id ?? randomUUID(),
          order: index,
          before: images[index * 2]!,
          after: images[index * 2 + 1]!,
        }));
      } else {
        values[field.key] = value as StoredElementValue;
      }
    }
  } catch (error) {
    await forgetImages(written);
    throw error;
  }
  return { values, written };
}

/** The site files a FILES value names must exist (the site's files area, spec 1 §2 `/files`). */
export function checkFiles(
  fields: readonly ElementField[],
  input: ElementInputValues,
  siteFiles: ReadonlyMap<number, SiteFileRecord>,
): void {
  const issues: Record<string, ['element.fileNotFound']> = {};
  for (const field of fields.filter((f) => f.type === 'FILES'))
    ((input[field.key] ?? []) as number[]).forEach((id, index) => {
      if (!siteFiles.has(id)) issues[`values.${field.key}.${index}`] = ['element.fileNotFound'];
    });
  if (Object.keys(issues).length > 0) throw new ValidationError(issues);
}

const imageView = (image: StoredElementImage): ElementImage => ({ id: image.id, ...responsiveImage(image) });

/** A value as read: images with their `srcset`s, files with their download path (those still there). */
export function valueView(
  site: SiteId,
  field: ElementField,
  value: StoredElementValue | undefined,
  siteFiles: ReadonlyMap<number, SiteFileRecord>,
): ElementValueView {
  switch (field.type) {
    case 'IMAGE':
      return asImages(value).map(imageView)[0] ?? null;
    case 'IMAGES':
      return asImages(value).map(imageView);
    case 'IMAGE_PAIR':
      return asPairs(value).map((pair) => ({
        id: pair.id,
        order: pair.order,
        before: imageView(pair.before),
        after: imageView(pair.after),
      }));
    case 'FILES':
      return (Array.isArray(value) ? (value as number[]) : []).flatMap((id) => {
        const file = siteFiles.get(id);
        return file ? [{ id, name: file.name, downloadPath: downloadPath(site, file) }] : [];
      });
    default:
      return (value ?? null) as ElementValueView;
  }
}
