import { contentHandlers } from '../handlers/content.ts';
import { contentRoutes } from '@cellar/shared/routes/content';
import { createGroupHandler } from '../pipeline.ts';

export const handler = createGroupHandler('content', contentRoutes, contentHandlers);
