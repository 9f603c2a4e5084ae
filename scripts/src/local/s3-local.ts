import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import S3rver from 's3rver';

/**
 * Locally any origin may POST a presigned upload (the admin runs on free ports in tests); in AWS the
 * bucket's CORS names the admin's origins (infra/lib/data-stack.ts).
 */
const localUploadCors = Buffer.from(
  '<CORSConfiguration><CORSRule><AllowedOrigin>*</AllowedOrigin><AllowedMethod>POST</AllowedMethod><AllowedMethod>GET</AllowedMethod><AllowedHeader>*</AllowedHeader><MaxAgeSeconds>3000</MaxAgeSeconds></CORSRule></CORSConfiguration>',
);

/** Starts s3rver in this process, with the media bucket ready. */
export async function startS3Local(options: {
  port: number;
  dir: string;
  buckets: string[];
}): Promise<{ stop: () => Promise<void> }> {
  const directory = resolve(options.dir);
  await mkdir(directory, { recursive: true });
  const server = new S3rver({
    port: options.port,
    address: '127.0.0.1',
    directory,
    silent: true,
    configureBuckets: options.buckets.map((name) => ({ name, configs: [localUploadCors] })),
  });
  await server.run();
  return { stop: () => server.close() };
}
