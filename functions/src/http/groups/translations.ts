import { translationsHandlers } from '../handlers/translations.ts';
import { translationsRoutes } from '@cellar/shared/routes/translations';
import { createGroupHandler } from '../pipeline.ts';

export const handler = createGroupHandler('translations', translationsRoutes, translationsHandlers);
