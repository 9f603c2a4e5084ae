import { contentHandlers } from '../handlers/content.ts';
import { createGroupHandler } from '../pipeline.ts';

export const handler = createGroupHandler('content', contentHandlers);
