import type { JobKind, JobView } from '@cellar/shared/workflows/jobs';
import { jobHistoryLimit } from '@cellar/shared/workflows/jobs';
import { machineOfKind, type ExecutionInput } from '@cellar/shared/workflows/machines';
import { workflowStarter } from '../../adapters/workflows/workflow-starter.ts';
import type { SiteId } from '../../data/site-id.ts';
import { ConflictError, NotFoundError } from '../../lib/errors.ts';
import { logger } from '../../lib/logger.ts';
import { JobAlreadyRunning, jobRepository, newJobId } from '../../repositories/job-repository.ts';

/**
 * Starts and reads jobs (docs/workflows.md): the record first (RUNNING, its planned steps, the machine's lock for the
 * site), then the execution, named after the job. A start the platform refuses ends the job FAILED at once, so no
 * record stays RUNNING with nothing behind it.
 */
export const jobService = {
  async start(
    site: SiteId,
    kind: JobKind,
    startedBy: string,
    input: ExecutionInput['input'],
    id = newJobId(),
  ): Promise<JobView> {
    const machine = machineOfKind[kind];
    const startedAt = new Date().toISOString();
    let job: JobView;
    try {
      job = await jobRepository.create(site, { id, kind, machine, startedBy, startedAt });
    } catch (error) {
      if (error instanceof JobAlreadyRunning) throw new ConflictError('job.alreadyRunning');
      throw error;
    }
    try {
      await (
        await workflowStarter()
      ).start(machine, id, { job: { id, idSite: site, kind, startedBy }, input, results: {} });
    } catch (error) {
      logger.error('workflow start failed', { machine, job: id, error: (error as Error).message });
      await jobRepository.end(
        site,
        { id, machine },
        {
          status: 'FAILED',
          failure: `The job could not be started: ${(error as Error).message}`,
          endedAt: new Date().toISOString(),
        },
      );
      throw error;
    }
    return job;
  },

  async get(site: SiteId, id: string): Promise<JobView> {
    const job = await jobRepository.get(site, id);
    if (!job) throw new NotFoundError('job.notFound');
    return job;
  },

  async latest(site: SiteId): Promise<{ jobs: JobView[] }> {
    return { jobs: await jobRepository.latest(site, jobHistoryLimit) };
  },
};
