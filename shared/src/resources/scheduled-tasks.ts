import * as z from 'zod';

/**
 * Work that runs on a clock rather than on a request (docs/orders.md "A card order never paid"):
 * in AWS an EventBridge rule invokes the route group's Lambda with `{ task }` at its rate; locally
 * `npm start` invokes the same handler module on a timer.
 */
export const scheduledTasks = {
  'cancel-unpaid-card-orders': { group: 'orders', everyMinutes: 5 },
  // docs/social.md "The review mail": hourly, so an ask goes the morning of its day whatever the deploy time.
  'send-review-asks': { group: 'orders', everyMinutes: 60 },
} as const;
export type ScheduledTaskName = keyof typeof scheduledTasks;

export const scheduledTaskEventSchema = z.strictObject({
  task: z.enum(Object.keys(scheduledTasks) as [ScheduledTaskName, ...ScheduledTaskName[]]),
});
