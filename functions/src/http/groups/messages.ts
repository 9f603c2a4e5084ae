import { messagesHandlers } from '../handlers/messages.ts';
import { createGroupHandler } from '../pipeline.ts';

export const handler = createGroupHandler('messages', messagesHandlers);
