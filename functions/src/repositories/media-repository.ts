import { env } from '../lib/env.ts';
import { s3Objects, type PresignedPost } from '../data/s3.ts';

/** A new upload gets a new key, so every object can be cached for a year. */
const immutable = 'public, max-age=31536000, immutable';

/** Objects of the private media bucket (served under `/media/*` by CloudFront, or the local gateway). */
export const mediaRepository = {
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

  presignedPost(
    key: string,
    contentType: string,
    maxBytes: number,
    expiresInSeconds: number,
  ): Promise<PresignedPost & { expiresAt: string }> {
    return s3Objects.presignedPost(key, contentType, maxBytes, expiresInSeconds);
  },

  url(key: string | null | undefined): string | null {
    return key ? `${env().MEDIA_BASE_URL.replace(/\/$/, '')}/${key}` : null;
  },
};
