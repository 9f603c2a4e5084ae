/**
 * A value kept for `ttlMs` per key in this container: reference lists (the nomenclature, a site's
 * detail types) change rarely and are read on every product page, which must stay one Query.
 * A write in this container forgets the key at once; other containers see it within `ttlMs`.
 */
export function ttlCache<K, V>(ttlMs: number, load: (key: K) => Promise<V>, now: () => number = Date.now) {
  const entries = new Map<K, { value: Promise<V>; expiresAt: number }>();
  return {
    get(key: K): Promise<V> {
      const entry = entries.get(key);
      if (entry && entry.expiresAt > now()) return entry.value;
      const value = load(key);
      entries.set(key, { value, expiresAt: now() + ttlMs });
      // A failed load is not kept.
      value.catch(() => entries.delete(key));
      return value;
    },
    forget(key: K): void {
      entries.delete(key);
    },
    /** Forgets every key (a change that touches them all: the base mail models). */
    clear(): void {
      entries.clear();
    },
  };
}
