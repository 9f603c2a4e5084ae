import { notImplemented, type GroupHandlers } from '../types.ts';

/** Not built yet: each route answers 501 "Not implemented" until its issue builds it. */
export const messagesHandlers: GroupHandlers<'messages'> = {
  contactMessage: notImplemented,
  messages: notImplemented,
  message: notImplemented,
  messageRead: notImplemented,
  adminMessageArchive: notImplemented,
  adminMessageDelete: notImplemented,
  adminMessageDuplicate: notImplemented,
  adminMessageFormToObject: notImplemented,
  adminMessageGenerateFile: notImplemented,
  adminMailModelRender: notImplemented,
  adminMailModels: notImplemented,
  adminMailModel: notImplemented,
  adminMailModelUpdate: notImplemented,
  adminMailModelDelete: notImplemented,
  superAdminMailModels: notImplemented,
  superAdminMailModelCreate: notImplemented,
  superAdminMailModel: notImplemented,
  superAdminMailModelUpdate: notImplemented,
  superAdminMailData: notImplemented,
  adminNotifications: notImplemented,
  adminNotificationCreate: notImplemented,
  adminNotificationsDelete: notImplemented,
  adminBrevoLists: notImplemented,
};
