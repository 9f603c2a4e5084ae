import { Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { LoadError } from '../../../components/kit/load-error.tsx';
import { useApi } from '../../../lib/api/api-context.tsx';
import { loadSiteJobs, translationJobKeys } from '../api/translation-jobs-api.ts';
import { TranslationJobList } from './translation-job-list.tsx';
import { pollWhileRunning } from './translation-jobs-panel.tsx';
import { useTranslationJobsT } from './translation-jobs-text.ts';

/** The site's translation jobs for its admin (`/translation`), read only: a super-admin defines and runs them. */
export function AdminTranslationJobs() {
  const t = useTranslationJobsT();
  const api = useApi();
  const jobs = useQuery({
    queryKey: translationJobKeys.part('site'),
    queryFn: ({ signal }) => loadSiteJobs(api, signal),
    refetchInterval: (query) => pollWhileRunning(query.state.data),
  });
  return (
    <Stack gap="sm" data-testid="admin-translation-jobs">
      <Title order={4}>{t('translationJobs.adminTitle')}</Title>
      {jobs.isError ? (
        <LoadError
          title={t('translationJobs.list.failed')}
          error={jobs.error}
          onRetry={() => void jobs.refetch()}
          testId="translation-jobs-error"
        />
      ) : jobs.data ? (
        <TranslationJobList jobs={jobs.data.jobs} />
      ) : null}
    </Stack>
  );
}
