import { useState } from 'react';
import { Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TranslationJobList as Jobs } from '@cellar/shared/translations/translation-job';
import { LoadError } from '../../../components/kit/load-error.tsx';
import { useApi } from '../../../lib/api/api-context.tsx';
import { errorMessage, isRequestDropped } from '../../../lib/api/errors.ts';
import { toast } from '../../../lib/toast.ts';
import { loadAllJobs, loadUsage, runJob, translationJobKeys } from '../api/translation-jobs-api.ts';
import { TranslationJobForm } from './translation-job-form.tsx';
import { TranslationJobList } from './translation-job-list.tsx';
import { useTranslationJobsT } from './translation-jobs-text.ts';

/** How often the list is read again while a run goes on. */
export const translationJobPollMs = 2000;

export const pollWhileRunning = (data: Jobs | undefined): number | false =>
  data?.jobs.some((job) => job.lastRun?.status === 'RUNNING') ? translationJobPollMs : false;

/** Which machine translation answers: DeepL's usage this period, or that the local one is used. */
function UsageLine() {
  const t = useTranslationJobsT();
  const api = useApi();
  const usage = useQuery({
    queryKey: translationJobKeys.part('usage'),
    queryFn: ({ signal }) => loadUsage(api, signal),
  });
  if (usage.isError)
    return (
      <Text size="sm" c="red" data-testid="mt-usage">
        {t('translationJobs.usage.failed')}
      </Text>
    );
  if (!usage.data) return null;
  return (
    <Text size="sm" c="dimmed" data-testid="mt-usage">
      {usage.data.adapter === 'local'
        ? t('translationJobs.usage.local')
        : t('translationJobs.usage.deepl', {
            used: usage.data.characterCount.toLocaleString(),
            limit: usage.data.characterLimit.toLocaleString(),
          })}
    </Text>
  );
}

/**
 * The super-admin's translation jobs (`/superAdmin/translation`): the machine translation in use, a new definition,
 * and every definition with its last run's progress per language, read again every 2 s while a run goes on.
 */
export function TranslationJobsPanel() {
  const t = useTranslationJobsT();
  const api = useApi();
  const queryClient = useQueryClient();
  const [starting, setStarting] = useState<number | null>(null);
  const jobs = useQuery({
    queryKey: translationJobKeys.lists,
    queryFn: ({ signal }) => loadAllJobs(api, signal),
    refetchInterval: (query) => pollWhileRunning(query.state.data),
  });
  const run = useMutation({
    mutationFn: (id: number) => runJob(api, id),
    onMutate: (id) => setStarting(id),
    onSuccess: () => {
      toast('success', t('translationJobs.list.started'));
      void queryClient.invalidateQueries({ queryKey: translationJobKeys.all });
    },
    onError: (error) => {
      if (!isRequestDropped(error)) toast('error', errorMessage(error, t('error.generic')));
    },
    onSettled: () => setStarting(null),
  });
  return (
    <Stack gap="md" data-testid="translation-jobs-panel">
      <Title order={3}>{t('translationJobs.title')}</Title>
      <UsageLine />
      <TranslationJobForm />
      {jobs.isError ? (
        <LoadError
          title={t('translationJobs.list.failed')}
          error={jobs.error}
          onRetry={() => void jobs.refetch()}
          testId="translation-jobs-error"
        />
      ) : jobs.data ? (
        <TranslationJobList jobs={jobs.data.jobs} onRun={(id) => run.mutate(id)} running={starting} />
      ) : null}
    </Stack>
  );
}
