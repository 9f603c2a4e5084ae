import { createContext } from 'react';

/**
 * What the first render of a prerendered document reads instead of the browser: the server drew it without one
 * (no address, no storage), and hydration must draw the same. The site is the document's: it is served only on that
 * site's own addresses (shared/src/workflows/store-renderer.ts). null when the document was not prerendered.
 */
export interface Prerendered {
  idSite: number;
  /** The year the footer showed when the document was made (it may be read on a later new year's day). */
  year: number;
}

export const PrerenderedContext = createContext<Prerendered | null>(null);
