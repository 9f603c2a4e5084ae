import type { ApiClient } from '../../../lib/api/api-client.ts';
import type { ImageItem } from '../../../components/kit/images-field.tsx';
import { maxMultipartBytes } from '@cellar/shared/catalog/product';
import {
  addAlbumImages,
  addUploadedAlbumImage,
  orderAlbum,
  setAlbumCover,
  updateAlbum,
  uploadThroughPresignedPost,
  type Album,
} from '../api/albums-api.ts';

/** The album screen's values: texts, the images in order (saved ones carry their `id`), the cover by item key. */
export interface AlbumValues {
  title: string;
  description: string;
  images: ImageItem[];
  cover: string | null;
}

export const albumValues = (album: Album): AlbumValues => ({
  title: album.title,
  description: album.description,
  images: album.images.map((image) => ({
    key: `album-image-${image.id}`,
    id: String(image.id),
    url: image.onlineImage.url,
    alt: image.alt,
  })),
  cover: album.idImageCover === null ? null : `album-image-${album.idImageCover}`,
});

/**
 * Saves the screen with the album routes, each only when needed: texts, alt texts and removed images
 * (`PUT /admin/album/{id}`), each new image on its own (`POST /admin/album/images/{id}`: one photo a request, sent
 * first by presigned POST past 4 MB), the order (`PUT …/order`), the cover (`PUT /admin/album/cover/{id}`).
 * `onUploaded` records each new image's id as soon as it is stored, so that a save retried after a failure does not
 * send it twice.
 */
export async function saveAlbum(
  api: ApiClient,
  album: Album,
  values: AlbumValues,
  onUploaded: (key: string, id: number) => void,
): Promise<Album> {
  const ids = new Map(values.images.flatMap((item) => (item.id === undefined ? [] : [[item.key, Number(item.id)]])));
  let saved = await updateAlbum(api, album.id, {
    title: values.title.trim(),
    description: values.description.trim(),
    images: values.images.flatMap((item) => (item.id === undefined ? [] : [{ id: Number(item.id), alt: item.alt }])),
  });
  for (const item of values.images) {
    if (item.id !== undefined || !item.file) continue;
    const before = new Set(saved.images.map((image) => image.id));
    saved =
      item.file.size > maxMultipartBytes
        ? await addUploadedAlbumImage(api, album.id, await uploadThroughPresignedPost(api, item.file), item.alt.trim())
        : await addAlbumImages(api, album.id, [item.file], [item.alt.trim()]);
    const added = saved.images.find((image) => !before.has(image.id))!;
    ids.set(item.key, added.id);
    onUploaded(item.key, added.id);
  }
  const order = values.images.map((item) => ids.get(item.key)!);
  if (order.join() !== saved.images.map((image) => image.id).join()) saved = await orderAlbum(api, album.id, order);
  const cover = values.cover === null ? undefined : ids.get(values.cover);
  if (cover !== undefined && cover !== saved.idImageCover) saved = await setAlbumCover(api, album.id, cover);
  return saved;
}
