import { queryOptions } from '@tanstack/react-query';
import type { MessageView } from '@cellar/shared/content/message';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { pagedList } from '../../../lib/api/paged-list.ts';
import { queryKeys } from '../../../lib/api/query-keys.ts';

export type MessageRow = MessageView;

/** React-query keys of the message screens: every message mutation invalidates `all`. */
export const messageKeys = queryKeys('messages');

/** `GET /message`: a page of the site's inbox, newest first unless the list orders it otherwise. */
export const loadMessages = pagedList('messages', (data) => data.list).page;

export const messageQuery = (api: ApiClient, id: number) =>
  queryOptions({
    queryKey: messageKeys.one(id),
    queryFn: ({ signal }) => api.call('message', { params: { id }, signal }),
  });

export const markMessageRead = (api: ApiClient, id: number) => api.call('messageRead', { params: { id } });
export const archiveMessage = (api: ApiClient, id: number, archived: boolean) =>
  api.call('adminMessageArchive', { params: { id }, body: { archived } });
export const duplicateMessage = (api: ApiClient, id: number) => api.call('adminMessageDuplicate', { params: { id } });
export const deleteMessage = (api: ApiClient, id: number) => api.call('adminMessageDelete', { params: { id } });
