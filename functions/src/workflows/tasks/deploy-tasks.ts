import { defaultsSiteId } from '../../data/site-id.ts';
import { jobRepository, newJobId } from '../../repositories/job-repository.ts';
import { siteRepository } from '../../repositories/site-repository.ts';
import { taskContext, type Task } from '../task-context.ts';
import { publishTasks } from './publish-tasks.ts';

/** List sites: the client sites a massive update works on (site 0, the defaults, is none), or those it names. */
const listSites: Task = async (context) => {
  const named = context.event.input?.siteIds;
  const sites = named ? await siteRepository.getMany(named) : await siteRepository.listAll();
  const chosen = sites.filter((site) => site.id !== defaultsSiteId).map((site) => ({ id: site.id, name: site.name }));
  return { sites: chosen };
};

/**
 * Update one site (a massive update's Map iteration): the site published anew with the latest storefront build —
 * the publishing machine's steps, run here in a row for this site — and its result recorded on the job.
 */
const updateSite: Task = async (context) => {
  const { event } = context;
  if (!event.site) throw new Error('update-site names no site');
  const release = { id: newJobId(), kind: 'production' as const };
  const siteContext = taskContext({
    ...event,
    job: { ...event.job, idSite: event.site.id },
    input: { ...event.input, release },
    results: {},
  });
  for (const step of ['snapshot', 'prerender', 'write-release', 'switch-release', 'prune-releases'] as const) {
    siteContext.event.results![step === 'prerender' ? 'prerender' : step] = await publishTasks[step](siteContext);
  }
  await jobRepository.addItem(context.site, event.job.id, {
    idSite: event.site.id,
    name: event.site.name,
    status: 'SUCCEEDED',
    error: null,
    endedAt: context.now(),
  });
  return { releaseId: release.id };
};

export const deployTasks = { 'list-sites': listSites, 'update-site': updateSite };
