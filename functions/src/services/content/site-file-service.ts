import { randomUUID } from 'node:crypto';
import type * as z from 'zod';
import type { fileCreateSchema, FileView } from '@cellar/shared/content/files';
import type { MessageKey } from '@cellar/shared/i18n/messages';
import { applyListQuery, type ListQuery } from '@cellar/shared/list-query';
import { extensionOf, fileTypes, maxDirectUploadBytes, uploadSizeIssue } from '@cellar/shared/site/upload';
import type { SiteId } from '../../data/site-id.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors.ts';
import { logger } from '../../lib/logger.ts';
import type { BinaryBody } from '../../lib/binary-body.ts';
import { mediaRepository } from '../../repositories/media-repository.ts';
import { SiteFileChanged, siteFileRepository, type SiteFileRecord } from '../../repositories/site-file-repository.ts';
import { fileContentIssue } from '../common/file-content.ts';

export type FileCreate = z.output<typeof fileCreateSchema>;

/** A presigned POST waits this long for its file; the bucket forgets unclaimed uploads after a day. */
const uploadSeconds = 15 * 60;
/** The target is asked before the file is chosen: the object waits untyped, its bytes say what it is. */
const waitingType = 'application/octet-stream';
const waitingExtension = 'upload';
/** A large file's download address works this long (long enough to start it, short enough not to be shared). */
const downloadSeconds = 5 * 60;

/** A valid file as its download needs it. */
export interface Downloadable {
  key: string;
  filename: string;
  contentType: string;
  size: number;
}

/** The public download address; a link sends no idSite header, so the site is in the query (as `pageScript`). */
export const downloadPath = (site: SiteId, file: Pick<SiteFileRecord, 'url' | 'extension'>) =>
  `/file/download/${file.url}.${file.extension}?idSite=${site}`;

function view(site: SiteId, file: SiteFileRecord): FileView {
  return {
    id: file.id,
    name: file.name,
    filename: file.filename,
    contentType: file.contentType,
    extension: file.extension,
    size: file.size,
    valid: file.valid,
    downloadPath: downloadPath(site, file),
    createdAt: file.createdAt,
  };
}

const newestFirst = (files: SiteFileRecord[]) =>
  files.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);

async function find(site: SiteId, id: number): Promise<SiteFileRecord> {
  const file = await siteFileRepository.get(site, id);
  if (!file) throw new NotFoundError('file.notFound');
  return file;
}

async function write(site: SiteId, previous: SiteFileRecord | null, next: SiteFileRecord): Promise<void> {
  try {
    await siteFileRepository.save(site, previous, next);
  } catch (error) {
    if (error instanceof SiteFileChanged) throw new ConflictError('common.conflict');
    throw error;
  }
}

/** Without a name, the file's own without its extension. */
const defaultName = (filename: string): string =>
  filename
    .replace(/\.[^.]*$/, '')
    .trim()
    .slice(0, 200) || filename.slice(0, 200);

/** A refused or registered upload leaves nothing waiting (else the bucket's lifecycle rule takes it in a day). */
async function dropWaiting(key: string): Promise<void> {
  await mediaRepository
    .remove(key)
    .catch((error: Error) => logger.warn('upload not removed', { key, error: error.message }));
}

/**
 * Why the bytes sent as `filename` cannot be a site file, or null: an extension not allowed, the size limit of its
 * kind (image 5 MB, video 40 MB, document 40 MB), content that is not what the extension says, an unsafe SVG.
 */
export function siteFileIssue(filename: string, data: Uint8Array): MessageKey | null {
  const extension = extensionOf(filename);
  const type = fileTypes[extension];
  if (!type) return 'file.invalidType';
  return uploadSizeIssue(type.kind, data.byteLength) ?? fileContentIssue(data, extension);
}

