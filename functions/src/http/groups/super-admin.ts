import { superAdminHandlers } from '../handlers/super-admin.ts';
import { createGroupHandler } from '../pipeline.ts';

export const handler = createGroupHandler('superAdmin', superAdminHandlers);
