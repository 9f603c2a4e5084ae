import { billingHandlers } from '../handlers/billing.ts';
import { createGroupHandler } from '../pipeline.ts';

export const handler = createGroupHandler('billing', billingHandlers);
