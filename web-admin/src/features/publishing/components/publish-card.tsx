import { useState } from 'react';
import { Button, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { translate } from '@cellar/shared/i18n/messages';
import { useApi } from '../../../lib/api/api-context.tsx';
import { errorMessage, isRequestDropped } from '../../../lib/api/errors.ts';
import { useLang } from '../../../lib/i18n/lang.ts';
import { toast } from '../../../lib/toast.ts';
import { LoadError } from '../../../components/kit/load-error.tsx';
import { isRunning, useJobPoll, type FollowedJobRef } from '../../../components/jobs/job-queries.ts';
import { JobList } from '../../../components/jobs/job-list.tsx';
import { JobProgress } from '../../../components/jobs/job-progress.tsx';
import { jobHistoryQuery, publishSite, publishingKeys } from '../api/publishing-api.ts';
import { ReleasesPanel } from './releases-panel.tsx';
import { usePublishingT } from './publishing-text.ts';

/** What a job of this screen changes when it ends: the releases, the history, the live edit. */
const endedJobChanges = [publishingKeys.all];

/**
 * The "Publish" card: the button (`POST /admin/site/publish`) and the started job's steps live, the release served
 * now and the earlier ones (rollback), and the site's job history (each job opens on its steps). A publication
 * already running when the screen opens is followed the same way.
 */
export function PublishCard() {
  const t = usePublishingT();
  const lang = useLang();
  const api = useApi();
  const queryClient = useQueryClient();
  const history = useQuery(jobHistoryQuery(api));
  const [followed, setFollowed] = useState<FollowedJobRef | null>(null);
  const runningPublication = history.data?.find((job) => job.kind === 'publish' && isRunning(job));
  if (followed === null && runningPublication)
    setFollowed({ id: runningPublication.id, idSite: runningPublication.idSite, initial: runningPublication });
  const progress = useJobPoll(followed, endedJobChanges);
  const publish = useMutation({
    mutationFn: () => publishSite(api),
    onSuccess: (job) => {
      setFollowed({ id: job.id, idSite: job.idSite, initial: job });
      toast('success', t('publishing.publish.started'));
      void queryClient.invalidateQueries({ queryKey: publishingKeys.jobs });
    },
    onError: (error) => {
      if (!isRequestDropped(error)) toast('error', errorMessage(error, t('error.generic')));
    },
  });
  return (
    <Paper withBorder p="md" radius="md" data-testid="publish-card">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={4}>
            <Title order={3}>{t('publishing.publish.title')}</Title>
            <Text size="sm" c="dimmed">
              {t('publishing.publish.help')}
            </Text>
          </Stack>
          <Button
            onClick={() => publish.mutate()}
            loading={publish.isPending}
            disabled={isRunning(progress.data)}
            data-testid="publish-button"
          >
            {t('publishing.publish.button')}
          </Button>
        </Group>
        {followed && <JobProgress poll={progress} testId="publish-job" />}
        <ReleasesPanel />
        <Stack gap="xs">
          <Title order={4}>{t('publishing.history.title')}</Title>
          {history.isPending ? (
            <Center role="status" aria-label={t('common.loading')} py="md">
              <Loader size="sm" />
            </Center>
          ) : history.isError ? (
            <LoadError
              title={translate('job.refreshFailed', lang)}
              error={history.error}
              onRetry={() => void history.refetch()}
              testId="job-history-error"
            />
          ) : (
            <JobList jobs={history.data} testId="job-history" />
          )}
        </Stack>
      </Stack>
    </Paper>
  );
}
