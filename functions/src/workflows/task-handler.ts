import { env } from '../lib/env.ts';
import { logger, setLogLevel } from '../lib/logger.ts';
import { handleTask } from './handle-task.ts';

/**
 * The workflows' task Lambda (infra/lib/workflows-stack.ts): every Task state of every machine invokes it with
 * `{ task, job, input, results }` (shared/src/workflows/machines.ts) and gets the task's small result back.
 */
export const handler = async (event: unknown): Promise<Record<string, unknown>> => {
  setLogLevel(env().LOG_LEVEL);
  const task = (event as { task?: unknown } | null)?.task;
  logger.appendKeys({ task: typeof task === 'string' ? task : 'unknown' });
  try {
    return await handleTask(event);
  } finally {
    logger.removeKeys(['task']);
  }
};
