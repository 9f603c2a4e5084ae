import { checkoutHandlers } from '../handlers/checkout.ts';
import { createGroupHandler } from '../pipeline.ts';

export const handler = createGroupHandler('checkout', checkoutHandlers);
