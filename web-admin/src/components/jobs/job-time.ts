import { useEffect, useState } from 'react';
import type { JobView } from '@cellar/shared/workflows/jobs';
import type { JobsT } from './jobs-text.ts';

/** Spec 1 §4: "Publishing to production can take up to 15 minutes (escalate after 30)". */
export const slowAfterMs = 15 * 60_000;
export const escalateAfterMs = 30 * 60_000;

/** The clock, ticking every second while `ticking` (a running job's duration and notes move with it). */
export function useNow(ticking: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!ticking) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [ticking]);
  return now;
}

/** Milliseconds from `start` to `end` (or to `now` while it runs); null without a readable start. */
export function spanMs(start: string | null, end: string | null, now: number): number | null {
  if (!start) return null;
  const from = Date.parse(start);
  const to = end ? Date.parse(end) : now;
  if (Number.isNaN(from) || Number.isNaN(to)) return null;
  return Math.max(0, to - from);
}

/** How long a running job has run; 0 once it has ended (no note for an ended job). */
export function runningMs(job: JobView, now: number): number {
  return job.status === 'RUNNING' ? (spanMs(job.startedAt, null, now) ?? 0) : 0;
}

/** `12 s`, `3 min 05 s`, `1 h 02 min`. */
export function durationText(t: JobsT, ms: number): string {
  const total = Math.floor(ms / 1000);
  const two = (n: number) => String(n).padStart(2, '0');
  if (total < 60) return t('jobs.duration.seconds', { s: total });
  if (total < 3600) return t('jobs.duration.minutes', { m: Math.floor(total / 60), s: two(total % 60) });
  return t('jobs.duration.hours', { h: Math.floor(total / 3600), m: two(Math.floor((total % 3600) / 60)) });
}
