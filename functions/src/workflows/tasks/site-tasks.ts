import * as z from 'zod';
import { libraryComponentInputSchema } from '@cellar/shared/pages/components';
import { previewPointerKey, releasePointerKeys, releasePrefix } from '@cellar/shared/workflows/releases';
import { pointerStore } from '../../adapters/releases/pointer-store.ts';
import type { SiteId } from '../../data/site-id.ts';
import { customerIdentities } from '../../identity/identity-pool.ts';
import { componentRepository } from '../../repositories/component-repository.ts';
import { jobLockHours, jobRepository } from '../../repositories/job-repository.ts';
import { langRepository } from '../../repositories/lang-repository.ts';
import { libraryRepository } from '../../repositories/library-repository.ts';
import { mediaRepository } from '../../repositories/media-repository.ts';
import { releaseRepository } from '../../repositories/release-repository.ts';
import { siteDataRepository } from '../../repositories/site-data-repository.ts';
import { siteRepository, type SiteRecord } from '../../repositories/site-repository.ts';
import { userRepository } from '../../repositories/user-repository.ts';
import { edgeEntries } from '../../services/content/edge-entries.ts';
import { libraryService } from '../../services/pages/library-service.ts';
import { JobRefused } from '../job-errors.ts';
import { deleteReleaseObjects, deleteSiteReleaseObjects } from '../release-files.ts';
import type { Task, TaskContext } from '../task-context.ts';

/**
 * The site-init and site-delete machines' tasks (docs/site-lifecycle.md).
 *
 * What site 0 holds that a site reads through — its own value, else site 0's: parameters, mail models, address types,
 * sales conditions — is not copied: a copy would stop following site 0's later changes, show every mail model as the
 * site's own, and give the site site 0's company name and VAT number.
 */
const inheritedDefaults = ['parameters', 'mailModels', 'addressTypes', 'conditions'] as const;
/** The languages a site without any gets. */
const startingLanguages = ['fr_FR', 'en_US'];
/** Items one delete-batch takes at most, and how long it may read other sites' items looking for them. */
const batchSize = 500;
const scanBudgetMs = 60_000;

async function siteOf(context: TaskContext): Promise<SiteRecord> {
  const site = await siteRepository.get(context.site);
  if (!site) throw new JobRefused(`Site ${context.site} no longer exists`);
  return site;
}

/** Every catalogue component, when the site's library is empty (a library the admin has shaped stays as it is). */
async function copyLibrary(site: SiteId): Promise<number> {
  if ((await libraryRepository.all(site)).length > 0) return 0;
  const components = await componentRepository.all();
  for (const component of components)
    await libraryService.add(site, libraryComponentInputSchema.parse({ idComponent: component.id }));
  return components.length;
}

async function copyLanguages(site: SiteId, now: string): Promise<number> {
  if ((await langRepository.ofSite(site)).length > 0) return 0;
  const chosen = (await langRepository.catalogue()).filter((lang) => startingLanguages.includes(lang.code));
  for (const { id, code, label, mtCode } of chosen)
    await langRepository.putSiteLang(site, { id, code, label, mtCode, valid: true, createdAt: now }, true);
  return chosen.length;
}

/** Copy defaults: what a site starts with and does not read through site 0. A second run copies nothing. */
const copyDefaults: Task = async (context) => {
  await siteOf(context);
  const library = await copyLibrary(context.site);
  const languages = await copyLanguages(context.site, context.now());
  // No page templates exist (a "base" page is a page without layouts): there are none to copy.
  const counts = { library, languages, pageTemplates: 0 };
  return { ...counts, ...Object.fromEntries(inheritedDefaults.map((kind) => [kind, 0])), inherited: inheritedDefaults };
};

/** A publication or live edit still running would serve the site again after its pointers are gone. */
async function refuseWhileOthersRun(context: TaskContext): Promise<void> {
  const since = new Date(Date.now() - jobLockHours * 3_600_000).toISOString();
  const running = (await jobRepository.latest(context.site, 20)).filter(
    (job) => job.id !== context.event.job.id && job.status === 'RUNNING' && job.startedAt > since,
  );
  if (running.length > 0)
    throw new JobRefused(`Other jobs of the site are running (${running.map((job) => job.kind).join(', ')})`);
}

