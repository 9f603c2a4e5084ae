import * as z from 'zod';
import { draftBody, idParam, pathParams, route } from './define.ts';
import { listQuerySchema } from '../list-query.ts';
import { idParams } from './schemas.ts';
import { mailKeys } from '../mail/mail-keys.ts';
import {
  mailDataBodySchema,
  mailDataSchema,
  mailModelBodySchema,
  mailModelCreateBodySchema,
  mailModelDetailSchema,
  mailModelListSchema,
  mailRenderBodySchema,
  mailRenderSchema,
} from '../mail/mail-models.ts';
import {
  notificationBodySchema,
  notificationDeleteBodySchema,
  notificationListSchema,
  notificationSchema,
} from '../mail/notifications.ts';

/** Conversation fields (spec 1 §3: id, read, archived); `read=false` is the filter the spec shows. */
export const messageListQuerySchema = listQuerySchema(['read', 'archived'], ['id', 'read', 'archived']);

const keyParams = z.strictObject({ key: z.enum(mailKeys, { error: 'mail.unknownKey' }) });

/**
 * Conversations (the site's inbox and the storefront contact form), mail models and mail data,
 * notifications, Brevo (spec 2 §7 storefront table, "Countries, cities, components, messages",
 * "Forms and messages", "Functionality, help, library, mail, news, notifications").
 */
