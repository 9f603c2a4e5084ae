import { localWorkflowsIdle } from '@cellar/functions/adapters/workflows/local-starter';
import { authorisedSiteId } from '@cellar/functions/data/site-id';
import { releaseRepository } from '@cellar/functions/repositories/release-repository';
import { jobService } from '@cellar/functions/services/workflows/job-service';
import { releaseService } from '@cellar/functions/services/workflows/release-service';
import { clientTemplateInfo } from '@cellar/functions/workflows/client-template';

/**
 * `npm start`: the demo site (1) is published — prerendered into a release and served — when it has no release yet,
 * or when its release was made with another storefront build (the build's script names changed: the old release's
 * documents would load scripts that are gone). The same job as the admin's "Publish", started by `system`. Answers
 * the summary's line.
 */
export async function publishDemoSite(): Promise<string> {
  const site = authorisedSiteId(1);
  const label = '  Demo site published'.padEnd(24);
  const [current, template] = await Promise.all([releaseRepository.current(site), clientTemplateInfo()]);
  if (current && current.clientVersion === template.version)
    return `${label}release ${current.releaseId} (${current.switchedAt})`;
  const started = Date.now();
  const job = await releaseService.publish(site, 'system');
  await localWorkflowsIdle();
  const ended = await jobService.get(site, job.id);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (ended.status !== 'SUCCEEDED') return `${label}FAILED: ${ended.failure ?? 'see the job'} (job ${job.id})`;
  const release = ended.releaseId ? await releaseRepository.get(site, ended.releaseId) : null;
  return `${label}release ${ended.releaseId} (${release?.documents ?? '?'} documents, ${seconds} s)`;
}
