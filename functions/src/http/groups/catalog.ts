import { catalogHandlers } from '../handlers/catalog.ts';
import { createGroupHandler } from '../pipeline.ts';

export const handler = createGroupHandler('catalog', catalogHandlers);
