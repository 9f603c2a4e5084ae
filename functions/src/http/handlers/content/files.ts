import { siteFileService } from '../../../services/content/site-file-service.ts';
import { contentDisposition, maxBinaryAnswerBytes } from '../../envelope.ts';
import type { GroupHandlers } from '../../types.ts';

/**
 * Site files (spec 1 §2 `/files`, spec 2 §7 "Files"; issue 17): the admin's list, direct upload and registration,
 * rename, valid toggle, delete, and the public download of a valid file.
 */
export const fileHandlers = {
  imageKitAuthentication: async ({ site }) => ({ data: await siteFileService.uploadTarget(site) }),
  // A Lambda answers 6 MB at most: a larger file (a video) is sent to a short-lived address of the bucket.
  fileDownload: async ({ site, params }) => {
    const file = await siteFileService.downloadable(site, params.file);
    if (file.size <= maxBinaryAnswerBytes) return { binary: await siteFileService.bytes(file) };
    const location = await siteFileService.temporaryUrl(file, contentDisposition(file.filename));
    return { status: 302, binary: { data: new Uint8Array(0), contentType: file.contentType, headers: { location } } };
  },
  adminFilesPaged: async ({ site, query }) => ({ data: await siteFileService.list(site, query) }),
  adminFiles: async ({ site }) => ({ data: { files: await siteFileService.all(site) } }),
  adminFileCreate: async ({ site, body }) => ({
    message: 'file.created',
    data: await siteFileService.create(site, body),
  }),
  adminFileUpdate: async ({ site, params, body }) => ({
    message: 'file.updated',
    data: await siteFileService.rename(site, params.id, body.name),
  }),
  adminFileValid: async ({ site, params, body }) => ({
    message: 'file.updated',
    data: await siteFileService.setValid(site, params.id, body.valid),
  }),
  adminFileDelete: async ({ site, params }) => {
    await siteFileService.remove(site, params.id);
    return { message: 'file.deleted', data: null };
  },
} satisfies Partial<GroupHandlers<'content'>>;
