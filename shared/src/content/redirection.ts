import * as z from 'zod';
import type { MessageKey } from '../i18n/messages.ts';
import { isBlank } from '../validation/issues.ts';
import { releaseDocumentPath } from '../workflows/releases.ts';

/** The status codes a redirection may answer (spec 1 §3 "Redirection: … status code"): permanent or temporary. */
export const redirectionStatusCodes = [301, 302, 307, 308] as const;
export type RedirectionStatusCode = (typeof redirectionStatusCodes)[number];

/** Paths the storefront's server keeps for itself: a redirection there would hide the API, the media or the code. */
const reservedPath = /^\/(api|media|assets|releases)(\/|$)/;
/** A path of the site: one leading slash (`//host` is another host), no query, fragment, space or backslash. */
const sitePath = /^\/(?!\/)[^\s?#\\]*$/;

/**
 * The form a request's path is compared in: percent-encoded as a browser sends it, without trailing slashes
 * (`/Old page/` → `/Old%20page`). The storefront's servers compare the request's path the same way.
 */
export function redirectionPath(path: string): string {
  const encoded = new URL(path.trim(), 'http://site.invalid').pathname;
  return encoded.length > 1 ? encoded.replace(/\/+$/, '') || '/' : encoded;
}

export interface RedirectionDraft {
  oldUrl?: string | null;
  target?: string | null;
  statusCode?: number | string | null;
}

export type RedirectionField = 'oldUrl' | 'target' | 'statusCode';

function targetIsValid(target: string): boolean {
  if (sitePath.test(target)) return true;
  try {
    const url = new URL(target);
    return url.protocol === 'https:' && url.hostname !== '' && !/\s/.test(target);
  } catch {
    return false;
  }
}

/**
 * The redirection rules, once for the server and the admin form: an old URL that is a path of the site (not a full
 * address, not the API's), a target that is a path or an https address, one of the four redirect status codes, and
 * no loop. Uniqueness of the old URL needs the site's other redirections: the service checks it.
 */
export function redirectionIssues(draft: RedirectionDraft): Partial<Record<RedirectionField, MessageKey>> {
  const issues: Partial<Record<RedirectionField, MessageKey>> = {};
  const oldUrl = (draft.oldUrl ?? '').trim();
  const target = (draft.target ?? '').trim();
  if (isBlank(oldUrl)) issues.oldUrl = 'redirection.oldUrlRequired';
  else if (!sitePath.test(oldUrl)) issues.oldUrl = 'redirection.oldUrlPath';
  // The edge's key holds the encoded path: the KeyValueStore takes keys of 512 bytes at most.
  else if (redirectionPath(oldUrl).length > 400) issues.oldUrl = 'validation.tooLong';
  else if (reservedPath.test(redirectionPath(oldUrl))) issues.oldUrl = 'redirection.oldUrlReserved';
  if (isBlank(target)) issues.target = 'redirection.targetRequired';
  else if (target.length > 900) issues.target = 'validation.tooLong';
  else if (!targetIsValid(target)) issues.target = 'redirection.targetInvalid';
  else if (!issues.oldUrl && sitePath.test(target) && redirectionPath(target) === redirectionPath(oldUrl))
    issues.target = 'redirection.loop';
  const code = Number(draft.statusCode);
  if (!redirectionStatusCodes.includes(code as RedirectionStatusCode)) issues.statusCode = 'redirection.statusCode';
  return issues;
}

/** `POST /admin/redirection`, `PUT /admin/redirection/{id}`: every failing field at once, each with its message. */
export const redirectionInputSchema = z
  .strictObject({
    oldUrl: z.string().max(2000, 'validation.tooLong').nullish(),
    target: z.string().max(2000, 'validation.tooLong').nullish(),
    statusCode: z.union([z.number(), z.string().max(10)]).nullish(),
    /** Left out: a new redirection is valid, an update keeps what it was. */
    valid: z.boolean().nullish(),
  })
  .superRefine((raw, ctx) => {
    for (const [field, key] of Object.entries(redirectionIssues(raw)))
      ctx.addIssue({ code: 'custom', path: [field], message: key });
  })
  .transform((raw) => ({
    oldUrl: redirectionPath(raw.oldUrl ?? ''),
    target: (raw.target ?? '').trim(),
    statusCode: Number(raw.statusCode) as RedirectionStatusCode,
    valid: raw.valid ?? null,
  }));
export type RedirectionInput = z.output<typeof redirectionInputSchema>;

export const redirectionViewSchema = z.object({
  id: z.number(),
  oldUrl: z.string(),
  target: z.string(),
  statusCode: z.number(),
  valid: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type RedirectionView = z.infer<typeof redirectionViewSchema>;

/** `GET /admin/redirection` (spec 2 §7): the site's redirections and their total. */
export const redirectionListSchema = z.object({ redirections: z.array(redirectionViewSchema), total: z.number() });
export type RedirectionList = z.infer<typeof redirectionListSchema>;

/**
 * What the storefront's edge reads (docs/publishing.md "Redirections and script origins"): one entry per valid
 * redirection in the release pointers' store (the CloudFront KeyValueStore in AWS), key `redirect-<site>-<path>`,
 * value `<status> <target>`. infra/lib/release-router.js repeats these two rules (it cannot import).
 */
export const redirectionEdgeKey = (idSite: number, path: string): string => `redirect-${idSite}-${path}`;
export const redirectionEdgeValue = (statusCode: number, target: string): string => `${statusCode} ${target}`;

/** An edge entry's value read back; null when it is not one. */
export function readRedirectionEdgeValue(value: string | null): { status: number; location: string } | null {
  const match = value ? /^(301|302|307|308) (\S+)$/.exec(value) : null;
  return match ? { status: Number(match[1]), location: match[2]! } : null;
}

/**
 * The path the storefront's edge looks a redirection up for, or null when it does not: a document's path (a page of
 * the site, `releaseDocumentPath`) or a file's an older site may have had (`/boutique.php`), never the storefront's own
 * `/api`, `/media`, `/assets` nor a client-only screen. The CloudFront Function repeats this rule.
 */
export function redirectionLookupPath(urlPath: string): string | null {
  if (!urlPath.startsWith('/') || /^\/(api|media|assets)(\/|$)/.test(urlPath)) return null;
  const path = urlPath.replace(/\/+$/, '') || '/';
  if (releaseDocumentPath(urlPath) === null && !/\.[^/]*$/.test(path)) return null;
  return path;
}
