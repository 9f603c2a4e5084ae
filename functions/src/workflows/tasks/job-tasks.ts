import { machineOfKind, plannedSteps } from '@cellar/shared/workflows/machines';
import { jobRepository } from '../../repositories/job-repository.ts';
import { releaseRepository } from '../../repositories/release-repository.ts';
import { failureReason } from '../job-errors.ts';
import type { Task } from '../task-context.ts';

/** Finish: the job SUCCEEDED — or, over many sites, FAILED when any site failed (each site's result is kept). */
const finishJob: Task = async (context) => {
  const { event, site } = context;
  const job = await jobRepository.get(site, event.job.id);
  if (!job) throw new Error(`Job ${event.job.id} is missing`);
  let status: 'SUCCEEDED' | 'FAILED' = 'SUCCEEDED';
  let failure: string | null = null;
  if (event.job.kind === 'massive-update') {
    const failed = job.items.filter((item) => item.status === 'FAILED');
    if (failed.length > 0) {
      status = 'FAILED';
      failure = `${failed.length} of ${job.items.length} sites failed: ${failed.map((item) => item.name).join(', ')}`;
    }
    const index = plannedSteps('massive-update').indexOf('update-site');
    const step = job.steps[index];
    if (step)
      await jobRepository.setStep(site, job.id, index, {
        ...step,
        status: status === 'FAILED' ? 'FAILED' : 'SUCCEEDED',
        startedAt: step.startedAt ?? job.startedAt,
        endedAt: context.now(),
        attempts: Math.max(step.attempts, 1),
        error: failure,
      });
  }
  if (event.job.kind === 'live') await releaseRepository.updateLive(site, job.id, { status: 'ready' });
  await jobRepository.end(
    site,
    { id: job.id, machine: machineOfKind[event.job.kind] },
    {
      status,
      failure,
      endedAt: context.now(),
    },
  );
  return { status };
};

/** Fail: what Step Functions caught becomes the job's reason; the step that failed already says which. */
const failJob: Task = async (context) => {
  const { event, site } = context;
  const reason = failureReason(event.error?.Cause);
  if (event.job.kind === 'live') await releaseRepository.updateLive(site, event.job.id, { failure: reason });
  await jobRepository.end(
    site,
    { id: event.job.id, machine: machineOfKind[event.job.kind] },
    {
      status: 'FAILED',
      failure: reason,
      endedAt: context.now(),
    },
  );
  return { status: 'FAILED' };
};

/** One site of a massive update failed after its retries: its result says why; the other sites go on. */
const siteFailed: Task = async (context) => {
  const { event, site } = context;
  if (!event.site) throw new Error('site-failed names no site');
  await jobRepository.addItem(site, event.job.id, {
    idSite: event.site.id,
    name: event.site.name,
    status: 'FAILED',
    error: failureReason(event.error?.Cause),
    endedAt: context.now(),
  });
  return {};
};

export const jobTasks = { 'finish-job': finishJob, 'fail-job': failJob, 'site-failed': siteFailed };
