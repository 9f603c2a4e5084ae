import { brevoService } from '../../../services/messages/brevo-service.ts';
import { messageService } from '../../../services/messages/message-service.ts';
import type { GroupHandlers } from '../../types.ts';

/** Conversations (spec 1 §2 `/message`; spec 2 §7; issue 18) and the Brevo lists. */
export const conversationHandlers = {
  contactMessage: async ({ site, body, clientAddress }) => ({
    status: 201,
    message: 'message.sent',
    data: await messageService.submit(site, body, clientAddress),
  }),
  messages: async ({ site, query }) => ({ data: await messageService.list(site, query) }),
  message: async ({ site, params }) => ({ data: await messageService.one(site, params.id) }),
  messageRead: async ({ site, params }) => ({ data: await messageService.markRead(site, params.id) }),
  adminMessageArchive: async ({ site, params, body }) => {
    const archived = body?.archived ?? true;
    return {
      message: archived ? 'message.archived' : 'message.unarchived',
      data: await messageService.archive(site, params.id, archived),
    };
  },
  adminMessageDelete: async ({ site, params }) => {
    await messageService.remove(site, params.id);
    return { message: 'message.deleted', data: null };
  },
  adminMessageDuplicate: async ({ site, params }) => ({
    status: 201,
    message: 'message.duplicated',
    data: await messageService.duplicate(site, params.id),
  }),
  adminBrevoLists: async ({ site }) => ({ data: await brevoService.lists(site) }),
} satisfies Partial<GroupHandlers<'messages'>>;
