import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { JobView } from '@cellar/shared/workflows/jobs';
import { useApi } from '../../lib/api/api-context.tsx';
import { queryKeys } from '../../lib/api/query-keys.ts';

/** How often a running job (or a list holding one) is read again. */
export const jobPollInterval = 1500;

/** One job read by `GET /admin/job/{id}`, under the site it works on (0 for a job over every site). */
export const jobKeys = queryKeys('jobs');
export const jobKey = (idSite: number, id: string) => jobKeys.one(`${idSite}:${id}`);

export const isRunning = (job: Pick<JobView, 'status'> | undefined | null): boolean => job?.status === 'RUNNING';

/** A list's `refetchInterval`: polled while one of its jobs runs, not after. */
export function pollWhileAnyRuns(jobs: readonly JobView[] | undefined): number | false {
  return jobs?.some(isRunning) ? jobPollInterval : false;
}

/** Which job to follow: its id and the site it works on, and what is already known of it (the start's answer). */
export interface FollowedJobRef {
  id: string;
  idSite: number;
  initial?: JobView;
}

/**
 * Follows one job: `GET /admin/job/{id}` every 1.5 s while it runs, not once it has ended. The job's site is sent as
 * `idSiteOverride`, so the super-admin area (site 0) follows a site's job, and a job over every site is read on site
 * 0. When it ends, the queries in `invalidate` (the lists it changed) load again.
 */
export function useJobPoll(
  ref: FollowedJobRef | null,
  invalidate: ReadonlyArray<readonly unknown[]> = [],
  options: { viaWorkflowStatus?: boolean } = {},
) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: ref ? jobKey(ref.idSite, ref.id) : jobKeys.one(null),
    queryFn: async ({ signal }): Promise<JobView> => {
      if (!ref) throw new Error('no job to follow');
      // A site being deleted stops existing before its job ends: its jobs are then read from the super-admin's list of
      // the site's runs (kept as the deletion's trail), which names the site in its path, not as the request's site.
      const job = options.viaWorkflowStatus
        ? (await api.call('siteWorkflowStatus', { params: { id: ref.idSite }, signal })).jobs.find(
            (j) => j.id === ref.id,
          )
        : await api.call('adminJob', { params: { id: ref.id }, idSiteOverride: ref.idSite, signal });
      if (!job) throw new Error('job not found');
      if (!isRunning(job)) for (const queryKey of invalidate) void queryClient.invalidateQueries({ queryKey });
      return job;
    },
    enabled: ref !== null,
    initialData: ref?.initial,
    // An ended job does not change: read once (its end seen), then left alone.
    staleTime: (query) => (query.state.data && !isRunning(query.state.data) ? Infinity : 0),
    refetchInterval: (query) => (isRunning(query.state.data) ? jobPollInterval : false),
  });
}
