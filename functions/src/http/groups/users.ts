import { usersHandlers } from '../handlers/users.ts';
import { usersRoutes } from '@cellar/shared/routes/users';
import { createGroupHandler } from '../pipeline.ts';

export const handler = createGroupHandler('users', usersRoutes, usersHandlers);
