import { billingHandlers } from '../handlers/billing.ts';
import { billingRoutes } from '@cellar/shared/routes/billing';
import { createGroupHandler } from '../pipeline.ts';

export const handler = createGroupHandler('billing', billingRoutes, billingHandlers);
