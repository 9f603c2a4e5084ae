import { Anchor, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useApi } from '../../../lib/api/api-context.tsx';
import { useT } from '../../../lib/i18n/i18n.ts';
import { useLocalePath } from '../../../lib/i18n/lang.ts';
import { meQuery, siteInfoQuery } from '../../../lib/session/session-queries.ts';
import { useSiteRight } from '../../../lib/session/site-right-gate.tsx';
import { Dashboard } from '../components/dashboard.tsx';
import { useDashboardT } from '../components/dashboard-text.ts';

/** `/`: who and where, the way to the users, and the site's statistics (docs/statistics.md). */
export function HomeRoute() {
  const t = useT();
  const to = useLocalePath();
  const api = useApi();
  const me = useQuery(meQuery(api));
  const site = useQuery(siteInfoQuery(api));
  // The statistics are the site's STATISTICS functionality: without it the home shows no charts and asks nothing.
  const statistics = useSiteRight('STATISTICS');
  const dt = useDashboardT();
  return (
    <Stack gap="md" data-testid="home-screen">
      <Title order={2}>{t('home.title')}</Title>
      <Text>{t('home.welcome', { name: me.data?.firstname ?? '' })}</Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Card withBorder>
          <Text fw={600}>{t('home.site')}</Text>
          <Text c="dimmed">{site.data?.name ?? t('common.none')}</Text>
          {site.data?.url && (
            <Anchor href={site.data.url} target="_blank" rel="noreferrer" size="sm">
              {site.data.url}
            </Anchor>
          )}
        </Card>
        <Card withBorder>
          <Text fw={600}>{t('menu.users')}</Text>
          <Anchor component={Link} to={to('/user')} size="sm">
            {t('home.manageUsers')}
          </Anchor>
        </Card>
      </SimpleGrid>
      {statistics === 'allowed' && <Dashboard />}
      {statistics === 'failed' && (
        <Text c="red" data-testid="dashboard-failed">
          {dt('dashboard.loadFailed')}
        </Text>
      )}
    </Stack>
  );
}
