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

/** What an area keeps built from its translations (a cache) forgets when a translation of its kind is written. */
export type TranslationListener = (site: SiteId) => void;

const listeners = new Map<string, TranslationListener>();

export function onTranslationWritten(kind: string, listener: TranslationListener): void {
  listeners.set(kind, listener);
}

/** Called by every translation write (a person's, a machine's): the kind's cache, if any, reads again. */
export function translationWritten(site: SiteId, kind: string): void {
  listeners.get(kind)?.(site);
}

/** How a person's or the machine's html translation of a kind is cleaned, when not like the site's rich text. */
const htmlCleaners = new Map<string, (html: string) => string>();

export function registerHtmlCleaner(kind: string, clean: (html: string) => string): void {
  htmlCleaners.set(kind, clean);
}

export const htmlCleanerOf = (kind: string): ((html: string) => string) | undefined => htmlCleaners.get(kind);
