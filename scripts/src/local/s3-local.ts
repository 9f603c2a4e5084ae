import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import S3rver from 's3rver';

/** Starts s3rver in this process, with the media bucket ready. */
export async function startS3Local(options: { port: number; dir: string; buckets: string[] }): Promise<{ stop: () => Promise<void> }> {
  const directory = resolve(options.dir);
  await mkdir(directory, { recursive: true });
  const server = new S3rver({ port: options.port, address: '127.0.0.1', directory, silent: true, configureBuckets: options.buckets.map((name) => ({ name, configs: [] })) });
  await server.run();
  return { stop: () => server.close() };
}
