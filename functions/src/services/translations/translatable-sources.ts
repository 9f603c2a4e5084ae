import type { SiteId } from '../../data/site-id.ts';

/** One entity as the translations read it: the shape the storefront reads, and what to call it in the lists. */
export interface TranslatableEntity {
  id: number;
  entity: unknown;
  label: string;
}

/**
 * How to read every entity of a kind of a site, for a rebuild of its units (a site seeded or imported, a job's first
 * step, a repair). Each area registers its kinds in its own file, listed in `all-sources.ts`.
 */
export type TranslatableSource = (site: SiteId) => Promise<TranslatableEntity[]>;

const sources = new Map<string, TranslatableSource>();

export function registerTranslatableSource(kind: string, source: TranslatableSource): void {
  sources.set(kind, source);
}

export function translatableSources(): ReadonlyMap<string, TranslatableSource> {
  return sources;
}
