import { randomBytes } from 'node:crypto';
import type { LiveStatus } from '@cellar/shared/workflows/releases';
import { previewPointerKey, previewQueryValue } from '@cellar/shared/workflows/releases';
import { pointerStore } from '../../adapters/releases/pointer-store.ts';
import type { SiteId } from '../../data/site-id.ts';
import { env } from '../../lib/env.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { newJobId } from '../../repositories/job-repository.ts';
import { releaseRepository, type LiveRecord } from '../../repositories/release-repository.ts';
import { jobService } from './job-service.ts';

function statusOf(site: SiteId, live: LiveRecord | null): LiveStatus {
  if (!live) return { status: 'stopped', jobId: null, url: null, startedAt: null, failure: null };
  const failed = live.failure !== null;
  const url = new URL(env().STORE_WEB_URL);
  url.searchParams.set('preview', previewQueryValue(site, live.token));
  return {
    status: failed ? 'stopped' : live.status,
    jobId: live.jobId,
    url: !failed && live.status === 'ready' ? url.toString() : null,
    startedAt: live.startedAt,
    failure: live.failure,
  };
}

/**
 * The live-edit instance (spec 1 §4: stopped → starting → ready; docs/publishing.md "Live edit"): a preview release
 * of the site with its pages not online yet, built by the publishing machine and served on an address with a token
 * drawn for the run. Stopping takes the address down at once.
 */
export const liveService = {
  async status(site: SiteId): Promise<LiveStatus> {
    return statusOf(site, await releaseRepository.live(site));
  },

  /** `GET /admin/live/run/{id}`: the path names the site, which must be the one the request is authorised for. */
  async run(site: SiteId, idInPath: number, startedBy: string): Promise<LiveStatus> {
    if (idInPath !== site) throw new NotFoundError('common.siteNotFound');
    const current = await releaseRepository.live(site);
    if (current && current.status === 'starting' && current.failure === null) return this.status(site);
    if (current) await this.stop(site, idInPath);
    const jobId = newJobId();
    const release = { id: newJobId(), kind: 'preview' as const };
    await releaseRepository.setLive(site, {
      status: 'starting',
      jobId,
      releaseId: release.id,
      token: randomBytes(12).toString('hex'),
      startedAt: new Date().toISOString(),
      failure: null,
    });
    await jobService.start(site, 'live', startedBy, { release }, jobId);
    return this.status(site);
  },

  async stop(site: SiteId, idInPath: number): Promise<LiveStatus> {
    if (idInPath !== site) throw new NotFoundError('common.siteNotFound');
    const live = await releaseRepository.live(site);
    if (live) {
      await (await pointerStore()).remove([previewPointerKey(site, live.token)]);
      await releaseRepository.removeLive(site);
    }
    return this.status(site);
  },
};
