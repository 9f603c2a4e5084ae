import { createContext } from 'react';

/**
 * Where the calls go when it is not the browser's `/api` with the customer's session: the prerender's absolute API
 * address and its own fetch (shared/src/workflows/store-renderer.ts). The site gate builds its clients with it.
 */
export interface ApiTransport {
  baseUrl: string;
  fetch: typeof fetch;
}

/** null in the browser. */
export const ApiTransportContext = createContext<ApiTransport | null>(null);
