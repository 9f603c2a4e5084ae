import type { SiteId } from '../../data/site-id.ts';
import { catalogueVersionRepository, type CatalogueVersion } from '../../repositories/catalogue-version-repository.ts';

/**
 * The catalogue index (a GSI) is eventually consistent: a projection built within this time of its version's change
 * may miss that change, so the first reader after it builds it once more (docs/catalogue-cache.md).
 */
export const settleMs = 2_000;
/** A projection is rebuilt past this age whatever its version: a bump lost with a crashed write heals by itself. */
export const maxProjectionAgeMs = 10 * 60_000;

/** Whether a copy built for a catalogue version (the list's projection, the catalogue itself) serves the version read
 * now. */
export function serves(
  projection: { version: number; builtAt: number } | null | undefined,
  current: CatalogueVersion,
  now: number,
): boolean {
  // Exactly the version read: a site deleted reads as version 0 again, and must not be served what it held.
  if (!projection || projection.version !== current.version) return false;
  if (now - projection.builtAt > maxProjectionAgeMs) return false;
  const settled = projection.builtAt - current.changedAt >= settleMs;
  return settled || now - current.changedAt < settleMs;
}

/** The site's catalogue version as this container knows it (read at most once a second: the repository keeps it). */
export const currentVersion = (site: SiteId): Promise<CatalogueVersion> => catalogueVersionRepository.current(site);

/**
 * A copy of what the site's catalogue version covers (the catalogue, the carriers and their grids), kept per container
 * while the version has not moved: at most one GetItem of the version a second instead of the reads
 * (docs/catalogue-cache.md).
 * Concurrent readers of one container share one load.
 */
export function versionedCopy<T>(load: (site: SiteId) => Promise<T>) {
  const held = new Map<SiteId, { version: number; builtAt: number; value: T }>();
  const loading = new Map<SiteId, Promise<T>>();
  return {
    async get(site: SiteId, now: number = Date.now()): Promise<T> {
      const current = await currentVersion(site);
      const copy = held.get(site);
      if (serves(copy, current, now)) return copy!.value;
      const pending = loading.get(site);
      if (pending) return pending;
      const builtAt = Date.now();
      const work = load(site).then((value) => {
        held.set(site, { version: current.version, builtAt, value });
        return value;
      });
      loading.set(site, work);
      try {
        return await work;
      } finally {
        loading.delete(site);
      }
    },
    forget(): void {
      held.clear();
    },
  };
}
