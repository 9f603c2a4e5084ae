import { randomUUID } from 'node:crypto';
import type * as z from 'zod';
import type { ListQuery } from '@cellar/shared/list-query';
import { applyListQuery } from '@cellar/shared/list-query';
import {
  maxPageImageBytes,
  type pageImageAddSchema,
  type pageImageUpdateSchema,
  type PageImageView,
} from '@cellar/shared/pages/page-image';
import { imageTypes, type UploadedFile } from '@cellar/shared/site/upload';
import type { SiteId } from '../../data/site-id.ts';
import { NotFoundError, ValidationError } from '../../lib/errors.ts';
import { logger } from '../../lib/logger.ts';
import { mediaRepository } from '../../repositories/media-repository.ts';
import {
  PageImageMissing,
  pageImageRepository,
  pageImageView,
  type PageImageRecord,
} from '../../repositories/page-image-repository.ts';
import { assertImageContent } from '../common/image-content.ts';

export type PageImageAdd = z.output<typeof pageImageAddSchema>;
export type PageImageUpdate = z.output<typeof pageImageUpdateSchema>;
export interface PageImageUpload {
  image: UploadedFile;
  alt?: string | null;
  name?: string | null;
}

/** A presigned POST waits this long for its file; the bucket forgets unclaimed uploads after a day. */
const uploadSeconds = 15 * 60;
/**
 * The presigned POST is asked before the file is chosen (`GET …/authentication` names no type): the object waits
 * under this neutral type and extension, and its bytes say what it is when it is registered.
 */
const waitingType = 'application/octet-stream';
const waitingExtension = 'upload';
/** Every image is a page image for now; the spec's other usage kinds (ALBUM, NEWS…) come with their features. */
const usageKind = 'PAGE';

/** The type the bytes show (PNG, JPEG, else SVG text), checked again by assertImageContent. */
function sniffedType(data: Uint8Array): string {
  if (data[0] === 0x89 && data[1] === 0x50 && data[2] === 0x4e && data[3] === 0x47) return 'image/png';
  if (data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'image/jpeg';
  return 'image/svg+xml';
}

/** Without a name, a file's own (without its extension) or the image's number. */
function defaultName(filename: string | undefined, id: number): string {
  const base = (filename ?? '').replace(/\.[^.]*$/, '').trim();
  return base.slice(0, 200) || `image-${id}`;
}

async function find(site: SiteId, id: number): Promise<PageImageRecord> {
  const record = await pageImageRepository.get(site, id);
  if (!record) throw new NotFoundError('page.imageUnknown');
  return record;
}

/** Writes the file under a new key of the site's page images and records it; the file goes if the record fails. */
async function store(
  site: SiteId,
  file: { data: Uint8Array; contentType: string },
  texts: { name?: string | null; alt?: string | null; filename?: string },
): Promise<PageImageView> {
  const id = await pageImageRepository.nextId(site);
  const key = mediaRepository.pageImageKey(site, randomUUID(), imageTypes[file.contentType]!);
  await mediaRepository.put(key, file.data, file.contentType);
  const now = new Date().toISOString();
  const record: PageImageRecord = {
    id,
    name: texts.name || defaultName(texts.filename, id),
    // May be empty: the editor asks for it where the image is placed.
    alt: texts.alt ?? '',
    key,
    contentType: file.contentType,
    size: file.data.byteLength,
    createdAt: now,
    updatedAt: now,
  };
  try {
    await pageImageRepository.create(site, record);
  } catch (error) {
    await mediaRepository.remove(key).catch(() => undefined);
    throw error;
  }
  return pageImageView(record);
}

/** A site's page images: files of the media bucket (public, like every storefront image) with their texts. */
export const pageImageService = {
  /**
   * Newest first unless ordered otherwise; `name` matches a part of the name whatever its case, `type` the usage
   * kind (PAGE for every image so far).
   */
  async list(site: SiteId, query: ListQuery): Promise<{ images: PageImageView[]; total: number }> {
    const all = (await pageImageRepository.all(site))
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id)
      .map((record) => ({ ...record, type: usageKind }));
    const filters = query.filters.map((f) => (f.field === 'name' ? { ...f, op: 'like' as const } : f));
    const { items, total } = applyListQuery(all, { ...query, filters });
    return { images: items.map(pageImageView), total };
  },

  /** `POST /admin/page/image`: a file of the multipart body, checked by its bytes. */
  async upload(site: SiteId, input: PageImageUpload): Promise<PageImageView> {
    assertImageContent(input.image, 'image');
    return store(site, input.image, { name: input.name, alt: input.alt, filename: input.image.filename });
  },

  /** A presigned POST of one file to a waiting key of this site, `add-image` then registers it. */
  async uploadTarget(site: SiteId) {
    const key = mediaRepository.uploadKey(site, randomUUID(), waitingExtension);
    const post = await mediaRepository.presignedPost(key, waitingType, maxPageImageBytes, uploadSeconds);
    return { url: post.url, fields: post.fields, key, maxBytes: maxPageImageBytes, expiresAt: post.expiresAt };
  },

  /**
   * `POST /admin/page/add-image`: a file sent by the presigned POST, checked here (the local bucket ignores POST
   * policies and no policy checks bytes), moved to the page images; the waiting object is then removed.
   */
  async add(site: SiteId, input: PageImageAdd): Promise<PageImageView> {
    if (!mediaRepository.isUploadOf(site, input.key)) throw new ValidationError({ key: ['validation.invalidValue'] });
    const uploaded = await mediaRepository.get(input.key);
    if (!uploaded) throw new ValidationError({ key: ['product.uploadMissing'] });
    if (uploaded.data.byteLength > maxPageImageBytes) throw new ValidationError({ key: ['product.imageTooBig'] });
    const file = { data: uploaded.data, contentType: sniffedType(uploaded.data) };
    assertImageContent(file, 'key');
    const view = await store(site, file, { name: input.name, alt: input.alt });
    // A failure only leaves the waiting object to the bucket's lifecycle rule.
    await mediaRepository
      .remove(input.key)
      .catch((error: Error) => logger.warn('upload not removed', { key: input.key, error: error.message }));
    return view;
  },

  /** Changes the texts; a name cannot be emptied, an alt text can (then the editor asks for one where it is used). */
  async update(site: SiteId, id: number, input: PageImageUpdate): Promise<PageImageView> {
    const previous = await find(site, id);
    try {
      const record = await pageImageRepository.update(site, id, {
        name: input.name || previous.name,
        alt: input.alt === undefined ? previous.alt : (input.alt ?? ''),
        updatedAt: new Date().toISOString(),
      });
      return pageImageView(record);
    } catch (error) {
      if (error instanceof PageImageMissing) throw new NotFoundError('page.imageUnknown');
      throw error;
    }
  },
};
