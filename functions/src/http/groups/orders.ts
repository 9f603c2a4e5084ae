import { scheduledTaskEventSchema } from '@cellar/shared/resources/scheduled-tasks';
import { ordersHandlers } from '../handlers/orders.ts';
import { ordersRoutes } from '@cellar/shared/routes/orders';
import { createGroupHandler } from '../pipeline.ts';
import { log } from '../../lib/logger.ts';
import { cancelUnpaidCardOrders } from '../../services/orders/unpaid-card-orders.ts';

const http = createGroupHandler('orders', ordersRoutes, ordersHandlers);

/**
 * The orders Lambda answers its routes, and its scheduled tasks: EventBridge (a timer locally)
 * invokes it with `{ task }` (shared/src/resources/scheduled-tasks.ts). One Lambda, one role and
 * one log group for the orders' code, whoever calls it.
 */
export const handler = async (event: unknown, context: Parameters<typeof http>[1]) => {
  const task = scheduledTaskEventSchema.safeParse(event);
  if (task.success) {
    const done = await cancelUnpaidCardOrders();
    log('info', 'scheduled task done', { task: task.data.task, ...done });
    return done;
  }
  return http(event as Parameters<typeof http>[0], context);
};
