import * as z from 'zod';
import { langCode } from '@cellar/shared/routes/schemas';
import { releasePrefix } from '@cellar/shared/workflows/releases';
import { releaseObjects } from '../data/release-objects.ts';

/**
 * What a release is made from (docs/publishing.md "Snapshot"): the site, its languages and every storefront path to
 * prerender, plus, for a preview, the answers only staff may see (the draft pages). Written by `snapshot` as
 * `<release>/snapshot.json`, read by `prerender`, and by whatever deletes the release (its paths name its objects).
 */
export const snapshotSchema = z.object({
  site: z.object({ id: z.number(), name: z.string(), slug: z.string(), url: z.string().nullable() }),
  /** The site's active languages, its default first (any code: `de_DE` too). */
  languages: z.array(langCode),
  /** Each path with its content language (the default's paths have no prefix). */
  paths: z.array(z.object({ path: z.string(), lang: langCode })),
  /** `GET <path>` (language-independent) → the envelope's data, answered instead of the API (preview only). */
  answers: z.record(z.string(), z.unknown()),
  takenAt: z.string(),
});
export type Snapshot = z.infer<typeof snapshotSchema>;

export const snapshotKey = (idSite: number, releaseId: string) => `${releasePrefix(idSite, releaseId)}/snapshot.json`;
export const manifestKey = (idSite: number, releaseId: string) => `${releasePrefix(idSite, releaseId)}/manifest.json`;

export async function writeSnapshot(idSite: number, releaseId: string, snapshot: Snapshot): Promise<void> {
  const body = new TextEncoder().encode(JSON.stringify(snapshot));
  await releaseObjects.put(snapshotKey(idSite, releaseId), body, 'application/json', 'no-store');
}

export async function readSnapshot(idSite: number, releaseId: string): Promise<Snapshot | null> {
  const object = await releaseObjects.get(snapshotKey(idSite, releaseId));
  return object ? snapshotSchema.parse(JSON.parse(new TextDecoder().decode(object.data))) : null;
}
