import { randomUUID } from 'node:crypto';
import {
  maxAlbumImages,
  type AlbumImageUpload,
  type AlbumInput,
  type AlbumList,
  type AlbumSummary,
  type AlbumView,
} from '@cellar/shared/content/album';
import { applyListQuery, type ListQuery } from '@cellar/shared/list-query';
import { imageTypes, maxLargeImageBytes } from '@cellar/shared/site/upload';
import type { SiteId } from '../../data/site-id.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors.ts';
import { mediaRepository } from '../../repositories/media-repository.ts';
import {
  AlbumChanged,
  albumRepository,
  type AlbumImageRecord,
  type AlbumRecord,
} from '../../repositories/album-repository.ts';
import { storeResponsiveImage } from '../common/checked-image.ts';
import { removeImage, responsiveImage } from '../common/image-variants.ts';
import type { TranslatableEntity } from '../translations/translatable-sources.ts';
import { translationOverlay } from '../translations/translation-overlay.ts';
import { translationSync } from '../translations/translation-sync.ts';

function view(album: AlbumRecord): AlbumView {
  return {
    id: album.id,
    title: album.title,
    description: album.description,
    idImageCover: album.idImageCover,
    images: album.images.map((image, order) => ({
      id: image.id,
      order,
      alt: image.alt,
      onlineImage: responsiveImage(image),
    })),
    createdAt: album.createdAt,
    updatedAt: album.updatedAt,
  };
}

function summary(album: AlbumRecord): AlbumSummary {
  const cover = album.images.find((image) => image.id === album.idImageCover);
  return {
    id: album.id,
    title: album.title,
    description: album.description,
    idImageCover: album.idImageCover,
    cover: cover ? responsiveImage(cover) : null,
    imageCount: album.images.length,
  };
}

async function find(site: SiteId, id: number): Promise<AlbumRecord> {
  const album = await albumRepository.get(site, id);
  if (!album) throw new NotFoundError('album.notFound');
  return album;
}

/** An album with images always shows a cover: the chosen one while it is there, else the first image. */
function withCover(album: AlbumRecord): AlbumRecord {
  const kept = album.images.some((image) => image.id === album.idImageCover);
  return kept ? album : { ...album, idImageCover: album.images[0]?.id ?? null };
}

/** Saves `next` over `previous`; a concurrent change is a 409, and `written` (new media) is removed then. */
async function write(
  site: SiteId,
  previous: AlbumRecord | null,
  next: AlbumRecord,
  written: readonly AlbumImageRecord[] = [],
): Promise<AlbumView> {
  const saved = withCover(next);
  try {
    await albumRepository.save(site, previous, saved);
  } catch (error) {
    await Promise.all(written.map(removeImage));
    if (error instanceof AlbumChanged) throw new ConflictError('album.changed');
    throw error;
  }
  const answer = view(saved);
  await translationSync.entity(site, 'album', saved.id, answer, saved.title);
  return answer;
}

const now = () => new Date().toISOString();

const typeOfExtension = Object.fromEntries(Object.entries(imageTypes).map(([type, extension]) => [extension, type]));

/** A file sent by presigned POST, waiting under this site's uploads: its bytes and the type its key names. */
async function waitingUpload(site: SiteId, key: string, field: string) {
  if (!mediaRepository.isUploadOf(site, key)) throw new ValidationError({ [field]: ['validation.invalidValue'] });
  const uploaded = await mediaRepository.get(key);
  if (!uploaded) throw new ValidationError({ [field]: ['product.uploadMissing'] });
  if (uploaded.data.byteLength > maxLargeImageBytes) throw new ValidationError({ [field]: ['product.imageTooBig'] });
  return { data: uploaded.data, contentType: typeOfExtension[key.split('.').pop() ?? ''] ?? uploaded.contentType };
}

/** Every album of the site as the storefront reads it, for a rebuild of the translations. */
export const albumTranslatables = async (site: SiteId): Promise<TranslatableEntity[]> =>
  (await albumRepository.all(site)).map((album) => ({ id: album.id, entity: view(album), label: album.title }));

