import { superAdminHandlers } from '../handlers/super-admin.ts';
import { superAdminRoutes } from '@cellar/shared/routes/super-admin';
import { createGroupHandler } from '../pipeline.ts';

export const handler = createGroupHandler('superAdmin', superAdminRoutes, superAdminHandlers);
