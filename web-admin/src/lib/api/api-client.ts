import { createApiClient } from '@cellar/shared/api/client';
import { emitSessionEvent } from '../session/events.ts';
import { requestHeaders, shouldSendRequest } from '../session/session-store.ts';

/** The typed client (route names of the shared table). */
export type ApiClient = ReturnType<typeof createApiClient>;

/** Where the SPA reaches the API: `/api` on its own domain (CloudFront, e2e server, vite proxy). */
export const apiBase: string = import.meta.env.VITE_API_BASE ?? '/api';

/**
 * The app's client: the session headers (`requestHeaders`, spec 1 §7), the multi-site rule (a request
 * for another window's site is dropped, spec 1 §4), and a 401 anywhere raises `unauthorized`.
 */
export function createAppApiClient(): ApiClient {
  return createApiClient({
    baseUrl: apiBase,
    headers: requestHeaders,
    shouldSend: shouldSendRequest,
    onUnauthorized: () => emitSessionEvent('unauthorized', {}),
  });
}
