import { createContext, useContext } from 'react';
import type { StoreApi } from './store-api.ts';

export const StoreApiContext = createContext<StoreApi | null>(null);

/** The client of the resolved site, in the screen's language (given by the site gate). */
export function useStoreApi(): StoreApi {
  const api = useContext(StoreApiContext);
  if (!api) throw new Error('useStoreApi outside the site gate');
  return api;
}
