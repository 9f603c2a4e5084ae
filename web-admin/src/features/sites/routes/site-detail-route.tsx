import type { ReactNode } from 'react';
import { Anchor, Badge, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { useApi } from '../../../lib/api/api-context.tsx';
import { isApiError } from '../../../lib/api/errors.ts';
import { useT } from '../../../lib/i18n/i18n.ts';
import { useLocalePath } from '../../../lib/i18n/lang.ts';
import { ErrorScreen } from '../../../components/error-screen.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { formatDay } from '../../../lib/format.ts';
import { loadSite, siteKeys } from '../api/sites-api.ts';
import { ClientChangelog } from '../components/client-changelog.tsx';
import { SiteDangerZone } from '../components/site-danger-zone.tsx';
import { SiteDeployment } from '../components/site-deployment.tsx';
import { SiteForm } from '../components/site-form.tsx';

/**
 * `/superAdmin/site/{id}`: one site (what it is, read only), its edit form, its deployment (state, actions, jobs;
 * issue 15), the danger zone (delete the site) and the storefront's changelog. `panels`: other features' parts of the
 * page (its functionalities, its elements: issue 20), given by the routes (no feature imports another).
 */
export function SiteDetailRoute({ panels }: { panels?: ReactNode } = {}) {
  const t = useT();
  const to = useLocalePath();
  const api = useApi();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const site = useQuery({ queryKey: [...siteKeys.all, 'one', id], queryFn: () => loadSite(api, id), enabled: valid });
  if (!valid) return <ErrorScreen status={404} />;
  if (site.isPending) return <PageLoader />;
  if (site.isError) return <ErrorScreen status={isApiError(site.error) ? site.error.status : 500} />;
  const s = site.data;
  const rows: Array<[string, ReactNode]> = [
    [t('sites.id'), s.id],
    [t('sites.name'), s.name],
    [t('sites.slug'), s.slug],
    [
      t('sites.url'),
      s.url ? (
        <Anchor href={s.url} target="_blank" rel="noreferrer">
          {s.url}
        </Anchor>
      ) : (
        t('common.none')
      ),
    ],
    [t('sites.defaultLang'), s.defaultLang],
    [t('sites.createdAt'), formatDay(s.createdAt)],
    [
      t('sites.functionalities'),
      s.functionalities.length === 0 ? (
        <Text c="dimmed">{t('sites.noFunctionality')}</Text>
      ) : (
        <Group gap={4}>
          {s.functionalities.map((key) => (
            <Badge key={key} variant="light" color="green">
              {key}
            </Badge>
          ))}
        </Group>
      ),
    ],
  ];
  return (
    <Stack gap="md" data-testid="site-detail">
      <Group justify="space-between">
        <Title order={2}>{s.name}</Title>
        <Button variant="default" component={Link} to={to('/superAdmin/site')}>
          {t('sites.backToList')}
        </Button>
      </Group>
      <Paper withBorder p="md" maw={760}>
        <Table>
          <Table.Tbody>
            {rows.map(([label, value]) => (
              <Table.Tr key={label}>
                <Table.Th w={220}>{label}</Table.Th>
                <Table.Td>{value}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Paper>
      <SiteForm key={`${s.id}-${s.name}-${s.slug}-${s.url ?? ''}-${s.defaultLang}`} site={s} />
      {panels}
      <SiteDeployment site={s} />
      <ClientChangelog />
      <SiteDangerZone site={s} />
    </Stack>
  );
}
