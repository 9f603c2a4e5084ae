import { S3Client } from '@aws-sdk/client-s3';
import { env } from '../lib/env.ts';

let client: S3Client | undefined;

/**
 * One S3 client per container. Locally s3rver: path-style, its fixed key pair (it knows no other),
 * and no aws-chunked bodies (it cannot read them).
 */
export function s3(): S3Client {
  if (!client) {
    const { AWS_REGION, S3_ENDPOINT } = env();
    client = new S3Client({
      region: AWS_REGION,
      ...(S3_ENDPOINT
        ? { endpoint: S3_ENDPOINT, forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' }, requestChecksumCalculation: 'WHEN_REQUIRED' as const }
        : {}),
    });
  }
  return client;
}

export function resetS3Client(): void {
  client = undefined;
}
