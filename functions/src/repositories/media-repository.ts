import { DeleteObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { env } from '../lib/env.ts';
import { s3 } from '../data/s3.ts';

/** Objects of the private media bucket (served under `/media/*` by CloudFront, or the local gateway). */
export const mediaRepository = {
  async put(key: string, data: Uint8Array, contentType: string): Promise<void> {
    await s3().send(new PutObjectCommand({ Bucket: env().MEDIA_BUCKET, Key: key, Body: data, ContentType: contentType, CacheControl: 'public, max-age=31536000, immutable' }));
  },

  /** Removing an object that is already gone is fine. */
  async remove(key: string): Promise<void> {
    await s3().send(new DeleteObjectCommand({ Bucket: env().MEDIA_BUCKET, Key: key }));
  },

  url(key: string | null | undefined): string | null {
    return key ? `${env().MEDIA_BASE_URL.replace(/\/$/, '')}/${key}` : null;
  },
};
