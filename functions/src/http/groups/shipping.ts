import { shippingHandlers } from '../handlers/shipping.ts';
import { createGroupHandler } from '../pipeline.ts';

export const handler = createGroupHandler('shipping', shippingHandlers);
