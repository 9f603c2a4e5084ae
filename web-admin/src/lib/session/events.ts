/** Session events raised outside React (by the API client) and handled by components. */
export interface SessionEvents {
  /** A request was dropped: this window works on `mine`, another window chose `other`. */
  twoSiteOpen: { mine: number; other: number };
  /** The API answered 401. */
  unauthorized: Record<string, never>;
}

type Listener<K extends keyof SessionEvents> = (payload: SessionEvents[K]) => void;
const listeners: { [K in keyof SessionEvents]: Set<Listener<K>> } = { twoSiteOpen: new Set(), unauthorized: new Set() };

export function onSessionEvent<K extends keyof SessionEvents>(name: K, listener: Listener<K>): () => void {
  listeners[name].add(listener);
  return () => {
    listeners[name].delete(listener);
  };
}

export function emitSessionEvent<K extends keyof SessionEvents>(name: K, payload: SessionEvents[K]): void {
  for (const listener of [...listeners[name]]) listener(payload);
}
