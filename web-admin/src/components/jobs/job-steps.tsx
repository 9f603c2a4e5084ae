import { Alert, Group, Loader, Stack, Table, Text, Timeline } from '@mantine/core';
import type { JobItem, JobStep, JobView, StepStatus } from '@cellar/shared/workflows/jobs';
import { formatDateTime } from '../../lib/format.ts';
import { isRunning } from './job-queries.ts';
import { JobStatusBadge, StepStatusBadge, statusColours } from './job-status-badge.tsx';
import { durationText, escalateAfterMs, runningMs, slowAfterMs, spanMs, useNow } from './job-time.ts';
import { stepLabel, useJobsT, type JobsT } from './jobs-text.ts';

const iconProps = {
  width: 12,
  height: 12,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 3,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
} as const;

/** The bullet of a step: a spinner while it runs, a tick or a cross once it has ended, nothing before. */
function StepBullet({ status }: { status: StepStatus }) {
  if (status === 'RUNNING') return <Loader size={10} color="white" />;
  if (status === 'SUCCEEDED')
    return (
      <svg {...iconProps}>
        <path d="M5 12l5 5L20 7" />
      </svg>
    );
  if (status === 'FAILED')
    return (
      <svg {...iconProps}>
        <path d="M6 6l12 12M18 6L6 18" />
      </svg>
    );
  return null;
}

/** Who started a job: a staff member's e-mail, or Cellar itself. */
export function startedByText(t: JobsT, job: Pick<JobView, 'startedBy'>): string {
  return job.startedBy === 'system' ? t('jobs.system') : job.startedBy;
}

/** A step's start, end and duration (as far as it got). */
function stepTimes(t: JobsT, step: JobStep, now: number): string {
  const parts: string[] = [];
  if (step.startedAt) parts.push(t('jobs.started', { date: formatDateTime(step.startedAt, { seconds: true }) }));
  if (step.endedAt) parts.push(t('jobs.ended', { date: formatDateTime(step.endedAt, { seconds: true }) }));
  const span = spanMs(step.startedAt, step.endedAt, now);
  if (span !== null)
    parts.push(
      step.status === 'RUNNING'
        ? t('jobs.runningFor', { duration: durationText(t, span) })
        : t('jobs.took', { duration: durationText(t, span) }),
    );
  return parts.join(' · ');
}

/** The sites of a job over many sites (massive update): each one's outcome. */
function JobItems({ items }: { items: JobItem[] }) {
  const t = useJobsT();
  const count = (status: JobItem['status']) => items.filter((item) => item.status === status).length;
  return (
    <Stack gap={4} data-testid="job-items">
      <Group gap="xs">
        <Text fw={500} size="sm">
          {t('jobs.items.title')}
        </Text>
        <Text size="sm" c="dimmed" data-testid="job-items-summary">
          {t('jobs.items.summary', {
            succeeded: count('SUCCEEDED'),
            failed: count('FAILED'),
            running: count('RUNNING'),
          })}
        </Text>
      </Group>
      <Table striped withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('jobs.items.site')}</Table.Th>
            <Table.Th>{t('jobs.items.status')}</Table.Th>
            <Table.Th>{t('jobs.items.error')}</Table.Th>
            <Table.Th>{t('jobs.items.endedAt')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={item.idSite} data-testid={`job-item-${item.idSite}`} data-status={item.status}>
              <Table.Td>{item.name}</Table.Td>
              <Table.Td>
                <JobStatusBadge status={item.status} size="sm" data-testid={`job-item-status-${item.idSite}`} />
              </Table.Td>
              <Table.Td>
                {item.error && (
                  <Text size="sm" c="red" data-testid={`job-item-error-${item.idSite}`}>
                    {item.error}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{formatDateTime(item.endedAt)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

/**
 * One job as it stands: its kind, status, who started it and when, how long it took (or has been running: after 15
 * minutes a note says it takes longer than expected, after 30 to contact support, spec 1 §4), why it failed, each
 * step with its status, times, attempts and error, and for a job over many sites each site's outcome. `bare` leaves
 * out the header (a list row already says it).
 */
export function JobSteps({ job, testId = 'job', bare = false }: { job: JobView; testId?: string; bare?: boolean }) {
  const t = useJobsT();
  const now = useNow(isRunning(job));
  const running = runningMs(job, now);
  const span = spanMs(job.startedAt, job.endedAt, now);
  const active = job.steps.reduce((last, step, index) => (step.status === 'PENDING' ? last : index), -1);
  return (
    <Stack gap="sm" data-testid={testId} data-job-id={job.id} data-status={job.status}>
      {!bare && (
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={2}>
            <Text fw={600} data-testid="job-kind">
              {t(`jobs.kind.${job.kind}`)}
            </Text>
            <Text size="sm" c="dimmed">
              {t('jobs.startedBy', { who: startedByText(t, job), date: formatDateTime(job.startedAt) })}
            </Text>
          </Stack>
          <JobStatusBadge status={job.status} data-testid="job-status" />
        </Group>
      )}
      {(span !== null || job.releaseId) && (
        <Text size="sm" c="dimmed" data-testid="job-duration">
          {[
            span === null
              ? null
              : isRunning(job)
                ? t('jobs.runningFor', { duration: durationText(t, span) })
                : t('jobs.took', { duration: durationText(t, span) }),
            job.releaseId ? t('jobs.release', { id: job.releaseId }) : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        </Text>
      )}
      {running >= escalateAfterMs ? (
        <Alert color="red" variant="light" data-testid="job-escalate">
          {t('jobs.escalate', { id: job.id })}
        </Alert>
      ) : running >= slowAfterMs ? (
        <Alert color="yellow" variant="light" data-testid="job-slow">
          {t('jobs.slow')}
        </Alert>
      ) : null}
      {job.status === 'FAILED' && job.failure && (
        <Alert color="red" title={t('jobs.failure')} data-testid="job-failure">
          {job.failure}
        </Alert>
      )}
      {job.steps.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('jobs.noStep')}
        </Text>
      ) : (
        <Timeline active={active} bulletSize={22} lineWidth={2} data-testid="job-steps">
          {job.steps.map((step, index) => (
            <Timeline.Item
              key={`${step.name}-${index}`}
              data-testid={`job-step-${step.name}`}
              data-status={step.status}
              color={statusColours[step.status]}
              bullet={<StepBullet status={step.status} />}
              title={
                <Group gap="xs" wrap="nowrap">
                  <Text fw={500} size="sm">
                    {stepLabel(t, step.name)}
                  </Text>
                  <StepStatusBadge status={step.status} data-testid={`job-step-status-${step.name}`} />
                </Group>
              }
            >
              <Text size="xs" c="dimmed">
                {stepTimes(t, step, now)}
              </Text>
              {step.attempts > 1 && (
                <Text size="xs" c="orange" data-testid={`job-step-attempts-${step.name}`}>
                  {t('jobs.attempts', { count: step.attempts })}
                </Text>
              )}
              {step.error && (
                <Text size="xs" c="red" data-testid={`job-step-error-${step.name}`}>
                  {step.error}
                </Text>
              )}
            </Timeline.Item>
          ))}
        </Timeline>
      )}
      {job.items.length > 0 && <JobItems items={job.items} />}
    </Stack>
  );
}
