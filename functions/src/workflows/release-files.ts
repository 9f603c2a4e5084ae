import { releaseDocumentPath, releasePrefix } from '@cellar/shared/workflows/releases';
import { releaseObjects } from '../data/release-objects.ts';
import { manifestKey, readSnapshot, snapshotKey } from './snapshot.ts';

/** The object of one storefront path in a release. */
export function documentKey(idSite: number, releaseId: string, path: string): string {
  const document = releaseDocumentPath(path);
  if (!document) throw new Error(`No release document for the path ${path}`);
  return `${releasePrefix(idSite, releaseId)}/${document}`;
}

/**
 * Deletes every object of a release: its documents (the snapshot names their paths), the manifest, the snapshot.
 * A release whose snapshot is gone has nothing else left.
 */
export async function deleteReleaseObjects(idSite: number, releaseId: string): Promise<number> {
  const snapshot = await readSnapshot(idSite, releaseId);
  const keys = [
    ...new Set((snapshot?.paths ?? []).map((entry) => documentKey(idSite, releaseId, entry.path))),
    manifestKey(idSite, releaseId),
    snapshotKey(idSite, releaseId),
  ];
  for (let i = 0; i < keys.length; i += 16)
    await Promise.all(keys.slice(i, i + 16).map((k) => releaseObjects.remove(k)));
  return keys.length;
}

/**
 * Deletes whatever is left under the site's releases (a release whose record or snapshot went first, a release cut
 * short); answers how many objects.
 */
export async function deleteSiteReleaseObjects(idSite: number): Promise<number> {
  let removed = 0;
  // `releases/<id>/`: the slash after the id keeps site 1 from reaching site 10's releases.
  for await (const page of releaseObjects.list(releasePrefix(idSite, ''))) {
    for (let i = 0; i < page.length; i += 16) await Promise.all(page.slice(i, i + 16).map(releaseObjects.remove));
    removed += page.length;
  }
  return removed;
}
