import { checkoutHandlers } from '../handlers/checkout.ts';
import { checkoutRoutes } from '@cellar/shared/routes/checkout';
import { createGroupHandler } from '../pipeline.ts';

export const handler = createGroupHandler('checkout', checkoutRoutes, checkoutHandlers);
