import { randomBytes } from 'node:crypto';
import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { JobItem, JobKind, JobLangProgress, JobStatus, JobStep, JobView } from '@cellar/shared/workflows/jobs';
import { plannedSteps } from '@cellar/shared/workflows/machines';
import { dynamo, tableName } from '../data/dynamo.ts';
import { entityTypes, keys } from '../data/keys.ts';
import type { SiteId } from '../data/site-id.ts';
import { TransactionConditionFailed, transactWrite } from '../data/transactions.ts';

/**
 * The only code that reads and writes job records (docs/workflows.md "Job records"): `SITE#<s>#JOBS` / `JOB#<id>`,
 * newest first by id, and one lock per machine while a job runs on it, so two publications of a site never race for
 * its pointer. A lock left by a crashed run stops holding after `jobLockHours`.
 */
export const jobLockHours = 2;

/** Base-36 milliseconds then randomness: ids sort by start time, and are hard to guess. */
export function newJobId(now = Date.now()): string {
  return `${now.toString(36).padStart(9, '0')}-${randomBytes(6).toString('hex').slice(0, 10)}`;
}

function stored(item: Record<string, unknown>): JobView {
  const { pk: _pk, sk: _sk, type: _type, machine: _machine, ...rest } = item;
  // Records written before issue 19 have no progress.
  return { progress: [], ...rest } as unknown as JobView;
}

const isConditionFailure = (error: unknown) => (error as { name?: string }).name === 'ConditionalCheckFailedException';

/** Another job of the same machine holds the site's lock. */
export class JobAlreadyRunning extends Error {}

export const jobRepository = {
  /** Records the job RUNNING with its planned steps and takes the machine's lock, in one transaction. */
  async create(
    site: SiteId,
    job: { id: string; kind: JobKind; machine: string; startedBy: string; startedAt: string },
  ): Promise<JobView> {
    const view: JobView = {
      id: job.id,
      idSite: site,
      kind: job.kind,
      status: 'RUNNING',
      startedBy: job.startedBy,
      startedAt: job.startedAt,
      endedAt: null,
      steps: plannedSteps(job.kind).map((name) => ({
        name,
        status: 'PENDING',
        startedAt: null,
        endedAt: null,
        attempts: 0,
        error: null,
      })),
      items: [],
      failure: null,
      releaseId: null,
      progress: [],
    };
    const expiresAt = new Date(Date.parse(job.startedAt) + jobLockHours * 3_600_000).toISOString();
    try {
      await transactWrite([
        {
          Put: {
            TableName: tableName(),
            Item: { ...keys.jobLock(site, job.machine), type: entityTypes.jobLock, jobId: job.id, expiresAt },
            ConditionExpression: 'attribute_not_exists(pk) OR expiresAt < :now',
            ExpressionAttributeValues: { ':now': job.startedAt },
          },
        },
        {
          Put: {
            TableName: tableName(),
            Item: { ...keys.job(site, job.id), type: entityTypes.job, machine: job.machine, ...view },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
      ]);
    } catch (error) {
      if (error instanceof TransactionConditionFailed && error.index === 0) throw new JobAlreadyRunning();
      throw error;
    }
    return view;
  },

  async get(site: SiteId, id: string): Promise<JobView | null> {
    const answer = await dynamo().send(
      new GetCommand({ TableName: tableName(), Key: keys.job(site, id), ConsistentRead: true }),
    );
    return answer.Item ? stored(answer.Item) : null;
  },

  /** The latest jobs of the site, newest first: one Query. */
  async latest(site: SiteId, limit: number): Promise<JobView[]> {
    const answer = await dynamo().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
        ExpressionAttributeValues: { ':pk': keys.jobPartition(site), ':sk': keys.jobSkPrefix() },
        ScanIndexForward: false,
        Limit: limit,
      }),
    );
    return (answer.Items ?? []).map(stored);
  },

  /** Replaces one step (by its place in the planned list). */
  async setStep(site: SiteId, id: string, index: number, step: JobStep): Promise<void> {
    await dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.job(site, id),
        UpdateExpression: `SET steps[${index}] = :step`,
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':step': step },
      }),
    );
  },

  /** One site's outcome in a job over many sites (Map iterations append concurrently: list_append is atomic). */
  async addItem(site: SiteId, id: string, item: JobItem): Promise<void> {
    await dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.job(site, id),
        UpdateExpression: 'SET #items = list_append(#items, :item)',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: { '#items': 'items' },
        ExpressionAttributeValues: { ':item': [item] },
      }),
    );
  },

  /** A translation job's languages, all at once (its first step, once it knows each language's total). */
  async setProgress(site: SiteId, id: string, progress: JobLangProgress[]): Promise<void> {
    await dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.job(site, id),
        UpdateExpression: 'SET progress = :progress',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':progress': progress },
      }),
    );
  },

  /** One language's entry (by its place): each language runs in its own Map iteration, so entries never race. */
  async setLangProgress(site: SiteId, id: string, index: number, entry: JobLangProgress): Promise<void> {
    await dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.job(site, id),
        UpdateExpression: `SET progress[${index}] = :entry`,
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':entry': entry },
      }),
    );
  },

  /** Names the release the job writes; nothing when the job is not this site's (a massive update's site). */
  async setRelease(site: SiteId, id: string, releaseId: string): Promise<void> {
    await dynamo()
      .send(
        new UpdateCommand({
          TableName: tableName(),
          Key: keys.job(site, id),
          UpdateExpression: 'SET releaseId = :release',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeValues: { ':release': releaseId },
        }),
      )
      .catch((error: unknown) => {
        if (!isConditionFailure(error)) throw error;
      });
  },

  /** Ends the job (once: a second end is ignored) and frees the machine's lock if this job holds it. */
  async end(
    site: SiteId,
    job: { id: string; machine: string },
    outcome: { status: Exclude<JobStatus, 'RUNNING'>; failure: string | null; endedAt: string },
  ): Promise<void> {
    try {
      await dynamo().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: keys.job(site, job.id),
          UpdateExpression: 'SET #status = :status, failure = :failure, endedAt = :endedAt',
          ConditionExpression: '#status = :running',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: {
            ':status': outcome.status,
            ':failure': outcome.failure,
            ':endedAt': outcome.endedAt,
            ':running': 'RUNNING',
          },
        }),
      );
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
      return; // already ended
    }
    await dynamo()
      .send(
        new UpdateCommand({
          TableName: tableName(),
          Key: keys.jobLock(site, job.machine),
          UpdateExpression: 'SET expiresAt = :ended',
          ConditionExpression: 'jobId = :job',
          ExpressionAttributeValues: { ':job': job.id, ':ended': '' },
        }),
      )
      .catch((error: unknown) => {
        if (!isConditionFailure(error)) throw error; // another job holds it now
      });
  },
};
