import { releaseObjects } from '../../data/release-objects.ts';
import type { PointerStore } from './pointer-store.ts';

/** The local pointers: one small object per key (`pointers/<key>`), read by scripts/src/local/release-documents.ts. */
export const pointerObjectKey = (key: string): string => `pointers/${encodeURIComponent(key)}`;

export function s3PointerStore(): PointerStore {
  return {
    async get(key) {
      const object = await releaseObjects.get(pointerObjectKey(key));
      return object ? new TextDecoder().decode(object.data) : null;
    },
    async put(entries) {
      await Promise.all(
        Object.entries(entries).map(([key, value]) =>
          releaseObjects.put(pointerObjectKey(key), new TextEncoder().encode(value), 'text/plain', 'no-store'),
        ),
      );
    },
    async remove(keys) {
      await Promise.all(keys.map((key) => releaseObjects.remove(pointerObjectKey(key))));
    },
  };
}
