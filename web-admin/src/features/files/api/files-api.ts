import type { FileView } from '@cellar/shared/content/files';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { pagedList } from '../../../lib/api/paged-list.ts';
import { queryKeys } from '../../../lib/api/query-keys.ts';
import { postWithProgress } from '../../../lib/api/direct-upload.ts';

export type FileRow = FileView;

/** React-query keys of the files screen: every file mutation invalidates `all`. */
export const filesKeys = queryKeys('files');

/** `GET /admin/files`: every file of the site, valid or not. */
export const loadFiles = pagedList('adminFilesPaged', (data) => data.files).page;

export const renameFile = (api: ApiClient, id: number, name: string) =>
  api.call('adminFileUpdate', { params: { id }, body: { name } });
export const setFileValid = (api: ApiClient, id: number, valid: boolean) =>
  api.call('adminFileValid', { params: { id }, body: { valid } });
export const deleteFile = (api: ApiClient, id: number) => api.call('adminFileDelete', { params: { id } });

/**
 * Sends a file the way every size fits (40 MB is past the API's body limit): a presigned POST straight to the
 * bucket (`/image-kit/authentication`), with progress, then `POST /admin/file` registers it — the server checks
 * its bytes and size there and keeps nothing of a refused file.
 */
export async function uploadFile(
  api: ApiClient,
  file: File,
  onProgress: (share: number) => void,
  post: typeof postWithProgress = postWithProgress,
): Promise<FileView> {
  const target = await api.call('imageKitAuthentication');
  const form = new FormData();
  for (const [name, value] of Object.entries(target.fields)) form.append(name, value);
  form.append('file', file, file.name);
  await post(target.url, form, onProgress);
  return api.call('adminFileCreate', { body: { key: target.key, filename: file.name } });
}
