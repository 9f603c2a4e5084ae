import type { JobKind, JobView } from '@cellar/shared/workflows/jobs';
import type { SiteDeployment } from '@cellar/shared/workflows/deploy';
import { changelog } from '@cellar/shared/resources/changelog';
import { authorisedSiteId, defaultsSiteId, type SiteId } from '../../data/site-id.ts';
import { NotFoundError, ValidationError } from '../../lib/errors.ts';
import { newJobId } from '../../repositories/job-repository.ts';
import { releaseRepository } from '../../repositories/release-repository.ts';
import { siteRepository } from '../../repositories/site-repository.ts';
import type { StaffUser } from '../../repositories/user-repository.ts';
import { clientTemplateInfo } from '../../workflows/client-template.ts';
import { JobRefused } from '../../workflows/job-errors.ts';
import { jobService } from './job-service.ts';
import { liveService } from './live-service.ts';

/**
 * The super-admin's deploy calls (docs/publishing.md "What the spec's deploy calls do here"). The path's site id is
 * the target: these routes are SUPER_ADMIN only (the route table's level), who may act on every site but site 0.
 */
async function target(id: number): Promise<{ site: SiteId; slug: string; name: string }> {
  if (id === defaultsSiteId) throw new ValidationError({ id: ['site.defaultsSite'] }, 'site.defaultsSite');
  const record = await siteRepository.get(id);
  if (!record) throw new NotFoundError('common.siteNotFound');
  return { site: authorisedSiteId(id), slug: record.slug, name: record.name };
}

/** A job that writes a release of `kind`, then serves it (unless it is a build). */
async function releaseJob(
  id: number,
  kind: JobKind,
  user: StaffUser,
  releaseKind: 'production' | 'construction' | 'build',
) {
  const { site } = await target(id);
  return jobService.start(site, kind, user.email, { release: { id: newJobId(), kind: releaseKind } });
}

/** The build a new release would use, or null when there is none to read. */
async function latestVersion(): Promise<string | null> {
  try {
    return (await clientTemplateInfo()).version;
  } catch (error) {
    if (error instanceof JobRefused) return null;
    throw error;
  }
}

export const deployService = {
  /** `GET /site/{id}/init`: site 0's defaults copied into the site, as a job. */
  async init(id: number, user: StaffUser): Promise<JobView> {
    const { site } = await target(id);
    return jobService.start(site, 'site-init', user.email, {});
  },
  updateClient: (id: number, user: StaffUser) => releaseJob(id, 'update-client', user, 'production'),
  publish: (id: number, user: StaffUser) => releaseJob(id, 'publish', user, 'production'),
  restart: (id: number, user: StaffUser) => releaseJob(id, 'restart', user, 'production'),
  build: (id: number, user: StaffUser) => releaseJob(id, 'build', user, 'build'),
  /** Construction on: every path answers "under construction"; off: the site published again. */
  construction: (id: number, user: StaffUser, enabled: boolean) =>
    enabled ? releaseJob(id, 'construction', user, 'construction') : releaseJob(id, 'publish', user, 'production'),
  /** `PUT /site/{id}/dev`: the site's preview release, as the live edit builds it. */
  async preview(id: number, user: StaffUser): Promise<JobView> {
    const { site } = await target(id);
    const live = await liveService.run(site, site, user.email);
    return jobService.get(site, live.jobId!);
  },

  /** `PUT /site/massive-update-client`: one job over the sites (site 0's job list holds it). */
  async massiveUpdate(user: StaffUser, siteIds: number[] | undefined): Promise<JobView> {
    const ids = siteIds?.filter((id) => id !== defaultsSiteId);
    return jobService.start(authorisedSiteId(defaultsSiteId), 'massive-update', user.email, { siteIds: ids });
  },

  /** `DELETE /site/{id}?confirm=<short name>`: refused unless the short name typed is the site's. */
  async remove(id: number, user: StaffUser, confirm: string): Promise<JobView> {
    const { site, slug } = await target(id);
    if (confirm.trim().toLowerCase() !== slug)
      throw new ValidationError({ confirm: ['site.invalidRepositoryName'] }, 'site.invalidRepositoryName');
    return jobService.start(site, 'site-delete', user.email, {});
  },

  async deployment(id: number): Promise<SiteDeployment> {
    const site = authorisedSiteId(id);
    const [current, latest] = await Promise.all([releaseRepository.current(site), latestVersion()]);
    return {
      idSite: id,
      clientVersion: current?.clientVersion ?? null,
      latestVersion: latest,
      construction: current?.kind === 'construction',
      currentReleaseId: current?.releaseId ?? null,
      publishedAt: current?.switchedAt ?? null,
    };
  },

  /**
   * `GET /site/{id}/workflow-status`: the site's jobs (site 0: the jobs over every site) and its deployment. A deleted
   * site's jobs stay readable (its deletion's own trail, docs/site-lifecycle.md): no check that the site still exists.
   */
  async workflowStatus(id: number): Promise<{ jobs: JobView[]; deployment: SiteDeployment }> {
    const site = authorisedSiteId(id);
    const [{ jobs }, deployment] = await Promise.all([jobService.latest(site), this.deployment(id)]);
    return { jobs, deployment };
  },

  /** `PUT /site/{id}/refresh-version`: the served release's build read again from its record. */
  async refreshVersion(id: number): Promise<SiteDeployment> {
    const { site } = await target(id);
    const current = await releaseRepository.current(site);
    if (current) {
      const release = await releaseRepository.get(site, current.releaseId);
      if (release && release.clientVersion !== current.clientVersion)
        await releaseRepository.setCurrent(site, { ...current, clientVersion: release.clientVersion });
    }
    return this.deployment(id);
  },

  /** The spec's "github repository" of a site is its release store: it exists once a release is complete. */
  async repositoryStatus(id: number): Promise<{ exists: boolean; releases: number }> {
    const { site } = await target(id);
    const releases = (await releaseRepository.all(site)).filter((release) => release.complete).length;
    return { exists: releases > 0, releases };
  },

  async clientTemplateVersion(): Promise<{ version: string; builtAt: string | null }> {
    try {
      return await clientTemplateInfo();
    } catch (error) {
      if (error instanceof JobRefused) throw new NotFoundError('release.noTemplate');
      throw error;
    }
  },

  changelog: () => changelog,
};
