import { socialHandlers } from '../handlers/social.ts';
import { socialRoutes } from '@cellar/shared/routes/social';
import { createGroupHandler } from '../pipeline.ts';

export const handler = createGroupHandler('social', socialRoutes, socialHandlers);
