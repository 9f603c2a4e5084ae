import { Accordion, Group, Stack, Text } from '@mantine/core';
import type { JobView } from '@cellar/shared/workflows/jobs';
import { formatDateTime } from '../../lib/format.ts';
import { JobStatusBadge } from './job-status-badge.tsx';
import { JobSteps, startedByText } from './job-steps.tsx';
import { useJobsT } from './jobs-text.ts';

/**
 * Jobs, newest first (a site's history, or the super-admin's list of a site's jobs): each row says what it was, who
 * started it, when, and its status; opened, it shows its steps. The list is polled by its screen while a job runs.
 */
export function JobList({ jobs, testId }: { jobs: readonly JobView[]; testId: string }) {
  const t = useJobsT();
  if (jobs.length === 0)
    return (
      <Text c="dimmed" size="sm" data-testid={`${testId}-empty`}>
        {t('jobs.list.empty')}
      </Text>
    );
  return (
    <Accordion multiple keepMounted={false} variant="separated" chevronPosition="left" data-testid={testId}>
      {jobs.map((job) => (
        <Accordion.Item key={job.id} value={job.id} data-testid={`job-row-${job.id}`} data-status={job.status}>
          <Accordion.Control data-testid={`job-row-toggle-${job.id}`}>
            <Group justify="space-between" wrap="nowrap" gap="sm">
              <Stack gap={0}>
                <Text fw={500} size="sm">
                  {t(`jobs.kind.${job.kind}`)}
                </Text>
                <Text size="xs" c="dimmed">
                  {t('jobs.startedBy', { who: startedByText(t, job), date: formatDateTime(job.startedAt) })}
                </Text>
              </Stack>
              <JobStatusBadge status={job.status} data-testid="job-status" />
            </Group>
          </Accordion.Control>
          <Accordion.Panel>
            <JobSteps job={job} bare testId={`job-detail-${job.id}`} />
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
