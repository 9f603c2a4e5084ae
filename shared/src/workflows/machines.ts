import * as z from 'zod';
import { jobKindSchema, type JobKind } from './jobs.ts';
import { releaseKindSchema } from './releases.ts';

/**
 * The state machines (docs/workflows.md). Each is an ASL file beside this one (`asl/<name>.asl.json`, JSONPath,
 * inline Map: what aws-local-stepfunctions runs): CDK loads it with `DefinitionBody.fromFile` and substitutes
 * `${TaskFunctionArn}`; `npm start` runs the same file with every Task state calling the same task handler
 * in-process (functions/src/workflows/). States pass S3 keys and ids, never content (256 KB limit).
 */
export const workflowMachineNames = [
  'publish-site',
  'site-init',
  'site-delete',
  'massive-update',
  'translate-site',
  'stripe-fee-report',
] as const;
export type WorkflowMachineName = (typeof workflowMachineNames)[number];

/** The machine each kind of job runs on. */
export const machineOfKind: Record<JobKind, WorkflowMachineName> = {
  publish: 'publish-site',
  live: 'publish-site',
  'update-client': 'publish-site',
  construction: 'publish-site',
  restart: 'publish-site',
  build: 'publish-site',
  'site-init': 'site-init',
  'site-delete': 'site-delete',
  'massive-update': 'massive-update',
  translate: 'translate-site',
  'stripe-fee-report': 'stripe-fee-report',
};

/** The steps a job of each kind shows, in order (Task states, named by their task). */
export function plannedSteps(kind: JobKind): string[] {
  switch (machineOfKind[kind]) {
    case 'publish-site':
      return kind === 'build'
        ? ['snapshot', 'prerender', 'write-release']
        : ['snapshot', 'prerender', 'write-release', 'switch-release', 'prune-releases'];
    case 'site-init':
      return ['copy-defaults'];
    case 'site-delete':
      return ['export-site', 'delete-batch', 'forget-site'];
    case 'massive-update':
      return ['list-sites', 'update-site'];
    case 'translate-site':
      return ['collect-units', 'translate-lang'];
    case 'stripe-fee-report':
      return ['build-fee-report'];
  }
}

/** The ASL file of a machine, relative to the repository root (CDK, the local runner and the tests read it). */
export function machineDefinitionFile(name: WorkflowMachineName): string {
  return `shared/src/workflows/asl/${name}.asl.json`;
}

/** The deployed machine's name: fixed, so the API can start it by ARN without a reference across stacks. */
export function machineResourceName(stage: string, name: WorkflowMachineName): string {
  return `cellar-${stage}-${name}`;
}

/** What a job's machine is started with; the execution's name is the job id. */
export const executionInputSchema = z.object({
  job: z.object({ id: z.string(), idSite: z.number().int(), kind: jobKindSchema, startedBy: z.string() }),
  input: z.object({
    /** publish-site: the release to write. */
    release: z.object({ id: z.string(), kind: releaseKindSchema }).optional(),
    /** massive-update: the sites named (every client site when absent). */
    siteIds: z.array(z.number().int()).optional(),
    /** translate-site: the job definition run, its languages, and whether a person's outdated text may be replaced. */
    idDefinition: z.number().int().optional(),
    langs: z.array(z.string()).optional(),
    overwritePerson: z.boolean().optional(),
    /** stripe-fee-report: the report (billing) the job builds. */
    idReport: z.number().int().optional(),
  }),
  results: z.object({}).loose(),
});
export type ExecutionInput = z.infer<typeof executionInputSchema>;

/** What every Task state sends its handler: the task's name, the job, and what earlier tasks answered. */
export const taskEventSchema = z.object({
  task: z.string(),
  job: executionInputSchema.shape.job,
  input: executionInputSchema.shape.input.optional(),
  results: z.record(z.string(), z.unknown()).optional(),
  /** massive-update: the site one Map iteration works on. */
  site: z.object({ id: z.number().int(), name: z.string() }).optional(),
  /** translate-site: the language one Map iteration translates. */
  lang: z.string().optional(),
  /** fail-job, site-failed: what Step Functions caught (`Cause` is a JSON string for a Lambda's error). */
  error: z.object({ Error: z.string(), Cause: z.unknown() }).optional(),
});
export type TaskEvent = z.infer<typeof taskEventSchema>;

/** Thrown by a task for a failure a retry cannot fix (the ASL retries every other error with backoff). */
export const jobRefusedErrorName = 'JobRefused';
