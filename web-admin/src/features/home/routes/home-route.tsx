import { Anchor, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useApi } from '../../../lib/api/api-context.tsx';
import { useT } from '../../../lib/i18n/i18n.ts';
import { useLocalePath } from '../../../lib/i18n/lang.ts';
import { meQuery, siteInfoQuery } from '../../../lib/session/session-queries.ts';

/** `/`: the dashboard (statistics come with their issue); for now, who and where, and the way to the users. */
export function HomeRoute() {
  const t = useT();
  const to = useLocalePath();
  const api = useApi();
  const me = useQuery(meQuery(api));
  const site = useQuery(siteInfoQuery(api));
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
    </Stack>
  );
}
