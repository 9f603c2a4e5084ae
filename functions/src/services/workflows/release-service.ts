import type { JobView } from '@cellar/shared/workflows/jobs';
import type { ReleaseList } from '@cellar/shared/workflows/releases';
import type { SiteId } from '../../data/site-id.ts';
import { NotFoundError, ValidationError } from '../../lib/errors.ts';
import { newJobId } from '../../repositories/job-repository.ts';
import { releaseRepository } from '../../repositories/release-repository.ts';
import { serveRelease } from './serve-release.ts';
import { jobService } from './job-service.ts';

export const releaseService = {
  /** The admin's "Publish": a job prerenders a new production release of the site, then serves it. */
  publish(site: SiteId, by: string): Promise<JobView> {
    return jobService.start(site, 'publish', by, { release: { id: newJobId(), kind: 'production' } });
  },

  /** The site's releases, newest first, the served one marked; incomplete and preview releases are left out. */
  async list(site: SiteId): Promise<ReleaseList> {
    const [all, current] = await Promise.all([releaseRepository.all(site), releaseRepository.current(site)]);
    return {
      currentId: current?.releaseId ?? null,
      releases: all
        .filter((release) => release.complete && release.kind !== 'preview')
        .map((release) => ({
          id: release.id,
          kind: release.kind,
          createdAt: release.createdAt,
          createdBy: release.createdBy,
          jobId: release.jobId,
          documents: release.documents,
          languages: release.languages,
          clientVersion: release.clientVersion,
          current: release.id === current?.releaseId,
        })),
    };
  },

  /** Rollback: an earlier complete release (production, construction, or built ahead) served again, in one switch. */
  async serve(site: SiteId, releaseId: string, by: string): Promise<ReleaseList> {
    const release = await releaseRepository.get(site, releaseId);
    if (!release) throw new NotFoundError('release.notFound');
    if (!release.complete || release.kind === 'preview')
      throw new ValidationError({ id: ['release.notServable'] }, 'release.notServable');
    await serveRelease(site, release, by, new Date().toISOString());
    return this.list(site);
  },
};
