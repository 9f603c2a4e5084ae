import { Alert, Anchor, Badge, Box, Button, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LiveStatus } from '@cellar/shared/workflows/releases';
import { useApi } from '../../../lib/api/api-context.tsx';
import { errorMessage, isRequestDropped } from '../../../lib/api/errors.ts';
import { useSession } from '../../../lib/session/session-store.ts';
import { toast } from '../../../lib/toast.ts';
import { LoadError } from '../../../components/kit/load-error.tsx';
import { useJobPoll } from '../../../components/jobs/job-queries.ts';
import { JobProgress } from '../../../components/jobs/job-progress.tsx';
import { liveStatusQuery, publishingKeys, startLive, stopLive } from '../api/publishing-api.ts';
import { usePublishingT } from './publishing-text.ts';

const statusColours: Record<LiveStatus['status'], string> = { stopped: 'gray', starting: 'blue', ready: 'green' };

/** What the live edit's job changes when it ends: its status (and the history). */
const endedJobChanges = [publishingKeys.all];

/**
 * The "Live edit" card (spec 1 §4 "Editing instance: stopped, starting (up to 10 minutes), ready"): the state, read
 * again while it starts, with the job building the preview; Start (`GET /admin/live/run/{idSite}`) and Stop; once
 * ready, the preview in a frame and a link opening it in a new tab.
 */
export function LiveEditCard() {
  const t = usePublishingT();
  const api = useApi();
  const queryClient = useQueryClient();
  const { selectedSite } = useSession();
  const status = useQuery(liveStatusQuery(api));
  const live = status.data;
  const job = useJobPoll(
    live?.status === 'starting' && live.jobId ? { id: live.jobId, idSite: selectedSite } : null,
    endedJobChanges,
  );
  const changed = (next: LiveStatus) => {
    queryClient.setQueryData(publishingKeys.live, next);
    void queryClient.invalidateQueries({ queryKey: publishingKeys.jobs });
  };
  const failed = (error: unknown) => {
    if (!isRequestDropped(error)) toast('error', errorMessage(error, t('error.generic')));
  };
  const start = useMutation({ mutationFn: () => startLive(api, selectedSite), onSuccess: changed, onError: failed });
  const stop = useMutation({
    mutationFn: () => stopLive(api, selectedSite),
    onSuccess: (next) => {
      changed(next);
      toast('success', t('publishing.live.stopped'));
    },
    onError: failed,
  });

  let body;
  if (status.isPending)
    body = (
      <Center role="status" aria-label={t('common.loading')} py="md">
        <Loader size="sm" />
      </Center>
    );
  else if (status.isError)
    body = (
      <LoadError
        title={t('publishing.live.loadFailed')}
        error={status.error}
        onRetry={() => void status.refetch()}
        testId="live-error"
      />
    );
  else {
    const state = status.data;
    body = (
      <Stack gap="md">
        <Group justify="space-between">
          <Badge
            size="lg"
            variant="light"
            color={statusColours[state.status]}
            data-status={state.status}
            data-testid="live-status"
          >
            {t(`publishing.live.status.${state.status}`)}
          </Badge>
          {state.status === 'stopped' ? (
            <Button onClick={() => start.mutate()} loading={start.isPending} data-testid="live-start">
              {t('publishing.live.start')}
            </Button>
          ) : (
            <Button
              color="red"
              variant="light"
              onClick={() => stop.mutate()}
              loading={stop.isPending}
              data-testid="live-stop"
            >
              {t('publishing.live.stop')}
            </Button>
          )}
        </Group>
        {state.status === 'stopped' && state.failure && (
          <Alert color="red" title={t('publishing.live.failed')} data-testid="live-failure">
            {state.failure}
          </Alert>
        )}
        {state.status === 'starting' && (
          <Alert color="blue" variant="light" data-testid="live-starting-note">
            {t('publishing.live.starting')}
          </Alert>
        )}
        {state.status === 'starting' && state.jobId && <JobProgress poll={job} testId="live-job" />}
        {state.status === 'ready' && state.url && (
          <Stack gap="xs">
            <Anchor href={state.url} target="_blank" rel="noreferrer" data-testid="live-open">
              {t('publishing.live.open')}
            </Anchor>
            <Box
              component="iframe"
              src={state.url}
              title={t('publishing.live.preview')}
              w="100%"
              h="75vh"
              style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 'var(--mantine-radius-sm)' }}
              data-testid="live-preview"
            />
          </Stack>
        )}
      </Stack>
    );
  }
  return (
    <Paper withBorder p="md" radius="md" data-testid="live-edit-card">
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={3}>{t('publishing.live.title')}</Title>
          <Text size="sm" c="dimmed">
            {t('publishing.live.help')}
          </Text>
        </Stack>
        {body}
      </Stack>
    </Paper>
  );
}
