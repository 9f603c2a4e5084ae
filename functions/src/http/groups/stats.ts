import { statsHandlers } from '../handlers/stats.ts';
import { statsRoutes } from '@cellar/shared/routes/stats';
import { createGroupHandler } from '../pipeline.ts';

export const handler = createGroupHandler('stats', statsRoutes, statsHandlers);
