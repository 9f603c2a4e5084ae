import { Alert, Center, Loader, Paper, Stack } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { JobView } from '@cellar/shared/workflows/jobs';
import { errorMessage } from '../../lib/api/errors.ts';
import { JobSteps } from './job-steps.tsx';
import { useJobsT } from './jobs-text.ts';

/**
 * A job followed live (`useJobPoll`: one just started, or the one running when the screen opened): its steps as they
 * move. A failed read keeps the last state shown and says so; the next read is tried all the same.
 */
export function JobProgress({ poll, testId }: { poll: UseQueryResult<JobView>; testId: string }) {
  const t = useJobsT();
  const failed = poll.isError ? (
    <Alert color="orange" variant="light" data-testid={`${testId}-poll-error`}>
      {t('jobs.pollFailed', { message: errorMessage(poll.error, t('error.generic')) })}
    </Alert>
  ) : null;
  return (
    <Paper withBorder p="md" radius="md">
      {poll.data ? (
        <Stack gap="sm">
          <JobSteps job={poll.data} testId={testId} />
          {failed}
        </Stack>
      ) : (
        (failed ?? (
          <Center role="status" aria-label={t('common.loading')} data-testid={`${testId}-loading`}>
            <Loader size="sm" />
          </Center>
        ))
      )}
    </Paper>
  );
}
