import { queryOptions } from '@tanstack/react-query';
import type { ClientAnswer, ClientBodyInput } from '@cellar/shared/api/client';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { queryKeys } from '../../../lib/api/query-keys.ts';

export type NotificationRow = ClientAnswer<'adminNotifications'>[number];
export type NotificationBody = ClientBodyInput<'adminNotificationCreate'>;

export const notificationKeys = { list: queryKeys('notifications').lists };

export const notificationListQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: notificationKeys.list,
    queryFn: ({ signal }) => api.call('adminNotifications', { signal }),
  });

export const addNotification = (api: ApiClient, body: NotificationBody) =>
  api.call('adminNotificationCreate', { body });
/** Answers the recipients left. */
export const deleteNotifications = (api: ApiClient, ids: number[]) =>
  api.call('adminNotificationsDelete', { body: { ids } });
