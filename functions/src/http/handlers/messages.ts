import { mailModelService } from '../../services/messages/mail-model-service.ts';
import { mailPreview } from '../../services/messages/mail-preview.ts';
import { notificationService } from '../../services/messages/notification-service.ts';
import type { GroupHandlers } from '../types.ts';
import { formDocumentHandlers } from './content/form-documents.ts';
import { conversationHandlers } from './messages/conversations.ts';

/** Conversations and Brevo (messages/conversations.ts), mail models and notifications (docs/mail-models.md). */
export const messagesHandlers: GroupHandlers<'messages'> = {
  ...conversationHandlers,
  adminMessageFormToObject: formDocumentHandlers.adminMessageFormToObject,
  adminMessageGenerateFile: formDocumentHandlers.adminMessageGenerateFile,
  adminMailModelRender: async ({ site, body }) => ({ data: await mailPreview(site, body) }),
  adminMailModels: async ({ site }) => ({ data: await mailModelService.siteList(site) }),
  adminMailModel: async ({ site, params }) => ({ data: await mailModelService.siteOne(site, params.key) }),
  adminMailModelUpdate: async ({ site, principal, params, body }) => ({
    message: 'mail.modelSaved',
    data: await mailModelService.saveSite(site, principal.user, params.key, body),
  }),
  adminMailModelDelete: async ({ site, params }) => ({
    message: 'mail.modelReset',
    data: await mailModelService.dropSite(site, params.key),
  }),
  superAdminMailModels: async () => ({ data: await mailModelService.baseList() }),
  superAdminMailModelCreate: async ({ principal, body }) => ({
    status: 201,
    message: 'mail.modelCreated',
    data: await mailModelService.createBase(principal.user, body),
  }),
  superAdminMailModel: async ({ params }) => ({ data: await mailModelService.baseOne(params.key) }),
  superAdminMailModelUpdate: async ({ principal, params, body }) => ({
    message: 'mail.modelSaved',
    data: await mailModelService.saveBase(principal.user, params.key, body),
  }),
  superAdminMailData: async ({ body }) => ({ message: 'mail.dataSaved', data: await mailModelService.setData(body) }),
  adminNotifications: async ({ site }) => ({ data: await notificationService.list(site) }),
  adminNotificationCreate: async ({ site, body }) => ({
    status: 201,
    message: 'notification.created',
    data: await notificationService.create(site, body),
  }),
  adminNotificationsDelete: async ({ site, body }) => ({
    message: 'notification.deleted',
    data: await notificationService.remove(site, body.ids),
  }),
};