/** Export: every item of the site, one JSON a line, under the media bucket's private prefix. */
const exportSite: Task = async (context) => {
  await siteOf(context);
  await refuseWhileOthersRun(context);
  const key = mediaRepository.siteExportKey(context.site, context.event.job.id);
  let items = 0;
  const encoder = new TextEncoder();
  // One Scan page (up to 1 MB) at a time: the upload holds at most one part (s3.ts), never the whole site.
  const lines = async function* () {
    for await (const page of siteDataRepository.pages(context.site)) {
      items += page.length;
      yield encoder.encode(page.map((item) => `${JSON.stringify(item)}\n`).join(''));
    }
  };
  await mediaRepository.putExport(key, lines());
  return { key, items };
};

/** What the previous delete-batch answered (`$.results.deleteBatch`): where its Scan stopped. */
const previousBatchSchema = z.object({
  cursor: z.object({ pk: z.string(), sk: z.string() }).nullable().catch(null),
  total: z.number().int().catch(0),
});

async function eachFour<T>(items: readonly T[], work: (item: T) => Promise<void>): Promise<void> {
  for (let i = 0; i < items.length; i += 4) await Promise.all(items.slice(i, i + 4).map(work));
}

/**
 * Delete batch: up to `batchSize` items of the site from where the previous batch stopped; the machine loops while
 * some remain. A customer's sign-in goes before its item, so no identity outlives the item that names it.
 */
const deleteBatch: Task = async (context) => {
  const previous = previousBatchSchema.safeParse(context.event.results?.deleteBatch);
  const from = previous.success ? previous.data : { cursor: null, total: 0 };
  const { items, cursor } = await siteDataRepository.nextBatch(context.site, from.cursor, batchSize, scanBudgetMs);
  await eachFour(siteDataRepository.customerUsernames(items), (username) => customerIdentities.remove(username));
  await edgeEntries.siteItemsDeleted(context.site, siteDataRepository.edgeItems(items));
  const deleted = await siteDataRepository.deleteItems(context.site, items);
  return { remaining: cursor !== null, deleted, total: from.total + deleted, cursor };
};

/** The pointers that still serve one of the site's releases: its addresses, and its live-edit preview. */
async function removePointers(site: SiteId, record: SiteRecord): Promise<number> {
  const live = await releaseRepository.live(site);
  const candidates = [...releasePointerKeys(record), ...(live ? [previewPointerKey(site, live.token)] : [])];
  const store = await pointerStore();
  const values = await Promise.all(candidates.map((key) => store.get(key)));
  // `releases/<id>/`: a host another site serves now is left alone.
  const ours = candidates.filter((_, i) => values[i]?.startsWith(releasePrefix(site, '')));
  await store.remove(ours);
  return ours.length;
}

async function removeReleases(site: SiteId): Promise<number> {
  const releases = await releaseRepository.all(site);
  for (const release of releases) {
    await deleteReleaseObjects(site, release.id);
    await releaseRepository.remove(site, release.id);
  }
  // What a release's snapshot did not name (a release cut short): whatever is left under the site's prefix.
  await deleteSiteReleaseObjects(site);
  return releases.length;
}

/** Each staff member of the site leaves it; the users themselves stay (they may belong to other sites). */
async function removeMemberships(site: SiteId, now: string): Promise<number> {
  const members = await userRepository.listOfSite(site);
  for (const member of members) {
    const user = await userRepository.get(member.id);
    // A copy its user no longer names goes with the last sweep.
    if (!user?.siteIds.includes(site)) continue;
    await userRepository.save(user, { ...user, siteIds: user.siteIds.filter((id) => id !== site), updatedAt: now });
  }
  return members.length;
}

/**
 * Forget the site, once its batches are done: the pointers first (the storefront stops serving it), its releases,
 * its media, its staff memberships, then its record with its short name and host. Its jobs stay: the deletion's
 * record, kept as its audit trail. Each part may run again: a retry finds the record, removed last.
 */
const forgetSite: Task = async (context) => {
  const record = await siteRepository.get(context.site);
  if (!record) return { forgotten: false };
  const pointers = await removePointers(context.site, record);
  const releases = await removeReleases(context.site);
  const media = await mediaRepository.removeSite(context.site);
  const memberships = await removeMemberships(context.site, context.now());
  const records = await siteDataRepository.clearHeld(context.site);
  await siteRepository.remove(record);
  return { forgotten: true, pointers, releases, media, memberships, records };
};

export const siteTasks = {
  'copy-defaults': copyDefaults,
  'export-site': exportSite,
  'delete-batch': deleteBatch,
  'forget-site': forgetSite,
};
