import { socialHandlers } from '../handlers/social.ts';
import { createGroupHandler } from '../pipeline.ts';

export const handler = createGroupHandler('social', socialHandlers);
