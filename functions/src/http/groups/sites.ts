import { sitesHandlers } from '../handlers/sites.ts';
import { sitesRoutes } from '@cellar/shared/routes/sites';
import { createGroupHandler } from '../pipeline.ts';

export const handler = createGroupHandler('sites', sitesRoutes, sitesHandlers);
