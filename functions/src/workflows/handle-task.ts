import { plannedSteps, taskEventSchema } from '@cellar/shared/workflows/machines';
import { jobRepository } from '../repositories/job-repository.ts';
import { logger } from '../lib/logger.ts';
import { takeFault } from './faults.ts';
import { taskContext, type TaskContext } from './task-context.ts';
import { tasks } from './tasks/registry.ts';

/**
 * Every Task state of every machine calls this (the task Lambda in AWS, in-process locally): it runs the named task
 * and records the step on the job — RUNNING with its attempt, then SUCCEEDED, or FAILED with the error, which it
 * throws again so the ASL's Retry and Catch decide what comes next.
 */
export async function handleTask(raw: unknown): Promise<Record<string, unknown>> {
  const event = taskEventSchema.parse(raw);
  const task = tasks[event.task];
  if (!task) throw new Error(`Unknown task ${event.task}`);
  const context = taskContext(event);
  const index = plannedSteps(event.job.kind).indexOf(event.task);
  // One Map iteration per site (per language) runs `update-site` (`translate-lang`) at once: its outcome is the site's
  // item (the language's progress), not the step.
  const recorded = index >= 0 && event.task !== 'update-site' && event.task !== 'translate-lang';
  if (recorded) await recordStep(context, index, 'RUNNING');
  try {
    takeFault(event.task, event.site?.id ?? event.job.idSite);
    const result = await task(context);
    if (recorded) await recordStep(context, index, 'SUCCEEDED');
    return result;
  } catch (error) {
    const message = (error as Error).message;
    logger.warn('workflow task failed', { task: event.task, job: event.job.id, error: message });
    if (recorded) await recordStep(context, index, 'FAILED', message).catch(() => undefined);
    throw error;
  }
}

async function recordStep(
  context: TaskContext,
  index: number,
  status: 'RUNNING' | 'SUCCEEDED' | 'FAILED',
  error?: string,
): Promise<void> {
  const { site, event } = context;
  const job = await jobRepository.get(site, event.job.id);
  const step = job?.steps[index];
  if (!step) return;
  const now = context.now();
  // A loop (delete-batch) comes back to a SUCCEEDED step: only a retry after a failure counts as another attempt.
  const next =
    status === 'RUNNING'
      ? {
          ...step,
          status,
          startedAt: step.status === 'PENDING' ? now : (step.startedAt ?? now),
          endedAt: null,
          attempts: step.status === 'SUCCEEDED' ? step.attempts : step.attempts + 1,
        }
      : { ...step, status, endedAt: now, error: error ?? step.error };
  await jobRepository.setStep(site, event.job.id, index, next);
}