/** Site files (spec 1 §2 `/files`): private objects, downloaded through the API while valid. */
export const siteFileService = {
  /** `GET /admin/files`: newest first unless ordered otherwise; `name` matches a part of the name. */
  async list(site: SiteId, query: ListQuery): Promise<{ files: FileView[]; total: number }> {
    const all = newestFirst(await siteFileRepository.all(site));
    const filters = query.filters.map((f) => (f.field === 'name' ? { ...f, op: 'like' as const } : f));
    const { items, total } = applyListQuery(all, { ...query, filters });
    return { files: items.map((file) => view(site, file)), total };
  },

  async all(site: SiteId): Promise<FileView[]> {
    return newestFirst(await siteFileRepository.all(site)).map((file) => view(site, file));
  },

  /** A presigned POST of one file (40 MB at most, the largest limit) to a waiting key of this site. */
  async uploadTarget(site: SiteId) {
    const key = mediaRepository.uploadKey(site, randomUUID(), waitingExtension);
    const post = await mediaRepository.presignedPost(key, waitingType, maxDirectUploadBytes, uploadSeconds);
    return { url: post.url, fields: post.fields, key, maxBytes: maxDirectUploadBytes, expiresAt: post.expiresAt };
  },

  /**
   * `POST /admin/file`: a file sent by the presigned POST, checked here by its real size and bytes (the local bucket
   * ignores POST policies, and no policy reads bytes), then moved under the site's private files. A refused file is
   * removed at once: nothing of it stays.
   */
  async create(site: SiteId, input: FileCreate): Promise<FileView> {
    if (!mediaRepository.isUploadOf(site, input.key)) throw new ValidationError({ key: ['validation.invalidValue'] });
    const uploaded = await mediaRepository.get(input.key);
    if (!uploaded) throw new ValidationError({ key: ['file.uploadMissing'] });
    const issue = siteFileIssue(input.filename, uploaded.data);
    if (issue) {
      await dropWaiting(input.key);
      throw new ValidationError({ filename: [issue] });
    }
    const extension = extensionOf(input.filename);
    const { contentType } = fileTypes[extension]!;
    const id = await siteFileRepository.nextId(site);
    const url = randomUUID();
    const key = mediaRepository.siteFileKey(site, url, extension);
    await mediaRepository.put(key, uploaded.data, contentType);
    const now = new Date().toISOString();
    const file: SiteFileRecord = {
      id,
      name: input.name || defaultName(input.filename),
      filename: input.filename,
      url,
      extension,
      contentType,
      size: uploaded.data.byteLength,
      key,
      // Offered for download once the admin says so.
      valid: false,
      createdAt: now,
      updatedAt: now,
    };
    try {
      await write(site, null, file);
    } catch (error) {
      await mediaRepository.remove(key).catch(() => undefined);
      throw error;
    } finally {
      await dropWaiting(input.key);
    }
    return view(site, file);
  },

  async rename(site: SiteId, id: number, name: string): Promise<FileView> {
    const previous = await find(site, id);
    const next = { ...previous, name, updatedAt: new Date().toISOString() };
    await write(site, previous, next);
    return view(site, next);
  },

  async setValid(site: SiteId, id: number, valid: boolean): Promise<FileView> {
    const previous = await find(site, id);
    const next = { ...previous, valid, updatedAt: new Date().toISOString() };
    await write(site, previous, next);
    return view(site, next);
  },

  async remove(site: SiteId, id: number): Promise<void> {
    const file = await find(site, id);
    try {
      await siteFileRepository.delete(site, file);
    } catch (error) {
      if (error instanceof SiteFileChanged) throw new ConflictError('common.conflict');
      throw error;
    }
    await mediaRepository.remove(file.key);
  },

  /**
   * `GET /file/download/{url}.{extension}`: a valid file of this site, to download as `{name}.{extension}`.
   * Anything else — no such name, another extension, a file not valid, another site's — is not found.
   */
  async downloadable(site: SiteId, name: string): Promise<Downloadable> {
    const dot = name.lastIndexOf('.');
    const url = dot > 0 ? name.slice(0, dot) : '';
    const file = url ? await siteFileRepository.byUrl(site, url) : null;
    if (!file?.valid || file.extension !== name.slice(dot + 1).toLowerCase()) throw new NotFoundError('file.notFound');
    return {
      key: file.key,
      filename: `${file.name}.${file.extension}`,
      contentType: file.contentType,
      size: file.size,
    };
  },

  /** The bytes of a downloadable file, as an attachment. */
  async bytes(file: Downloadable): Promise<BinaryBody> {
    const object = await mediaRepository.get(file.key);
    if (!object) throw new NotFoundError('file.notFound');
    // A valid file may be cached briefly by the browser (never by a shared cache: it can become invalid).
    return {
      data: object.data,
      contentType: file.contentType,
      filename: file.filename,
      cacheControl: 'private, max-age=60',
    };
  },

  /** A short-lived address of the file in the bucket, for a file too large to answer through the API. */
  temporaryUrl(file: Downloadable, contentDisposition: string): Promise<string> {
    return mediaRepository.presignedGet(file.key, downloadSeconds, {
      contentType: file.contentType,
      contentDisposition,
    });
  },
};
