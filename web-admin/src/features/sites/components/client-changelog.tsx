import { Button, Center, Collapse, Group, List, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../../lib/api/api-context.tsx';
import { formatDay } from '../../../lib/format.ts';
import { LoadError } from '../../../components/kit/load-error.tsx';
import { changelogQuery } from '../api/sites-api.ts';
import { useDeploymentT } from './deployment-text.ts';

/** The storefront's changelog (`GET /admin/client-template/changelog`), folded; read when first opened. */
export function ClientChangelog() {
  const t = useDeploymentT();
  const api = useApi();
  const [opened, { toggle }] = useDisclosure(false);
  const changelog = useQuery({ ...changelogQuery(api), enabled: opened });
  let body;
  if (changelog.isPending)
    body = (
      <Center role="status" aria-label={t('common.loading')} py="md">
        <Loader size="sm" />
      </Center>
    );
  else if (changelog.isError)
    body = (
      <LoadError
        title={t('deployment.changelog.loadFailed')}
        error={changelog.error}
        onRetry={() => void changelog.refetch()}
        testId="client-changelog-error"
      />
    );
  else if (changelog.data.entries.length === 0)
    body = (
      <Text size="sm" c="dimmed">
        {t('deployment.changelog.empty')}
      </Text>
    );
  else
    body = (
      <Stack gap="md" data-testid="client-changelog-entries">
        {changelog.data.entries.map((entry) => (
          <Stack key={entry.version} gap={4} data-testid={`client-changelog-${entry.version}`}>
            <Group gap="xs">
              <Text fw={600}>{entry.version}</Text>
              <Text size="sm" c="dimmed">
                {formatDay(entry.date)}
              </Text>
            </Group>
            <List size="sm" spacing={2}>
              {entry.changes.map((change, index) => (
                <List.Item key={index}>{change}</List.Item>
              ))}
            </List>
          </Stack>
        ))}
      </Stack>
    );
  return (
    <Paper withBorder p="md" maw={960} data-testid="client-changelog">
      <Group justify="space-between">
        <Title order={3}>{t('deployment.changelog.title')}</Title>
        <Button variant="subtle" onClick={toggle} aria-expanded={opened} data-testid="client-changelog-toggle">
          {opened ? t('deployment.changelog.hide') : t('deployment.changelog.show')}
        </Button>
      </Group>
      <Collapse expanded={opened}>
        <Stack pt="md">{opened && body}</Stack>
      </Collapse>
    </Paper>
  );
}
