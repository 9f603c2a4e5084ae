import { env } from '../lib/env.ts';
import { mediaKeys } from '../data/keys.ts';
import { s3Objects, type PresignedPost } from '../data/s3.ts';
import type { SiteId } from '../data/site-id.ts';

/**
 * A stored image as records hold it: its key, alt text, size and the widths of its AVIF/WebP variants (objects next to
 * it, services/common/image-variants.ts). Records written before variants existed have no size nor widths.
 */
export interface StoredVariantImage {
  key: string;
  alt: string;
  width?: number | null;
  height?: number | null;
  widths?: number[];
}

/** A new upload gets a new key, so every object can be cached for a year. */
const immutable = 'public, max-age=31536000, immutable';

/** Objects of the private media bucket (served under `/media/*` by CloudFront, or the local gateway). */
export const mediaRepository = {
  /** Where each kind of object goes (data/keys.ts); `id` is a new name, so the object never changes under its key. */
  logoKey: (site: SiteId, id: string, extension: string): string => mediaKeys.logo(site, id, extension),
  bannerKey: (site: SiteId, type: string, id: string, extension: string): string =>
    mediaKeys.banner(site, type, id, extension),
  productImageKey: (site: SiteId, idProduct: number, id: string, extension: string): string =>
    mediaKeys.productImage(site, idProduct, id, extension),
  awardImageKey: (site: SiteId, id: string, extension: string): string => mediaKeys.awardImage(site, id, extension),
  newsImageKey: (site: SiteId, id: string, extension: string): string => mediaKeys.newsImage(site, id, extension),
  popupImageKey: (site: SiteId, id: string, extension: string): string => mediaKeys.popupImage(site, id, extension),
  albumImageKey: (site: SiteId, idAlbum: number, id: string, extension: string): string =>
    mediaKeys.albumImage(site, idAlbum, id, extension),
  serviceImageKey: (site: SiteId, id: string, extension: string): string => mediaKeys.serviceImage(site, id, extension),
  elementImageKey: (site: SiteId, id: string, extension: string): string => mediaKeys.elementImage(site, id, extension),
  homeCardImageKey: (site: SiteId, id: string, extension: string): string =>
    mediaKeys.homeCardImage(site, id, extension),
  blogImageKey: (site: SiteId, id: string, extension: string): string => mediaKeys.blogImage(site, id, extension),
  pageImageKey: (site: SiteId, id: string, extension: string): string => mediaKeys.pageImage(site, id, extension),
  siteFileKey: (site: SiteId, id: string, extension: string): string => mediaKeys.siteFile(site, id, extension),
  /** A base font's file (global, public): `fonts/<new id>.<woff2|woff>`. */
  baseFontFileKey: (id: string, extension: string): string => mediaKeys.baseFontFile(id, extension),
  /** Where a file sent by presigned POST waits for the form that names it. */
  uploadKey: (site: SiteId, id: string, extension: string): string => mediaKeys.upload(site, id, extension),
  /** Whether `key` names a waiting upload of this site (and climbs nowhere else). */
  isUploadOf: (site: SiteId, key: string): boolean =>
    key.startsWith(mediaKeys.uploadPrefix(site)) && !key.includes('..'),

  put(key: string, data: Uint8Array, contentType: string): Promise<void> {
    return s3Objects.put(key, data, contentType, immutable);
  },

  get(key: string): Promise<{ data: Uint8Array; contentType: string } | null> {
    return s3Objects.get(key);
  },

  /** Removing an object that is already gone is fine. */
  remove(key: string): Promise<void> {
    return s3Objects.remove(key);
  },

  /** An address that downloads the object for a while, S3 answering with these headers. */
  presignedGet(
    key: string,
    expiresInSeconds: number,
    answerHeaders: { contentType: string; contentDisposition: string },
  ): Promise<string> {
    return s3Objects.presignedGet(key, expiresInSeconds, answerHeaders);
  },

  presignedPost(
    key: string,
    contentType: string,
    maxBytes: number,
    expiresInSeconds: number,
  ): Promise<PresignedPost & { expiresAt: string }> {
    return s3Objects.presignedPost(key, contentType, maxBytes, expiresInSeconds);
  },

  /** Where a deleted site's export goes (under the private prefix: never served). */
  siteExportKey: (site: SiteId, jobId: string): string => mediaKeys.siteExport(site, jobId),

  /** Writes an export from its chunks as they come (a multipart upload past one part: see s3.ts). */
  async putExport(key: string, chunks: AsyncIterable<Uint8Array>): Promise<void> {
    await s3Objects.putChunks(key, chunks, 'application/x-ndjson', 'no-store');
  },

  /** Removes every object of the site (public media, private files, waiting uploads); answers how many. */
  async removeSite(site: SiteId): Promise<number> {
    let removed = 0;
    for (const prefix of mediaKeys.sitePrefixes(site))
      for await (const page of s3Objects.list(prefix)) {
        for (let i = 0; i < page.length; i += 16) await Promise.all(page.slice(i, i + 16).map(s3Objects.remove));
        removed += page.length;
      }
    return removed;
  },

  url(key: string | null | undefined): string | null {
    return key ? `${env().MEDIA_BASE_URL.replace(/\/$/, '')}/${key}` : null;
  },
};
