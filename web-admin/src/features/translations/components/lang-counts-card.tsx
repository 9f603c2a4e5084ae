import { Button, Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import type { TranslationCounts } from '@cellar/shared/translations/translation';
import { Link } from 'react-router';
import { useTranslationsT } from './translations-text.ts';

/** The share of units up to date, in whole percents (a language with no unit is done). */
export function currentPercent(counts: TranslationCounts): number {
  return counts.units === 0 ? 100 : Math.floor((counts.current / counts.units) * 100);
}

/**
 * One language's card: how many texts are missing, outdated and up to date, a progress bar of the
 * ones up to date, and the way to its list.
 */
export function LangCountsCard({
  code,
  label,
  counts,
  to,
}: {
  code: string;
  label: string;
  counts: TranslationCounts;
  to: string;
}) {
  const t = useTranslationsT();
  const percent = currentPercent(counts);
  return (
    <Card withBorder padding="lg" data-testid={`lang-card-${code}`}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={3}>{label}</Title>
          <Text size="sm" c="dimmed">
            {t('translations.counts.units', { count: counts.units })}
          </Text>
        </Group>
        <Progress.Root size="lg" aria-label={t('translations.counts.progress', { percent })}>
          <Progress.Section value={(counts.current / Math.max(counts.units, 1)) * 100} color="green" />
          <Progress.Section value={(counts.outdated / Math.max(counts.units, 1)) * 100} color="orange" />
        </Progress.Root>
        <Group gap="md">
          <Text size="sm" c="red" data-testid={`lang-${code}-missing`}>
            {t('translations.counts.missing', { count: counts.missing })}
          </Text>
          <Text size="sm" c="orange" data-testid={`lang-${code}-outdated`}>
            {t('translations.counts.outdated', { count: counts.outdated })}
          </Text>
          <Text size="sm" c="green" data-testid={`lang-${code}-current`}>
            {t('translations.counts.current', { count: counts.current })}
          </Text>
        </Group>
        <Group justify="flex-end">
          <Button component={Link} to={to} variant="light" data-testid={`lang-open-${code}`}>
            {t('translations.openLang', { lang: label })}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
