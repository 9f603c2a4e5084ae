import type { DehydratedState } from '@tanstack/react-query';
import { errorStatus } from '../api/errors.ts';
import type { Prerendered } from './prerendered-context.ts';

/** The id of the script element that holds a prerendered document's state (JSON: never run). */
export const prerenderedStateId = 'cellar-prerendered';

/** What the prerender hands the browser: the address drawn, the document's facts, the data it was drawn with. */
export interface PrerenderedState extends Prerendered {
  /** The path drawn, language prefix included (`/en_US/le-domaine`). */
  path: string;
  queries: DehydratedState;
}

/**
 * The state as the document holds it. Every `<` is escaped: the data is the site's own text, and none of it may close
 * the script (`</script>`) or open anything. An error keeps its message and status (JSON keeps neither of an Error).
 */
export function stateScript(state: PrerenderedState): string {
  const json = JSON.stringify(state, (_key, value: unknown) =>
    value instanceof Error ? { name: value.name, message: value.message, status: errorStatus(value) } : value,
  ).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${prerenderedStateId}">${json}</script>`;
}

/**
 * The document's state, or null when it was not prerendered. Only a JSON script element counts: the site's own
 * content (text, sanitised rich text) holds no script, so it cannot pass an element of that id for it.
 */
export function readPrerenderedState(document: Document): PrerenderedState | null {
  const script = document.querySelector(`script#${prerenderedStateId}[type="application/json"]`);
  try {
    const state = JSON.parse(script?.textContent || 'null') as Partial<PrerenderedState> | null;
    const valid =
      typeof state?.path === 'string' &&
      Number.isInteger(state.idSite) &&
      Number.isInteger(state.year) &&
      Array.isArray(state.queries?.queries);
    return valid ? (state as PrerenderedState) : null;
  } catch {
    return null;
  }
}

/**
 * Whether the address is the one the document was drawn for: its path (a trailing `/` aside) and no query, which
 * would draw something else (a list's page, a search). Anything else is drawn anew, with the same data to start.
 */
export function drawnFor(state: PrerenderedState, location: { pathname: string; search: string }): boolean {
  const path = (value: string) => (value.length > 1 ? value.replace(/\/+$/, '') : value);
  return location.search === '' && path(location.pathname) === path(state.path);
}
