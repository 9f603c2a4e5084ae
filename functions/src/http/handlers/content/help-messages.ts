import { helpMessageService } from '../../../services/content/help-message-service.ts';
import type { GroupHandlers } from '../../types.ts';

type HelpMessageRoutes =
  'adminHelpMessages' | 'adminHelpMessageCreate' | 'adminHelpMessageUpdate' | 'adminHelpMessageDelete';

/** Help messages: global (no site in their keys); the writes are super-admin routes (shared/src/routes/content.ts). */
export const helpMessageHandlers = {
  adminHelpMessages: async () => ({ data: await helpMessageService.list() }),
  adminHelpMessageCreate: async ({ body }) => ({
    message: 'helpMessage.created',
    data: await helpMessageService.create(body),
  }),
  adminHelpMessageUpdate: async ({ params, body }) => ({
    message: 'helpMessage.updated',
    data: await helpMessageService.update(params.id, body),
  }),
  adminHelpMessageDelete: async ({ params }) => {
    await helpMessageService.remove(params.id);
    return { message: 'helpMessage.deleted', data: null };
  },
} satisfies Pick<GroupHandlers<'content'>, HelpMessageRoutes>;
