import * as z from 'zod';

/**
 * Long work runs as a Step Functions execution and is followed through its job record (docs/workflows.md): who
 * started what on which site, each step with its start and end, and why it failed. The admin polls it, so long work
 * always shows its progress.
 */

/** What a job does. Each kind runs on one state machine (`workflowMachines`). */
export const jobKinds = [
  // The site's published content prerendered into a new release, then served (admin "Publish", PUT /site/{id}/prod).
  'publish',
  // A preview release from the site's drafts, served on the live-edit address (GET /admin/live/run/{id}).
  'live',
  // The storefront build version rolled to a site, then published (PUT /site/{id}/update-client and its variants).
  'update-client',
  // Every page answers "site under construction" (PUT /site/{id}/construction).
  'construction',
  // The current release served again, re-prerendered from the same content (PUT /site/{id}/prod/restart).
  'restart',
  // A release prerendered and kept, not served (PUT /site/{id}/build).
  'build',
  // Site 0's defaults copied into a new site (GET /site/{id}/init).
  'site-init',
  // The site's data exported to S3, then deleted in batches (DELETE /site/{id}).
  'site-delete',
  // update-client over every site, a result per site (PUT /site/massive-update-client).
  'massive-update',
  // A translation job's run: the site's missing units machine-translated, language by language (issue 19).
  'translate',
  // A payment-fee report: the connected account's balance transactions of a period written as a CSV (issue 20).
  'stripe-fee-report',
] as const;
export const jobKindSchema = z.enum(jobKinds);
export type JobKind = z.infer<typeof jobKindSchema>;

export const jobStatuses = ['RUNNING', 'SUCCEEDED', 'FAILED'] as const;
export const jobStatusSchema = z.enum(jobStatuses);
export type JobStatus = z.infer<typeof jobStatusSchema>;

export const stepStatuses = ['PENDING', 'RUNNING', 'SUCCEEDED', 'FAILED'] as const;
export const stepStatusSchema = z.enum(stepStatuses);
export type StepStatus = z.infer<typeof stepStatusSchema>;

export const jobStepSchema = z.object({
  /** A task name of the machine (`workflowMachines[machine].steps`), shown translated (`job.step.<name>`). */
  name: z.string(),
  status: stepStatusSchema,
  startedAt: z.string().nullable(),
  endedAt: z.string().nullable(),
  /** Tries so far: a retried step shows 2, 3… */
  attempts: z.number().int(),
  /** The last failure's reason, kept when a retry then succeeds. */
  error: z.string().nullable(),
});
export type JobStep = z.infer<typeof jobStepSchema>;

/** One site's outcome in a job over many sites (massive update). */
export const jobItemSchema = z.object({
  idSite: z.number().int(),
  name: z.string(),
  status: jobStatusSchema,
  error: z.string().nullable(),
  endedAt: z.string().nullable(),
});
export type JobItem = z.infer<typeof jobItemSchema>;

/** One language of a translation job (issue 19): its units to do, and how far the run got. */
export const jobLangProgressSchema = z.object({
  lang: z.string(),
  total: z.number().int(),
  done: z.number().int(),
  skipped: z.number().int(),
  failed: z.number().int(),
  status: stepStatusSchema,
  error: z.string().nullable(),
});
export type JobLangProgress = z.infer<typeof jobLangProgressSchema>;

export const jobViewSchema = z.object({
  id: z.string(),
  /** The site the job works on; 0 for a job over every site. */
  idSite: z.number().int(),
  kind: jobKindSchema,
  status: jobStatusSchema,
  /** Staff member who started it (e-mail), or `system` (the first start's publication). */
  startedBy: z.string(),
  startedAt: z.string(),
  endedAt: z.string().nullable(),
  steps: z.array(jobStepSchema),
  items: z.array(jobItemSchema),
  /** Why it failed, in words a super-admin can act on. */
  failure: z.string().nullable(),
  /** The release a publishing job wrote. */
  releaseId: z.string().nullable(),
  /** A translation job's languages (none for other jobs, and for records written before issue 19). */
  progress: z.array(jobLangProgressSchema).default([]),
});
export type JobView = z.infer<typeof jobViewSchema>;

export const jobListSchema = z.object({ jobs: z.array(jobViewSchema) });
export type JobList = z.infer<typeof jobListSchema>;

/** Job ids sort by start time (base-36 milliseconds, then randomness): the newest first in a descending query. */
export const jobIdSchema = z.string().regex(/^[0-9a-z]{8,12}-[0-9a-z]{6,12}$/, 'job.notFound');

/** How many jobs a history shows. */
export const jobHistoryLimit = 20;
