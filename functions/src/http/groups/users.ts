import { usersHandlers } from '../handlers/users.ts';
import { createGroupHandler } from '../pipeline.ts';

export const handler = createGroupHandler('users', usersHandlers);
