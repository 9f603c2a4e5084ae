/** Jobs as the API answers them (`JobView`), for the screens that show jobs (issue 15). */
import type { JobItem, JobKind, JobStatus, JobStep, JobView, StepStatus } from '@cellar/shared/workflows/jobs';
import { plannedSteps } from '@cellar/shared/workflows/machines';

const at = (minute: number, second = 0) =>
  new Date(Date.UTC(2026, 4, 12, 9, minute, second)).toISOString().replace('.000Z', 'Z');

export function jobStep(name: string, status: StepStatus, extra: Partial<JobStep> = {}): JobStep {
  return {
    name,
    status,
    startedAt: status === 'PENDING' ? null : at(0, 5),
    endedAt: status === 'SUCCEEDED' || status === 'FAILED' ? at(1, 10) : null,
    attempts: status === 'PENDING' ? 0 : 1,
    error: null,
    ...extra,
  };
}

/**
 * A job of `kind` whose planned steps have the statuses given in order (the rest PENDING); RUNNING while a step is
 * not over, unless `status` says otherwise.
 */
export function jobView(
  kind: JobKind,
  statuses: StepStatus[],
  extra: Partial<JobView> & { status?: JobStatus } = {},
): JobView {
  const steps = plannedSteps(kind).map((name, index) => jobStep(name, statuses[index] ?? 'PENDING'));
  const status: JobStatus =
    extra.status ??
    (steps.some((step) => step.status === 'FAILED')
      ? 'FAILED'
      : steps.every((step) => step.status === 'SUCCEEDED')
        ? 'SUCCEEDED'
        : 'RUNNING');
  return {
    id: 'mp3k2x0a1-4f9c2b7d1e',
    idSite: 7,
    kind,
    status,
    startedBy: 'admin@lilas.fr',
    startedAt: at(0),
    endedAt: status === 'RUNNING' ? null : at(2, 30),
    steps,
    items: [],
    failure: null,
    releaseId: null,
    progress: [],
    ...extra,
  };
}

export function jobItem(idSite: number, name: string, status: JobStatus, error: string | null = null): JobItem {
  return { idSite, name, status, error, endedAt: status === 'RUNNING' ? null : at(3) };
}

/** Answers each call with the next of `answers`, then the last one again. */
export function inTurn<T>(...answers: T[]): () => T {
  let next = 0;
  return () => answers[Math.min(next++, answers.length - 1)] as T;
}
