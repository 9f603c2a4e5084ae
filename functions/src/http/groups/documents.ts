import { documentsHandlers } from '../handlers/documents.ts';
import { documentsRoutes } from '@cellar/shared/routes/documents';
import { createGroupHandler } from '../pipeline.ts';

export const handler = createGroupHandler('documents', documentsRoutes, documentsHandlers);
