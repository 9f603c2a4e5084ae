import { releasePointerKeys, releasePointerValue } from '@cellar/shared/workflows/releases';
import { pointerStore } from '../../adapters/releases/pointer-store.ts';
import type { SiteId } from '../../data/site-id.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { releaseRepository, type ReleaseRecord } from '../../repositories/release-repository.ts';
import { siteRepository } from '../../repositories/site-repository.ts';

/**
 * Serving a release (docs/publishing.md "The switch"): every pointer of the site names it at once, then the record
 * says so. Used by the publishing machine's switch and by a rollback (one call, no job: nothing is rendered).
 */
export async function serveRelease(site: SiteId, release: ReleaseRecord, by: string, at: string): Promise<string[]> {
  const record = await siteRepository.get(site);
  if (!record) throw new NotFoundError('common.siteNotFound');
  const keys = releasePointerKeys(record);
  const value = releasePointerValue(site, release.id);
  await (await pointerStore()).put(Object.fromEntries(keys.map((key) => [key, value])));
  await releaseRepository.setCurrent(site, {
    releaseId: release.id,
    kind: release.kind,
    clientVersion: release.clientVersion,
    switchedAt: at,
    switchedBy: by,
  });
  return keys;
}
