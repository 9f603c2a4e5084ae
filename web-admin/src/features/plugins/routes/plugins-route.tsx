import { Anchor, Badge, Card, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { LoadError } from '../../../components/kit/load-error.tsx';
import { useApi } from '../../../lib/api/api-context.tsx';
import { useLocalePath } from '../../../lib/i18n/lang.ts';
import { externalAppsQuery } from '../api/plugins-api.ts';
import { usePluginsT } from '../components/plugins-text.ts';
import { SiteKeysPanel } from '../components/site-keys-panel.tsx';

/** `/plugins` (spec 1 §2): the external applications the site can add, each opening its keys; the site keys. */
export function PluginsRoute() {
  const t = usePluginsT();
  const api = useApi();
  const to = useLocalePath();
  const apps = useQuery(externalAppsQuery(api));
  return (
    <Stack gap="md" data-testid="plugins">
      <Title order={2}>{t('plugins.title')}</Title>
      <Text size="sm" c="dimmed">
        {t('plugins.intro')}
      </Text>
      {apps.error ? (
        <LoadError
          title={t('plugins.loadFailed')}
          error={apps.error}
          onRetry={() => void apps.refetch()}
          testId="plugins-error"
        />
      ) : !apps.data ? (
        <Loader aria-label={t('common.loading')} />
      ) : apps.data.list.length === 0 ? (
        <Text data-testid="plugins-empty">{t('plugins.empty')}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {apps.data.list.map((app) => (
            <Card withBorder key={app.id} data-testid={`plugin-${app.type}`}>
              <Stack gap="xs">
                <Title order={4}>{app.name}</Title>
                <Badge variant="light" size="sm">
                  {app.type}
                </Badge>
                {app.description && <Text size="sm">{app.description}</Text>}
                <Anchor component={Link} to={to(`/plugins/${app.id}`)} size="sm">
                  {t('plugins.open')}
                </Anchor>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      )}
      <SiteKeysPanel />
    </Stack>
  );
}
