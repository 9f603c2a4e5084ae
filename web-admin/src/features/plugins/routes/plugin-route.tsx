import { Anchor, Badge, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { LoadError } from '../../../components/kit/load-error.tsx';
import { useApi } from '../../../lib/api/api-context.tsx';
import { useLocalePath } from '../../../lib/i18n/lang.ts';
import { chronopostQuery, externalAppsQuery, pluginKeys, saveChronopost } from '../api/plugins-api.ts';
import { AppKeysPanel } from '../components/app-keys-panel.tsx';
import { ChronopostParametersForm } from '../components/chronopost-parameters-form.tsx';
import { usePluginsT } from '../components/plugins-text.ts';

/** Chronopost's parameters are edited here; the other types with parameters have a screen of their own. */
function Parameters({ type }: { type: string }) {
  const t = usePluginsT();
  const api = useApi();
  const to = useLocalePath();
  const queryClient = useQueryClient();
  const chronopost = useQuery({ ...chronopostQuery(api), enabled: type === 'CHRONOPOST' });
  if (type === 'MONDIAL_RELAY')
    return (
      <Anchor component={Link} to={to('/carrier')} size="sm">
        {t('plugins.parametersLink', { screen: t('menu.carriers') })}
      </Anchor>
    );
  if (type === 'CAWL' || type === 'CUSTOM_STRIPE')
    return (
      <Anchor component={Link} to={to('/settings/setup')} size="sm">
        {t('plugins.parametersLink', { screen: t('menu.paymentSettings') })}
      </Anchor>
    );
  if (type !== 'CHRONOPOST') return null;
  if (chronopost.error)
    return (
      <LoadError
        title={t('plugins.loadFailed')}
        error={chronopost.error}
        onRetry={() => void chronopost.refetch()}
        testId="chronopost-error"
      />
    );
  if (!chronopost.data) return <Loader size="sm" aria-label={t('common.loading')} />;
  return chronopost.data.type === 'CHRONOPOST' ? (
    <ChronopostParametersForm
      parameters={chronopost.data}
      save={(body) => saveChronopost(api, body)}
      onSaved={() => void queryClient.invalidateQueries({ queryKey: pluginKeys.all })}
    />
  ) : null;
}

/** `/plugins/{id}` (spec 1 §2): one application — what it is, the site's keys for it in order, its parameters. */
export function PluginRoute() {
  const t = usePluginsT();
  const api = useApi();
  const to = useLocalePath();
  const id = Number(useParams().id);
  const apps = useQuery(externalAppsQuery(api));
  const app = apps.data?.list.find((a) => a.id === id);
  return (
    <Stack gap="md" data-testid="plugin">
      <Anchor component={Link} to={to('/plugins')} size="sm">
        {t('plugins.back')}
      </Anchor>
      {apps.error ? (
        <LoadError
          title={t('plugins.loadFailed')}
          error={apps.error}
          onRetry={() => void apps.refetch()}
          testId="plugin-error"
        />
      ) : !apps.data ? (
        <Loader aria-label={t('common.loading')} />
      ) : !app ? (
        <Text data-testid="plugin-not-found">{t('plugins.notFound')}</Text>
      ) : (
        <>
          <Group gap="sm">
            <Title order={2}>{app.name}</Title>
            <Badge variant="light">{app.type}</Badge>
          </Group>
          {app.description && <Text size="sm">{app.description}</Text>}
          {app.url && (
            <Anchor href={app.url} target="_blank" rel="noopener noreferrer" size="sm">
              {app.url}
            </Anchor>
          )}
          <AppKeysPanel type={app.type} />
          <Parameters type={app.type} />
        </>
      )}
    </Stack>
  );
}
