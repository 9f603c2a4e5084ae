import { messagesHandlers } from '../handlers/messages.ts';
import { messagesRoutes } from '@cellar/shared/routes/messages';
import { createGroupHandler } from '../pipeline.ts';

export const handler = createGroupHandler('messages', messagesRoutes, messagesHandlers);
