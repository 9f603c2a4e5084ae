import { authHandlers } from '../handlers/auth.ts';
import { createGroupHandler } from '../pipeline.ts';

export const handler = createGroupHandler('auth', authHandlers);
