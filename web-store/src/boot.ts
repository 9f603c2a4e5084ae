import type { QueryClient } from '@tanstack/react-query';
import { fetchFirstScreen } from './first-screen.ts';
import { hydrateQueries } from './lib/prerender/hydrate-queries.ts';
import { drawnFor, readPrerenderedState, type PrerenderedState } from './lib/prerender/prerendered-state.ts';
import { createQueryClient } from './lib/query/query-client.ts';
import { preloadScreen } from './screen-chunks.ts';

/** What the storefront starts with, known before React's code has arrived. */
export interface Boot {
  queryClient: QueryClient;
  /** The prerendered document's state, when the document has one. */
  state: PrerenderedState | null;
  /** The document is the prerender of this very address: React hydrates its markup rather than drawing anew. */
  hydrates: boolean;
}

/**
 * The storefront's first step, with no React in it (main.tsx runs it while React's chunk downloads): the data of a
 * prerendered document put in the cache; for a screen drawn anew, its chunk and its calls started at once
 * (docs/first-paint.md), so that they travel beside React's code rather than after it.
 */
export function bootStore(root: HTMLElement, location: Location = window.location): Boot {
  const state = readPrerenderedState(root.ownerDocument);
  const queryClient = createQueryClient();
  if (state) hydrateQueries(queryClient, state.queries);
  const hydrates = state !== null && root.hasChildNodes() && drawnFor(state, location);
  if (!hydrates) {
    // The calls first: over HTTP/1.1 (6 connections a host) they would otherwise queue behind the screen's chunks.
    fetchFirstScreen(queryClient, location, state?.idSite ?? null);
    preloadScreen(location.pathname);
  }
  return { queryClient, state, hydrates };
}
