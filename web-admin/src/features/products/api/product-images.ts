import { maxMultipartBytes } from '@cellar/shared/catalog/product';
import type { UploadedFile } from '@cellar/shared/site/upload';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import type { ImageItem } from '../../../components/kit/images-field.tsx';

/** One image of a product as the API takes it (`imageMeta`, in order). */
export interface ProductImageMeta {
  /** A file of this body: its index in the multipart part `images`. */
  file?: number;
  /** A file sent beforehand through a presigned POST. */
  uploadKey?: string;
  /** An image the product already has (update only). */
  id?: string;
  alt: string;
}

/** What a product body carries of its images. */
export interface ProductImagesPart {
  images: File[];
  imageMeta: ProductImageMeta[];
}

/** The bytes of the new files of the list. */
export const newFilesBytes = (items: readonly ImageItem[]): number =>
  items.reduce((sum, item) => sum + (item.file?.size ?? 0), 0);

/**
 * The images as the rules read them before anything is sent: every new file as an uploaded file
 * (name, type and size; no bytes) and the metadata in order. The rules check types, sizes, alt texts
 * and that there is at least one image.
 */
export function imagesForRules(items: readonly ImageItem[]): { images: UploadedFile[]; imageMeta: ProductImageMeta[] } {
  const images: UploadedFile[] = [];
  const imageMeta = items.map((item): ProductImageMeta => {
    if (item.file) {
      images.push({
        filename: item.file.name,
        contentType: item.file.type,
        size: item.file.size,
        data: new Uint8Array(0),
      });
      return { file: images.length - 1, alt: item.alt };
    }
    return { id: item.id ?? '', alt: item.alt };
  });
  return { images, imageMeta };
}

/**
 * Sends one file through a presigned POST (`adminProductImageUploadUrl`): the policy's `fields`
 * first, then the file as `file`, to `url` (the media bucket). Answers the `uploadKey` that names
 * the file in the product's `imageMeta`.
 */
export async function uploadThroughPresignedPost(
  api: ApiClient,
  file: File,
  fetchImpl: typeof fetch = (...args) => globalThis.fetch(...args),
): Promise<string> {
  const target = await api.call('adminProductImageUploadUrl', {
    body: { filename: file.name, contentType: file.type, size: file.size },
  });
  const form = new FormData();
  for (const [name, value] of Object.entries(target.fields)) form.append(name, value);
  form.append('file', file, file.name);
  const answer = await fetchImpl(target.url, { method: 'POST', body: form });
  if (!answer.ok) throw new Error(`upload failed: ${answer.status}`);
  return target.uploadKey;
}

/**
 * The images part of a product body. New files go in the multipart part `images` while their total
 * stays within `maxMultipartBytes` (Lambda takes 6 MB per request, base64 adds a third); beyond it,
 * each new file is sent first through a presigned POST and named by its `uploadKey`. Images the
 * product already has are named by their `id`; the order of `imageMeta` is the order of the list.
 */
export async function productImagesPart(
  items: readonly ImageItem[],
  upload: (file: File) => Promise<string>,
  limit: number = maxMultipartBytes,
): Promise<ProductImagesPart> {
  const presigned = newFilesBytes(items) > limit;
  const images: File[] = [];
  const imageMeta: ProductImageMeta[] = [];
  for (const item of items) {
    const alt = item.alt.trim();
    if (!item.file) imageMeta.push({ id: item.id ?? '', alt });
    else if (presigned) imageMeta.push({ uploadKey: await upload(item.file), alt });
    else {
      imageMeta.push({ file: images.length, alt });
      images.push(item.file);
    }
  }
  return { images, imageMeta };
}
