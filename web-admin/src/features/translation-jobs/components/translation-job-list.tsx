import { Button, Card, Group, Stack, Text } from '@mantine/core';
import type { TranslationJobView } from '@cellar/shared/translations/translation-job';
import { useJobsT } from '../../../components/jobs/jobs-text.ts';
import { LangProgress } from './lang-progress.tsx';
import { useTranslationJobsT } from './translation-jobs-text.ts';

/**
 * Translation job definitions, each with its last run: its status, a progress bar per language, and why it failed.
 * `onRun` (super-admin) adds the Run button; without it the list is read only (an admin's).
 */
export function TranslationJobList({
  jobs,
  onRun,
  running,
}: {
  jobs: readonly TranslationJobView[];
  onRun?: (id: number) => void;
  /** The definition whose run is being started. */
  running?: number | null;
}) {
  const t = useTranslationJobsT();
  const tj = useJobsT();
  if (jobs.length === 0)
    return (
      <Text c="dimmed" data-testid="translation-jobs-empty">
        {t('translationJobs.list.empty')}
      </Text>
    );
  return (
    <Stack gap="sm">
      {jobs.map((job) => {
        const busy = job.lastRun?.status === 'RUNNING';
        return (
          <Card key={job.id} withBorder data-testid={`translation-job-${job.id}`}>
            <Group justify="space-between" align="flex-start" mb="xs">
              <Stack gap={2}>
                <Text fw={600}>{t('translationJobs.list.site', { name: job.siteName })}</Text>
                <Text size="sm">{t('translationJobs.list.langs', { langs: job.langs.join(', ') })}</Text>
                {job.overwritePerson && (
                  <Text size="sm" c="orange">
                    {t('translationJobs.list.overwritePerson')}
                  </Text>
                )}
              </Stack>
              <Group gap="xs">
                <Text size="sm" data-testid={`translation-job-status-${job.id}`}>
                  {job.lastRun ? tj(`jobs.status.${job.lastRun.status}`) : t('translationJobs.list.neverRun')}
                </Text>
                {onRun && (
                  <Button
                    size="xs"
                    onClick={() => onRun(job.id)}
                    disabled={busy}
                    loading={running === job.id}
                    data-testid={`translation-job-run-${job.id}`}
                  >
                    {job.lastRun ? t('translationJobs.list.runAgain') : t('translationJobs.list.run')}
                  </Button>
                )}
              </Group>
            </Group>
            {job.lastRun && <LangProgress progress={job.lastRun.progress} />}
            {job.lastRun?.failure && (
              <Text size="sm" c="red" mt="xs" data-testid={`translation-job-failure-${job.id}`}>
                {job.lastRun.failure}
              </Text>
            )}
          </Card>
        );
      })}
    </Stack>
  );
}
