import { sitesHandlers } from '../handlers/sites.ts';
import { createGroupHandler } from '../pipeline.ts';

export const handler = createGroupHandler('sites', sitesHandlers);
