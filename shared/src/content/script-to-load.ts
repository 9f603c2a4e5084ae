import * as z from 'zod';
import type { MessageKey } from '../i18n/messages.ts';
import { isBlank } from '../validation/issues.ts';

/** Spec 1 §3 "Script to load: source, crossorigin, fetch priority, referrer policy, integrity, async, defer,
 * nomodule". */
export const scriptCrossOrigins = ['anonymous', 'use-credentials'] as const;
export const scriptFetchPriorities = ['auto', 'high', 'low'] as const;
/** The values of the HTML `referrerpolicy` attribute. */
export const scriptReferrerPolicies = [
  'no-referrer',
  'no-referrer-when-downgrade',
  'origin',
  'origin-when-cross-origin',
  'same-origin',
  'strict-origin',
  'strict-origin-when-cross-origin',
  'unsafe-url',
] as const;

/** Subresource integrity: one or more `sha256-`, `sha384-` or `sha512-` base64 digests, space-separated. */
const integrityPattern =
  /^(sha256-[A-Za-z0-9+/]{43}=|sha384-[A-Za-z0-9+/]{64}|sha512-[A-Za-z0-9+/]{86}==)(\s+(sha256-[A-Za-z0-9+/]{43}=|sha384-[A-Za-z0-9+/]{64}|sha512-[A-Za-z0-9+/]{86}==))*$/;

export interface ScriptDraft {
  src?: string | null;
  integrity?: string | null;
  crossorigin?: string | null;
  fetchpriority?: string | null;
  referrerpolicy?: string | null;
}

export type ScriptField = 'src' | 'integrity' | 'crossorigin' | 'fetchpriority' | 'referrerpolicy';

/** An https address with a host; `//host/x.js` (protocol-relative) and `http:` are refused. */
export function isHttpsSource(src: string): boolean {
  if (!/^https:\/\//i.test(src) || /\s/.test(src)) return false;
  try {
    return new URL(src).hostname !== '';
  } catch {
    return false;
  }
}

const oneOf = (values: readonly string[], value: string | null | undefined) =>
  isBlank(value) || values.includes(value!);

/** The script rules, once for the server and the admin form. */
export function scriptIssues(draft: ScriptDraft): Partial<Record<ScriptField, MessageKey>> {
  const issues: Partial<Record<ScriptField, MessageKey>> = {};
  const src = (draft.src ?? '').trim();
  if (src === '') issues.src = 'script.srcRequired';
  else if (src.length > 2000) issues.src = 'validation.tooLong';
  else if (!isHttpsSource(src)) issues.src = 'script.srcHttps';
  const integrity = (draft.integrity ?? '').trim();
  if (integrity !== '' && !integrityPattern.test(integrity)) issues.integrity = 'script.integrity';
  if (!oneOf(scriptCrossOrigins, draft.crossorigin)) issues.crossorigin = 'script.crossorigin';
  if (!oneOf(scriptFetchPriorities, draft.fetchpriority)) issues.fetchpriority = 'script.fetchpriority';
  if (!oneOf(scriptReferrerPolicies, draft.referrerpolicy)) issues.referrerpolicy = 'script.referrerpolicy';
  return issues;
}

const optionalText = z.string().max(2000, 'validation.tooLong').nullish();
const blankToNull = (value: string | null | undefined) => (isBlank(value) ? null : value!.trim());

/** `POST /admin/script-to-load`, `PUT /admin/script-to-load/{id}`. */
export const scriptInputSchema = z
  .strictObject({
    src: optionalText,
    crossorigin: optionalText,
    fetchpriority: optionalText,
    referrerpolicy: optionalText,
    integrity: optionalText,
    async: z.boolean().nullish(),
    defer: z.boolean().nullish(),
    nomodule: z.boolean().nullish(),
    /** Left out: a new script is valid, an update keeps what it was. */
    valid: z.boolean().nullish(),
  })
  .superRefine((raw, ctx) => {
    for (const [field, key] of Object.entries(scriptIssues(raw)))
      ctx.addIssue({ code: 'custom', path: [field], message: key });
  })
  .transform((raw) => ({
    src: (raw.src ?? '').trim(),
    crossorigin: blankToNull(raw.crossorigin) as (typeof scriptCrossOrigins)[number] | null,
    fetchpriority: (blankToNull(raw.fetchpriority) ?? 'auto') as (typeof scriptFetchPriorities)[number],
    referrerpolicy: blankToNull(raw.referrerpolicy) as (typeof scriptReferrerPolicies)[number] | null,
    integrity: blankToNull(raw.integrity),
    async: raw.async ?? false,
    defer: raw.defer ?? false,
    nomodule: raw.nomodule ?? false,
    valid: raw.valid ?? null,
  }));
export type ScriptInput = z.output<typeof scriptInputSchema>;

/** A script as the storefront injects it: its attributes. */
export const publicScriptSchema = z.object({
  id: z.number(),
  src: z.string(),
  crossorigin: z.enum(scriptCrossOrigins).nullable(),
  fetchpriority: z.enum(scriptFetchPriorities),
  referrerpolicy: z.enum(scriptReferrerPolicies).nullable(),
  integrity: z.string().nullable(),
  async: z.boolean(),
  defer: z.boolean(),
  nomodule: z.boolean(),
});
export type PublicScript = z.infer<typeof publicScriptSchema>;

export const scriptViewSchema = publicScriptSchema.extend({
  valid: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ScriptView = z.infer<typeof scriptViewSchema>;

/** `GET /admin/script-to-load` (spec 2 §7: "list reads scriptsToLoad"). */
export const scriptListSchema = z.object({ scriptsToLoad: z.array(scriptViewSchema), total: z.number() });
/** `GET /script-to-load`: the valid scripts the storefront injects. */
export const publicScriptListSchema = z.object({ scriptsToLoad: z.array(publicScriptSchema) });

/**
 * The origins the storefront's CSP must allow for a site's valid scripts (docs/decisions.md "Scripts to load"),
 * written to the edge's store under `scripts-<site>`, space-separated.
 */
export const scriptOriginsEdgeKey = (idSite: number): string => `scripts-${idSite}`;
export const scriptOrigins = (sources: readonly string[]): string[] =>
  [...new Set(sources.filter(isHttpsSource).map((src) => new URL(src).origin))].sort();