export const messagesRoutes = {
  contactMessage: route({
    method: 'POST',
    path: '/message',
    level: 'public',
    group: 'messages',
    summary: 'Storefront contact message (or a filled-in form)',
    draft: true,
    body: draftBody,
  }),
  // The /message reads are the site's inbox (unread conversations loaded by the admin layout): admin, though outside
  // /admin.
  messages: route({
    method: 'GET',
    path: '/message',
    level: 'admin',
    group: 'messages',
    summary: 'Conversations of the site (list query; read=false for unread)',
    query: messageListQuerySchema,
  }),
  message: route({
    method: 'GET',
    path: '/message/{id}',
    level: 'admin',
    group: 'messages',
    summary: 'One conversation',
    params: idParams,
  }),
  messageRead: route({
    method: 'GET',
    path: '/message/read/{id}',
    level: 'admin',
    group: 'messages',
    summary: 'Mark a conversation read',
    params: idParams,
  }),
  adminMessageArchive: route({
    method: 'PUT',
    path: '/admin/message/{id}/archive',
    level: 'admin',
    group: 'messages',
    summary: 'Archive a conversation',
    params: idParams,
    draft: true,
    body: draftBody,
  }),
  adminMessageDelete: route({
    method: 'DELETE',
    path: '/admin/message/{id}',
    level: 'admin',
    group: 'messages',
    summary: 'Delete a conversation',
    params: idParams,
  }),
  adminMessageDuplicate: route({
    method: 'POST',
    path: '/admin/message/{id}/duplicate',
    level: 'admin',
    group: 'messages',
    summary: 'Duplicate a form answer',
    params: idParams,
    draft: true,
    body: draftBody,
  }),
  adminMessageFormToObject: route({
    method: 'GET',
    path: '/admin/message/{id}/form-to-object/{type}',
    level: 'admin',
    group: 'messages',
    summary: 'Turn a form answer into an object of a type',
    params: pathParams('id', 'type'),
  }),
  adminMessageGenerateFile: route({
    method: 'GET',
    path: '/admin/message/{id}/generate-file/{type}/template/{idTemplate}/{extension}',
    level: 'admin',
    group: 'messages',
    summary: 'Generate a document from a form answer with a template',
    params: z.strictObject({
      id: idParam,
      type: z.string().min(1).max(50),
      idTemplate: idParam,
      extension: z.string().regex(/^[a-z0-9]{1,10}$/, 'validation.invalidValue'),
    }),
    binary: true,
  }),

  // Mail models: the site's own (admin) and the base models and mail data (super-admin only, spec 2 §6;
  // docs/mail-models.md)
  adminMailModelRender: route({
    method: 'POST',
    path: '/admin/mail/model/render',
    level: 'admin',
    group: 'messages',
    summary:
      'Render a mail model (subject and HTML) with the samples or the given variables, in a language, in the mail layout',
    body: mailRenderBodySchema,
    response: mailRenderSchema,
  }),
  adminMailModels: route({
    method: 'GET',
    path: '/admin/mail/model',
    level: 'admin',
    group: 'messages',
    summary: 'Every mail of the site with the model that applies and whether the site overrides the base one',
    response: mailModelListSchema,
  }),
  adminMailModel: route({
    method: 'GET',
    path: '/admin/mail/model/{key}',
    level: 'admin',
    group: 'messages',
    summary: 'The model that applies to one mail of the site, with the variables it offers',
    params: keyParams,
    response: mailModelDetailSchema,
  }),
  adminMailModelUpdate: route({
    method: 'PUT',
    path: '/admin/mail/model/{key}',
    level: 'admin',
    group: 'messages',
    summary: 'Set the site’s own version of a mail model',
    params: keyParams,
    body: mailModelBodySchema,
    response: mailModelDetailSchema,
  }),
  adminMailModelDelete: route({
    method: 'DELETE',
    path: '/admin/mail/model/{key}',
    level: 'admin',
    group: 'messages',
    summary: 'Drop the site’s version of a mail model: the base model applies again',
    params: keyParams,
    response: mailModelDetailSchema,
  }),
  superAdminMailModels: route({
    method: 'GET',
    path: '/super-admin/mail/model',
    level: 'superAdmin',
    group: 'messages',
    summary: 'Every base mail model (site 0)',
    response: mailModelListSchema,
  }),
  superAdminMailModelCreate: route({
    method: 'POST',
    path: '/super-admin/mail/model',
    level: 'superAdmin',
    group: 'messages',
    summary: 'Create the base model of a mail that has none',
    body: mailModelCreateBodySchema,
    response: mailModelDetailSchema,
  }),
  superAdminMailModel: route({
    method: 'GET',
    path: '/super-admin/mail/model/{key}',
    level: 'superAdmin',
    group: 'messages',
    summary: 'One base mail model, with the variables it offers',
    params: keyParams,
    response: mailModelDetailSchema,
  }),
  superAdminMailModelUpdate: route({
    method: 'PUT',
    path: '/super-admin/mail/model/{key}',
    level: 'superAdmin',
    group: 'messages',
    summary: 'Change a base mail model (site 0)',
    params: keyParams,
    body: mailModelBodySchema,
    response: mailModelDetailSchema,
  }),
  superAdminMailData: route({
    method: 'POST',
    path: '/super-admin/mail/data',
    level: 'superAdmin',
    group: 'messages',
    summary: 'Set the descriptions and samples of a mail’s variables (stored on site 0)',
    body: mailDataBodySchema,
    response: mailDataSchema,
  }),

  // Notifications: who receives the merchant's mails (new order, return asked, new message)
  adminNotifications: route({
    method: 'GET',
    path: '/admin/notifications',
    level: 'admin',
    group: 'messages',
    summary: 'Recipients of the site’s notification mails, with their events',
    response: notificationListSchema,
  }),
  // The spec writes "POST /admin/notifications/" (trailing slash dropped).
  adminNotificationCreate: route({
    method: 'POST',
    path: '/admin/notifications',
    level: 'admin',
    group: 'messages',
    summary: 'Add a recipient of the site’s notification mails',
    inferred: true,
    body: notificationBodySchema,
    response: notificationSchema,
  }),
  adminNotificationsDelete: route({
    method: 'PUT',
    path: '/admin/notifications/delete',
    level: 'admin',
    group: 'messages',
    summary: 'Remove recipients of the site’s notification mails (answers those left)',
    body: notificationDeleteBodySchema,
    response: notificationListSchema,
  }),

  // Brevo
  adminBrevoLists: route({
    method: 'GET',
    path: '/admin/brevo/list',
    level: 'admin',
    group: 'messages',
    summary: 'Brevo contact lists',
  }),
} as const;
