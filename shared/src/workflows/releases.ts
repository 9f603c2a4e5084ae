import * as z from 'zod';

/**
 * A release is the prerendered storefront of one site at one moment: immutable, under its own prefix
 * `releases/<idSite>/<releaseId>/` of the releases bucket (docs/publishing.md). Publishing writes a new one, then
 * switches one pointer per host; a rollback is one more switch. In AWS the pointers are a CloudFront KeyValueStore
 * read by a CloudFront Function; locally the site server reads the same entries from the local bucket.
 */

export const releaseKinds = ['production', 'preview', 'construction', 'build'] as const;
export const releaseKindSchema = z.enum(releaseKinds);
export type ReleaseKind = z.infer<typeof releaseKindSchema>;

export const releaseViewSchema = z.object({
  id: z.string(),
  kind: releaseKindSchema,
  createdAt: z.string(),
  createdBy: z.string(),
  jobId: z.string(),
  /** Prerendered documents (pages × languages, products × languages, the home and the catalogue). */
  documents: z.number().int(),
  languages: z.array(z.string()),
  /** The storefront build the HTML references (docs/publishing.md "Client version"). */
  clientVersion: z.string(),
  /** Served now on the site's addresses. */
  current: z.boolean(),
});
export type ReleaseView = z.infer<typeof releaseViewSchema>;

export const releaseListSchema = z.object({ releases: z.array(releaseViewSchema), currentId: z.string().nullable() });
export type ReleaseList = z.infer<typeof releaseListSchema>;

export const releaseIdSchema = z.string().regex(/^[0-9a-z]{8,12}-[0-9a-z]{6,12}$/, 'release.notFound');

/** Production releases kept after a publication (the current one included): what a rollback can go back to. */
export const keptReleases = 5;

/** The prefix of a release's objects in the releases bucket. */
export function releasePrefix(idSite: number, releaseId: string): string {
  return `releases/${idSite}/${releaseId}`;
}

/** The pointer's value: where the host's documents are, relative to the bucket (`releases/1/<id>`). */
export const releasePointerValue = releasePrefix;

/**
 * The pointer keys of a site: each host it is reached by (its public address, `<slug>.localhost` for the local
 * stack), and `site-<id>` for the shared storefront address with `?site=<id>`. A preview release (live edit) is
 * under `preview-<id>-<token>` only, reached by `?preview=<id>-<token>`: the token is drawn for each live-edit run,
 * so no one reaches a site's drafts by guessing its id.
 */
export function releasePointerKeys(site: { id: number; slug: string; url: string | null }): string[] {
  const keys = [`site-${site.id}`, `${site.slug}.localhost`];
  if (site.url) {
    try {
      keys.push(new URL(site.url).hostname.toLowerCase());
    } catch {
      // an address that does not parse names no host
    }
  }
  return [...new Set(keys)];
}
export const previewPointerKey = (idSite: number, token: string) => `preview-${idSite}-${token}`;
/** `?preview=<this>` on the storefront's address serves the preview release of that key. */
export const previewQueryValue = (idSite: number, token: string) => `${idSite}-${token}`;

/**
 * The storefront's client-only screens, unprefixed or under a language's prefix (`/en_US`, `/de_DE`;
 * web-store/src/app.tsx): the cart, the checkout and its confirmation, the account and everything below it (sign-in,
 * orders), the password screens (a reset link's token),
 * a vintage's e-label, the editor's live preview. No release ever holds them — they read the shopper's own state, and
 * no page may take their paths (`reservedPageUrls`, shared/src/pages/page-rules.ts) — so they are served as without
 * releases, the SPA at once, without a look-up of the pointers or a miss in the release.
 */
const clientOnlyPath =
  /^(\/[a-z]{2,3}_[A-Z]{2})?\/(cart|checkout|checkout\/confirmation|(account|password|e-label|preview)(\/.*)?)$/;

/**
 * The object of a storefront path in a release: `/` → `index.html`, `/le-domaine` → `le-domaine/index.html`,
 * `/en_US/product/3` → `en_US/product/3/index.html`. Null for a path no release holds (a file, `/api`, `/media`,
 * `/assets`, a client-only screen): those are served as without releases. The CloudFront Function applies the same
 * rule (infra/lib/release-router.js, tested against this one).
 */
export function releaseDocumentPath(urlPath: string): string | null {
  if (!urlPath.startsWith('/')) return null;
  const path = urlPath.replace(/\/+$/, '');
  if (path === '') return 'index.html';
  if (/^\/(api|media|assets)(\/|$)/.test(path)) return null;
  if (clientOnlyPath.test(path)) return null;
  const last = path.slice(path.lastIndexOf('/') + 1);
  if (last.includes('.')) return null;
  if (!/^[\w\-/%]+$/.test(path)) return null;
  return `${path.slice(1)}/index.html`;
}

/** The release manifest, written last: a release without one is incomplete and never served. */
export const releaseManifestSchema = z.object({
  idSite: z.number().int(),
  releaseId: z.string(),
  kind: releaseKindSchema,
  createdAt: z.string(),
  clientVersion: z.string(),
  languages: z.array(z.string()),
  /** Storefront paths prerendered, e.g. `/`, `/le-domaine`, `/en_US/product/3`. */
  paths: z.array(z.string()),
});
export type ReleaseManifest = z.infer<typeof releaseManifestSchema>;

/** Live edit (spec 1 §4 "Editing instance"): stopped → starting (up to 10 minutes) → ready. */
export const liveStates = ['stopped', 'starting', 'ready'] as const;
export const liveStatusSchema = z.object({
  status: z.enum(liveStates),
  /** The running or last job building the preview. */
  jobId: z.string().nullable(),
  /** The preview's storefront address, once ready. */
  url: z.string().nullable(),
  startedAt: z.string().nullable(),
  failure: z.string().nullable(),
});
export type LiveStatus = z.infer<typeof liveStatusSchema>;

/**
 * The pointer keys a storefront request may be served by, in order (the first that exists wins): a live-edit
 * preview named by `?preview=`, the request's host, then the shared address's `?site=<id>`. The CloudFront Function
 * (infra/lib/release-router.js) and the local site server apply the same order.
 */
export function pointerLookupKeys(host: string, search: URLSearchParams): string[] {
  const keys: string[] = [];
  const preview = search.get('preview');
  if (preview && /^\d{1,9}-[0-9a-f]{8,64}$/.test(preview)) keys.push(`preview-${preview}`);
  const name = host.toLowerCase().replace(/:\d+$/, '');
  if (name) keys.push(name);
  const site = search.get('site');
  if (site && /^\d{1,9}$/.test(site)) keys.push(`site-${site}`);
  return keys;
}
