import { ordersHandlers } from '../handlers/orders.ts';
import { ordersRoutes } from '@cellar/shared/routes/orders';
import { createGroupHandler } from '../pipeline.ts';

export const handler = createGroupHandler('orders', ordersRoutes, ordersHandlers);
