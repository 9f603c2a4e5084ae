import middy from '@middy/core';
import type { Context } from 'aws-lambda';
import { scheduledTaskEventSchema, type ScheduledTaskName } from '@cellar/shared/resources/scheduled-tasks';
import { ordersHandlers } from '../handlers/orders.ts';
import { ordersRoutes } from '@cellar/shared/routes/orders';
import { createGroupHandler } from '../pipeline.ts';
import { logger } from '../../lib/logger.ts';
import { recordJobFailed } from '../../lib/metrics.ts';
import { observedInvocation } from '../../lib/observed-invocation.ts';
import { cancelUnpaidCardOrders } from '../../services/orders/unpaid-card-orders.ts';
import { sendDueReviewAsks } from '../../services/social/review-asks.ts';

const http = createGroupHandler('orders', ordersRoutes, ordersHandlers);

/** What each task of this group runs (the orders Lambda holds the orders' code and their mails). */
const taskRunners: Record<ScheduledTaskName, () => Promise<Record<string, number>>> = {
  'cancel-unpaid-card-orders': () => cancelUnpaidCardOrders(),
  'send-review-asks': () => sendDueReviewAsks(),
};

/** A scheduled task's run, observed like a request: its lines carry `task`, a failure counts as a failed job. */
const tasks = middy<{ task: ScheduledTaskName }, unknown, Error, Context>()
  .use(observedInvocation())
  .handler(async ({ task }) => {
    logger.appendKeys({ task });
    try {
      const done = await taskRunners[task]();
      logger.info('scheduled task done', done);
      return done;
    } catch (error) {
      recordJobFailed(task);
      logger.error('scheduled task failed', { error });
      // Failed for EventBridge too: it retries, and the Lambda's Errors metric counts it.
      throw error;
    }
  });

/**
 * The orders Lambda answers its routes, and its scheduled tasks: EventBridge (a timer locally)
 * invokes it with `{ task }` (shared/src/resources/scheduled-tasks.ts). One Lambda, one role and
 * one log group for the orders' code, whoever calls it.
 */
export const handler = async (event: unknown, context: Parameters<typeof http>[1]) => {
  const task = scheduledTaskEventSchema.safeParse(event);
  if (task.success) return tasks(task.data, context);
  return http(event as Parameters<typeof http>[0], context);
};
