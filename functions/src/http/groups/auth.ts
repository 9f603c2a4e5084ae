import { authHandlers } from '../handlers/auth.ts';
import { authRoutes } from '@cellar/shared/routes/auth';
import { createGroupHandler } from '../pipeline.ts';

export const handler = createGroupHandler('auth', authRoutes, authHandlers);
