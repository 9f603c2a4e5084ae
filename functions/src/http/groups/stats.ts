import { statsHandlers } from '../handlers/stats.ts';
import { createGroupHandler } from '../pipeline.ts';

export const handler = createGroupHandler('stats', statsHandlers);
