import * as z from 'zod';
import { idParam, route } from './define.ts';
import { listQuerySchema } from '../list-query.ts';
import { idParams } from './schemas.ts';
import { mailKeys } from '../mail/mail-keys.ts';
import { formDocumentExtensions, formObjectSchema, formObjectTypes } from '../content/form-template.ts';
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
  brevoListSchema,
  messageArchiveBodySchema,
  messageBodySchema,
  messageListSchema,
  messageSentSchema,
  messageViewSchema,
} from '../content/message.ts';
import {
  notificationBodySchema,
  notificationDeleteBodySchema,
  notificationListSchema,
  notificationSchema,
} from '../mail/notifications.ts';

/**
 * Conversation fields (spec 1 §3: id, read, archived); `read=false` is the filter the spec shows. The inbox also
 * filters by kind, by sender (`sender=lk:…`: name or e-mail) and by day (`createdAt=lk:2026-11-27`).
 */
export const messageListQuerySchema = listQuerySchema(
  ['read', 'archived', 'kind', 'sender', 'createdAt'],
  ['id', 'read', 'archived', 'kind', 'createdAt'],
);

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
    summary: 'Storefront contact message (or a filled-in form): kept unread in the site’s inbox, mailed to the site',
    body: messageBodySchema,
    response: messageSentSchema,
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
    response: messageListSchema,
  }),
  message: route({
    method: 'GET',
    path: '/message/{id}',
    level: 'admin',
    group: 'messages',
    summary: 'One conversation',
    params: idParams,
    response: messageViewSchema,
  }),
  messageRead: route({
    method: 'GET',
    path: '/message/read/{id}',
    level: 'admin',
    group: 'messages',
    summary: 'Mark a conversation read',
    params: idParams,
    response: messageViewSchema,
  }),
  adminMessageArchive: route({
    method: 'PUT',
    path: '/admin/message/{id}/archive',
    level: 'admin',
    group: 'messages',
    summary: 'Archive a conversation (or bring it back to the inbox with `archived: false`)',
    params: idParams,
    body: messageArchiveBodySchema,
    response: messageViewSchema,
  }),
  adminMessageDelete: route({
    method: 'DELETE',
    path: '/admin/message/{id}',
    level: 'admin',
    group: 'messages',
    summary: 'Delete a conversation',
    params: idParams,
    response: z.null(),
  }),
  adminMessageDuplicate: route({
    method: 'POST',
    path: '/admin/message/{id}/duplicate',
    level: 'admin',
    group: 'messages',
    summary:
      'Duplicate a conversation: a new unread copy in the inbox (to work on a form answer, keeping the original)',
    params: idParams,
    response: messageViewSchema,
  }),
  adminMessageFormToObject: route({
    method: 'GET',
    path: '/admin/message/{id}/form-to-object/{type}',
    level: 'admin',
    group: 'messages',
    summary:
      'A form answer as the object its templates are filled with: `docx` (values as people read them) or `json` (as stored)',
    params: z.strictObject({ id: idParam, type: z.enum(formObjectTypes, { error: 'formDocument.unknownType' }) }),
    response: formObjectSchema,
  }),
  adminMessageGenerateFile: route({
    method: 'GET',
    path: '/admin/message/{id}/generate-file/{type}/template/{idTemplate}/{extension}',
    level: 'admin',
    group: 'messages',
    summary: 'Generate a document from a form answer with a template',
    // `type` is the object's flavour (`docx`: the only one a template is filled with); the extension the file's.
    params: z.strictObject({
      id: idParam,
      type: z.literal('docx', { error: 'formDocument.unknownType' }),
      idTemplate: idParam,
      extension: z.enum(formDocumentExtensions, { error: 'formDocument.unknownExtension' }),
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
    summary: 'Brevo contact lists (the local adapter answers demo lists and says so)',
    response: brevoListSchema,
  }),
} as const;