/** Albums of a site (spec 1 §3 "Album", spec 2 §7 "Albums"; issue 17). */
export const albumService = {
  /**
   * `GET /album/{id}`: an album for shoppers, its images in order, in their language (an image's alt text is
   * translated once: the one of its online image follows).
   */
  async published(site: SiteId, id: number, lang: string): Promise<AlbumView> {
    const album = await translationOverlay.one(site, lang, 'album', id, view(await find(site, id)));
    return { ...album, images: album.images.map((i) => ({ ...i, onlineImage: { ...i.onlineImage, alt: i.alt } })) };
  },

  /** `GET /admin/album`: the site's albums, each with its cover and image count. */
  async list(site: SiteId, query: ListQuery): Promise<AlbumList> {
    const { items, total } = applyListQuery(await albumRepository.all(site), query);
    return { list: items.map(summary), total, current: query.page };
  },

  async get(site: SiteId, id: number): Promise<AlbumView> {
    return view(await find(site, id));
  },

  async create(site: SiteId, input: AlbumInput): Promise<AlbumView> {
    const at = now();
    const album: AlbumRecord = {
      id: await albumRepository.nextId(site),
      title: input.title,
      description: input.description,
      idImageCover: null,
      images: [],
      nextImageId: 1,
      createdAt: at,
      updatedAt: at,
    };
    return write(site, null, album);
  },

  /** Title, description and, when `images` is sent, their alt texts: an image left out is removed. */
  async update(site: SiteId, id: number, input: AlbumInput): Promise<AlbumView> {
    const previous = await find(site, id);
    let images = previous.images;
    if (input.images) {
      const alts = new Map(input.images.map((image) => [image.id, image.alt]));
      const unknown = input.images.findIndex((image) => !previous.images.some((kept) => kept.id === image.id));
      if (unknown >= 0) throw new ValidationError({ [`images.${unknown}.id`]: ['album.imageNotInAlbum'] });
      images = previous.images.filter((image) => alts.has(image.id)).map((i) => ({ ...i, alt: alts.get(i.id)! }));
    }
    const view = await write(site, previous, {
      ...previous,
      title: input.title,
      description: input.description,
      images,
      updatedAt: now(),
    });
    const kept = new Set(images.map((image) => image.id));
    await Promise.all(previous.images.filter((image) => !kept.has(image.id)).map(removeImage));
    return view;
  },

  /**
   * Stores each image (checked by its bytes) with its variants, then adds them at the end of the album; the uploads
   * it took from the waiting area go once the album is saved.
   */
  async addImages(site: SiteId, id: number, uploads: AlbumImageUpload[]): Promise<AlbumView> {
    const previous = await find(site, id);
    if (previous.images.length + uploads.length > maxAlbumImages)
      throw new ValidationError({ images: ['album.tooManyImages'] });
    const written: AlbumImageRecord[] = [];
    const claimed: string[] = [];
    try {
      for (const [i, upload] of uploads.entries()) {
        const file = 'file' in upload ? upload.file : await waitingUpload(site, upload.uploadKey, `uploadKeys.${i}`);
        if ('uploadKey' in upload) claimed.push(upload.uploadKey);
        const stored = await storeResponsiveImage(file, `images.${i}`, (extension) =>
          mediaRepository.albumImageKey(site, id, randomUUID(), extension),
        );
        written.push({ ...stored, id: previous.nextImageId + i, alt: upload.alt });
      }
    } catch (error) {
      await Promise.all(written.map(removeImage));
      throw error;
    }
    const view = await write(
      site,
      previous,
      {
        ...previous,
        images: [...previous.images, ...written],
        nextImageId: previous.nextImageId + uploads.length,
        updatedAt: now(),
      },
      written,
    );
    await Promise.all(claimed.map((key) => removeImage({ key })));
    return view;
  },

  async setCover(site: SiteId, id: number, idImageCover: number): Promise<AlbumView> {
    const previous = await find(site, id);
    if (!previous.images.some((image) => image.id === idImageCover))
      throw new ValidationError({ idImageCover: ['album.imageNotInAlbum'] });
    return write(site, previous, { ...previous, idImageCover, updatedAt: now() });
  },

  /** The images in the order given, which names each of them once. */
  async setOrder(site: SiteId, id: number, order: number[]): Promise<AlbumView> {
    const previous = await find(site, id);
    const byId = new Map(previous.images.map((image) => [image.id, image]));
    if (order.length !== byId.size || new Set(order).size !== order.length || order.some((i) => !byId.has(i)))
      throw new ValidationError({ order: ['album.orderIncomplete'] });
    return write(site, previous, { ...previous, images: order.map((i) => byId.get(i)!), updatedAt: now() });
  },

  /** The album and every image of it (originals and variants). */
  async remove(site: SiteId, id: number): Promise<void> {
    const album = await find(site, id);
    try {
      await albumRepository.delete(site, album);
    } catch (error) {
      if (error instanceof AlbumChanged) throw new ConflictError('album.changed');
      throw error;
    }
    await translationSync.entity(site, 'album', id, null, album.title);
    await Promise.all(album.images.map(removeImage));
  },
};
