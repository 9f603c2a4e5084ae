import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from './api/api-client.ts';
import { queryKeys } from './api/query-keys.ts';

/** Help messages are global: one key for the input names (every form) and the super-admin's screen. */
export const helpMessageKeys = queryKeys('help-messages');

/** `GET /admin/help-message`: every help message, read once a session (they change rarely). */
export const helpMessagesQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: helpMessageKeys.all,
    queryFn: ({ signal }) => api.call('adminHelpMessages', { signal }),
    staleTime: 10 * 60_000,
  });
