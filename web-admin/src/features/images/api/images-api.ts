import type { PageImageView } from '@cellar/shared/pages/page-image';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { postWithProgress } from '../../../lib/api/direct-upload.ts';
import { pagedList } from '../../../lib/api/paged-list.ts';
import { queryKeys } from '../../../lib/api/query-keys.ts';

export type ImageRow = PageImageView;

/** The page editor reads the same resource (`page-images`): an upload here shows in its picker, and back. */
export const imagesKeys = queryKeys('page-images');

/** `GET /admin/page/image`: the site's online images, 50 a page (spec 2 §9). */
export const loadImages = pagedList('adminPageImages', (data) => data.images).page;

export const updateImage = (api: ApiClient, id: number, texts: { name: string; alt: string }) =>
  api.call('adminPageImageUpdate', { params: { id }, body: texts });

/**
 * Sends an image straight to the bucket (`/admin/page/image/authentication`, 5 MB: more than a Lambda takes in a
 * multipart body once base64-encoded), then `POST /admin/page/add-image` registers it, checking its bytes.
 */
export async function uploadImage(
  api: ApiClient,
  file: File,
  onProgress: (share: number) => void,
  post: typeof postWithProgress = postWithProgress,
): Promise<PageImageView> {
  const target = await api.call('adminPageImageAuthentication');
  const form = new FormData();
  for (const [name, value] of Object.entries(target.fields)) form.append(name, value);
  form.append('file', file, file.name);
  await post(target.url, form, onProgress);
  return api.call('adminPageImageAdd', { body: { key: target.key, name: file.name.replace(/\.[^.]*$/, '') } });
}
