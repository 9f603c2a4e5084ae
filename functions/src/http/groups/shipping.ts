import { shippingHandlers } from '../handlers/shipping.ts';
import { shippingRoutes } from '@cellar/shared/routes/shipping';
import { createGroupHandler } from '../pipeline.ts';

export const handler = createGroupHandler('shipping', shippingRoutes, shippingHandlers);
