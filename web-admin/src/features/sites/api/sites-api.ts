import { queryOptions } from '@tanstack/react-query';
import type { SiteView } from '@cellar/shared/site/site';
import type { JobList, JobView } from '@cellar/shared/workflows/jobs';
import type { Changelog, ClientTemplateVersion, SiteDeployment } from '@cellar/shared/workflows/deploy';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { pagedList } from '../../../lib/api/paged-list.ts';
import { queryKeys } from '../../../lib/api/query-keys.ts';
import { pollWhileAnyRuns } from '../../../components/jobs/job-queries.ts';

export type SiteRow = SiteView;

export const siteKeys = queryKeys('sites');

export const loadSites = pagedList('sites', (data): SiteRow[] => data.sites).page;

export const loadSite = (api: ApiClient, id: number) => api.call('site', { params: { id } });

/** The language catalogue, for the site's default language (its own key: the languages feature is separate). */
export const siteLangKeys = { all: siteKeys.part('catalogue-langs') };
export const loadSiteLangs = (api: ApiClient) => api.call('superAdminLangs', {}).then((d) => d.langs);

export interface SiteBody {
  name: string;
  url?: string;
  slug?: string;
  defaultLang?: string;
}

export const createSite = (api: ApiClient, body: SiteBody) => api.call('siteCreate', { body });

export const updateSite = (api: ApiClient, id: number, body: SiteBody) =>
  api.call('siteUpdate', { params: { id }, body });

/**
 * The deployment of a site (issue 15): its jobs and deployment state (`GET /site/{id}/workflow-status`, read again
 * every 1.5 s while one of its jobs runs), its release store, and the storefront build the sites are prerendered with.
 */
export const deploymentKeys = {
  workflow: (id: number) => siteKeys.part('workflow', id),
  repository: (id: number) => siteKeys.part('repository', id),
  templateVersion: siteKeys.part('client-template', 'version'),
  changelog: siteKeys.part('client-template', 'changelog'),
};

export const workflowStatusQuery = (api: ApiClient, id: number) =>
  queryOptions({
    queryKey: deploymentKeys.workflow(id),
    queryFn: ({ signal }): Promise<JobList & { deployment: SiteDeployment }> =>
      api.call('siteWorkflowStatus', { params: { id }, signal }),
    refetchInterval: (query) => pollWhileAnyRuns(query.state.data?.jobs),
  });

export const repositoryStatusQuery = (api: ApiClient, id: number) =>
  queryOptions({
    queryKey: deploymentKeys.repository(id),
    queryFn: ({ signal }) => api.call('siteGithubRepositoryStatus', { params: { id }, signal }),
  });

export const templateVersionQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: deploymentKeys.templateVersion,
    queryFn: ({ signal }): Promise<ClientTemplateVersion> => api.call('clientTemplateVersion', { signal }),
    staleTime: 60_000,
  });

export const changelogQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: deploymentKeys.changelog,
    queryFn: ({ signal }): Promise<Changelog> => api.call('clientTemplateChangelog', { signal }),
    staleTime: 5 * 60_000,
  });

/** The deploy calls that start a job on one site. */
export const deployActions = ['publish', 'restart', 'build', 'deployDev', 'updateClient', 'init'] as const;
export type DeployAction = (typeof deployActions)[number];

export function startDeployAction(api: ApiClient, id: number, action: DeployAction): Promise<JobView> {
  const params = { id };
  switch (action) {
    case 'publish':
      return api.call('siteDeployProd', { params });
    case 'restart':
      return api.call('siteProdRestart', { params });
    case 'build':
      return api.call('siteBuild', { params });
    case 'deployDev':
      return api.call('siteDeployDev', { params });
    case 'updateClient':
      return api.call('siteUpdateClient', { params });
    case 'init':
      return api.call('siteInit', { params });
  }
}

/** Construction mode on (a construction release served) or off (the site published again): a job. */
export const setConstruction = (api: ApiClient, id: number, enabled: boolean): Promise<JobView> =>
  api.call('siteConstruction', { params: { id }, body: { enabled } });

/** Reads again which storefront build the site is served with. */
export const refreshVersion = (api: ApiClient, id: number): Promise<SiteDeployment> =>
  api.call('siteRefreshVersion', { params: { id } });

/** Deletes the site as a job, confirmed by its short name (`DELETE /site/{id}?confirm=<slug>`). */
export const deleteSite = (api: ApiClient, id: number, confirm: string): Promise<JobView> =>
  api.call('siteDelete', { params: { id }, query: { confirm } });

/** Rolls the latest storefront build to every client site, a result per site (`PUT /site/massive-update-client`). */
export const updateEverySiteClient = (api: ApiClient): Promise<JobView> => api.call('sitesMassiveUpdateClient');
