import { queryOptions } from '@tanstack/react-query';
import type { JobView } from '@cellar/shared/workflows/jobs';
import type { LiveStatus, ReleaseList } from '@cellar/shared/workflows/releases';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { queryKeys } from '../../../lib/api/query-keys.ts';
import { jobPollInterval, pollWhileAnyRuns } from '../../../components/jobs/job-queries.ts';

/**
 * React-query keys of the site's publishing (issue 15): its releases, its job history and its live edit. A job that
 * ends invalidates `all`.
 */
const keys = queryKeys('publishing');
export const publishingKeys = {
  all: keys.all,
  releases: keys.part('releases'),
  jobs: keys.part('jobs'),
  live: keys.part('live'),
};

/** The site's releases, the one served first, and which one is served (`GET /admin/site/releases`). */
export const releasesQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: publishingKeys.releases,
    queryFn: ({ signal }): Promise<ReleaseList> => api.call('adminReleases', { signal }),
  });

/** The site's latest jobs, newest first (`GET /admin/jobs`), read again every 1.5 s while one runs. */
export const jobHistoryQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: publishingKeys.jobs,
    queryFn: async ({ signal }): Promise<JobView[]> => (await api.call('adminJobs', { signal })).jobs,
    refetchInterval: (query) => pollWhileAnyRuns(query.state.data),
  });

/** The live edit's state (`GET /admin/live/status`), read again while it starts (up to 10 minutes). */
export const liveStatusQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: publishingKeys.live,
    queryFn: ({ signal }): Promise<LiveStatus> => api.call('adminLiveStatus', { signal }),
    refetchInterval: (query) => (query.state.data?.status === 'starting' ? jobPollInterval : false),
  });

/** Publishes the site: a job prerenders a new release, then serves it (`POST /admin/site/publish`). */
export const publishSite = (api: ApiClient): Promise<JobView> => api.call('adminPublish');

/** Serves an earlier release again (`PUT /admin/site/release/{id}/current`): answers the releases. */
export const serveRelease = (api: ApiClient, id: string): Promise<ReleaseList> =>
  api.call('adminReleaseCurrent', { params: { id } });

/** Starts the live edit of the site (`GET /admin/live/run/{idSite}`). */
export const startLive = (api: ApiClient, idSite: number): Promise<LiveStatus> =>
  api.call('adminLiveRun', { params: { id: idSite } });

/** Stops it (`GET /admin/live/stop/{idSite}`). */
export const stopLive = (api: ApiClient, idSite: number): Promise<LiveStatus> =>
  api.call('adminLiveStop', { params: { id: idSite } });
