import { translationsHandlers } from '../handlers/translations.ts';
import { createGroupHandler } from '../pipeline.ts';

export const handler = createGroupHandler('translations', translationsHandlers);
