import { Badge, type BadgeProps } from '@mantine/core';
import type { JobStatus, StepStatus } from '@cellar/shared/workflows/jobs';
import { useJobsT } from './jobs-text.ts';

/** One colour per status, for jobs, their steps and their sites alike. */
export const statusColours: Record<StepStatus, string> = {
  PENDING: 'gray',
  RUNNING: 'blue',
  SUCCEEDED: 'green',
  FAILED: 'red',
};

type Props<S> = { status: S } & Omit<BadgeProps, 'color' | 'children'> & { 'data-testid'?: string };

/** A job's (or a site's, in a job over many sites) status in its colour; `data-status` holds the raw value. */
export function JobStatusBadge({ status, ...props }: Props<JobStatus>) {
  const t = useJobsT();
  return (
    <Badge color={statusColours[status]} variant="light" data-status={status} style={{ flexShrink: 0 }} {...props}>
      {t(`jobs.status.${status}`)}
    </Badge>
  );
}

/** A step's status in its colour. */
export function StepStatusBadge({ status, ...props }: Props<StepStatus>) {
  const t = useJobsT();
  return (
    <Badge
      color={statusColours[status]}
      variant={status === 'PENDING' ? 'outline' : 'light'}
      size="sm"
      data-status={status}
      style={{ flexShrink: 0 }}
      {...props}
    >
      {t(`jobs.stepStatus.${status}`)}
    </Badge>
  );
}
