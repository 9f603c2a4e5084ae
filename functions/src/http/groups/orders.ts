import { ordersHandlers } from '../handlers/orders.ts';
import { createGroupHandler } from '../pipeline.ts';

export const handler = createGroupHandler('orders', ordersHandlers);
