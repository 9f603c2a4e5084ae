import { catalogHandlers } from '../handlers/catalog.ts';
import { catalogRoutes } from '@cellar/shared/routes/catalog';
import { createGroupHandler } from '../pipeline.ts';

export const handler = createGroupHandler('catalog', catalogRoutes, catalogHandlers);
