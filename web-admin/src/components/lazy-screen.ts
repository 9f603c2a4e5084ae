import { lazy, type ComponentType } from 'react';

const reloadKey = 'cellar.chunkReloadAt';
const reloadEvery = 60_000;

/**
 * A screen loaded on demand. A failed chunk (a new deployment replaced it) reloads the page once,
 * at most once per 60 seconds (spec 1 §8); otherwise the error reaches the error screen.
 */
export function lazyScreen<T extends ComponentType<object>>(load: () => Promise<{ default: T }>) {
  return lazy(async () => {
    try {
      return await load();
    } catch (error) {
      const last = Number(sessionStorage.getItem(reloadKey) ?? 0);
      if (Date.now() - last > reloadEvery) {
        sessionStorage.setItem(reloadKey, String(Date.now()));
        location.reload();
        return new Promise<never>(() => {});
      }
      throw error;
    }
  });
}
