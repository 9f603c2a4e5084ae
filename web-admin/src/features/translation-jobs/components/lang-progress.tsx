import { Badge, Group, Progress, Stack, Text } from '@mantine/core';
import type { JobLangProgress } from '@cellar/shared/workflows/jobs';
import { useJobsT } from '../../../components/jobs/jobs-text.ts';
import { useTranslationJobsT } from './translation-jobs-text.ts';

const colour = { PENDING: 'gray', RUNNING: 'blue', SUCCEEDED: 'green', FAILED: 'red' } as const;

/** One bar per language of a run: done of total, what was skipped, and why a language failed. */
export function LangProgress({ progress }: { progress: readonly JobLangProgress[] }) {
  const t = useTranslationJobsT();
  const tj = useJobsT();
  return (
    <Stack gap="xs">
      {progress.map((entry) => (
        <Stack key={entry.lang} gap={2} data-testid={`lang-progress-${entry.lang}`} data-status={entry.status}>
          <Group justify="space-between" gap="xs">
            <Group gap="xs">
              <Text size="sm" fw={600}>
                {entry.lang}
              </Text>
              <Badge size="sm" color={colour[entry.status]} variant="light">
                {tj(`jobs.stepStatus.${entry.status}`)}
              </Badge>
            </Group>
            <Text size="sm" data-testid={`lang-counts-${entry.lang}`}>
              {t('translationJobs.progress.counts', { done: entry.done, total: entry.total })}
              {entry.skipped > 0 && ` · ${t('translationJobs.progress.skipped', { count: entry.skipped })}`}
              {entry.failed > 0 && ` · ${t('translationJobs.progress.failed', { count: entry.failed })}`}
            </Text>
          </Group>
          <Progress
            value={entry.total === 0 ? 100 : (100 * (entry.done + entry.skipped)) / entry.total}
            color={colour[entry.status]}
            animated={entry.status === 'RUNNING'}
            aria-label={entry.lang}
          />
          {entry.error && (
            <Text size="sm" c="red" data-testid={`lang-error-${entry.lang}`}>
              {entry.error}
            </Text>
          )}
        </Stack>
      ))}
    </Stack>
  );
}
