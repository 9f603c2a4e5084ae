import * as z from 'zod';
import { idNumber } from '../routes/schemas.ts';

/**
 * The super-admin's deploy calls (spec 2 §7 "Sites (super-admin)"), mapped onto releases and jobs
 * (docs/publishing.md "What the spec's deploy calls do here"). The spec's "github repository" of a site is its
 * release store: it "exists" once the site has a release.
 */

/** `DELETE /site/{id}?confirm=<short name>`: the super-admin types the site's short name to confirm. */
export const siteDeleteQuerySchema = z.strictObject({
  confirm: z.string({ error: 'site.invalidRepositoryName' }).trim().min(1, 'site.invalidRepositoryName').max(60),
});

/** `PUT /site/{id}/construction`: on serves "site under construction" everywhere, off publishes the site again. */
export const constructionBodySchema = z.strictObject({ enabled: z.boolean() });

/** `PUT /site/massive-update-client`: every client site, or the ones named. */
export const massiveUpdateBodySchema = z.strictObject({ siteIds: z.array(idNumber).min(1).max(1000).optional() });

export const clientTemplateVersionSchema = z.object({
  /** `<package version>+<build hash>` of the storefront build the prerender uses. */
  version: z.string(),
  builtAt: z.string().nullable(),
});
export type ClientTemplateVersion = z.infer<typeof clientTemplateVersionSchema>;

export const changelogSchema = z.object({
  entries: z.array(z.object({ version: z.string(), date: z.string(), changes: z.array(z.string()) })),
});
export type Changelog = z.infer<typeof changelogSchema>;

export const repositoryStatusSchema = z.object({ exists: z.boolean(), releases: z.number().int() });

/** A site's deployment state on the super-admin's site screen. */
export const siteDeploymentSchema = z.object({
  idSite: z.number().int(),
  /** The storefront build its served release was prerendered with; null before a first publication. */
  clientVersion: z.string().nullable(),
  /** The storefront build a new release would use; null when no build is found (the storefront is not built). */
  latestVersion: z.string().nullable(),
  construction: z.boolean(),
  currentReleaseId: z.string().nullable(),
  publishedAt: z.string().nullable(),
});
export type SiteDeployment = z.infer<typeof siteDeploymentSchema>;
