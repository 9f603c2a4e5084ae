import { queryOptions } from '@tanstack/react-query';
import type { AlbumSummary, AlbumView } from '@cellar/shared/content/album';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { pagedList } from '../../../lib/api/paged-list.ts';
import { queryKeys } from '../../../lib/api/query-keys.ts';

export type AlbumRow = AlbumSummary;
export type Album = AlbumView;

/** React-query keys of the album screens: every album mutation invalidates `all`. */
export const albumKeys = queryKeys('albums');

/** `GET /admin/album`: the site's albums with their cover and image count. */
export const loadAlbums = pagedList('adminAlbums', (data) => data.list).page;

export const albumQuery = (api: ApiClient, id: number) =>
  queryOptions({
    queryKey: albumKeys.one(id),
    queryFn: ({ signal }) => api.call('adminAlbum', { params: { id }, signal }),
  });

export const createAlbum = (api: ApiClient, body: { title: string; description: string }) =>
  api.call('adminAlbumCreate', { body });
export const updateAlbum = (
  api: ApiClient,
  id: number,
  body: { title: string; description: string; images: { id: number; alt: string }[] },
) => api.call('adminAlbumUpdate', { params: { id }, body });
export const addAlbumImages = (api: ApiClient, id: number, files: File[], alts: string[]) =>
  api.call('adminAlbumImages', { params: { id }, body: { images: files, alts } });
/** An image sent beforehand by presigned POST (`uploadThroughPresignedPost`), named by its upload key. */
export const addUploadedAlbumImage = (api: ApiClient, id: number, uploadKey: string, alt: string) =>
  api.call('adminAlbumImages', { params: { id }, body: { uploadKeys: [uploadKey], alts: [alt] } });

/**
 * Sends a file too large for a request (a Lambda takes 6 MB, base64 adds a third) to the media bucket by presigned
 * POST, the site's waiting uploads (the same upload target as the product images); answers its upload key.
 */
export async function uploadThroughPresignedPost(api: ApiClient, file: File): Promise<string> {
  const target = await api.call('adminProductImageUploadUrl', {
    body: { filename: file.name, contentType: file.type, size: file.size },
  });
  const form = new FormData();
  for (const [name, value] of Object.entries(target.fields)) form.append(name, value);
  form.append('file', file, file.name);
  const answer = await fetch(target.url, { method: 'POST', body: form });
  if (!answer.ok) throw new Error(`upload failed: ${answer.status}`);
  return target.uploadKey;
}
export const orderAlbum = (api: ApiClient, id: number, order: number[]) =>
  api.call('adminAlbumOrder', { params: { id }, body: { order } });
export const setAlbumCover = (api: ApiClient, id: number, idImageCover: number) =>
  api.call('adminAlbumCover', { params: { id }, body: { idImageCover } });
export const deleteAlbum = (api: ApiClient, id: number) => api.call('adminAlbumDelete', { params: { id } });
