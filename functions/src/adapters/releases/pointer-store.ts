import { env } from '../../lib/env.ts';
import { s3PointerStore } from './s3-pointer-store.ts';

/**
 * Where each host's served release is written (docs/publishing.md "The switch"): key = a host (or `site-<id>`,
 * `preview-<id>`), value = the release's prefix. In AWS the CloudFront KeyValueStore read by the storefront's
 * CloudFront Function; locally objects of the releases bucket read by the local site server. `put` writes all the
 * keys of one switch at once (one KeyValueStore update: every host switches together).
 */
export interface PointerStore {
  get(key: string): Promise<string | null>;
  put(entries: Record<string, string>): Promise<void>;
  remove(keys: readonly string[]): Promise<void>;
}

/** The KeyValueStore's client (and its SigV4a signer) is loaded only where it is used: the local stack never does. */
export async function pointerStore(): Promise<PointerStore> {
  if (env().RELEASE_POINTERS === 'kvs') return (await import('./kvs-pointer-store.ts')).kvsPointerStore();
  return s3PointerStore();
}
