import { useState } from 'react';
import { Badge, Button, Checkbox, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { translate } from '@cellar/shared/i18n/messages';
import {
  elementConfigIssue,
  socialNetworks,
  type SiteElementView,
  type SocialNetwork,
} from '@cellar/shared/site/site-element-settings';
import { LoadError } from '../../../components/kit/load-error.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { useApi } from '../../../lib/api/api-context.tsx';
import { errorMessage, isApiError } from '../../../lib/api/errors.ts';
import { useLang } from '../../../lib/i18n/lang.ts';
import { toast } from '../../../lib/toast.ts';
import { setElementConfig, setElementNetworks, siteElementKeys, siteElementsQuery } from '../api/site-elements-api.ts';
import { useSiteElementsT } from './site-elements-text.ts';

/**
 * On `/superAdmin/site/{id}` (spec 1 §3 "Site (super-admin): id, elements…"; spec 2 §7): each element of the site,
 * the networks its contents are shared to and its JSON configuration, each saved on its own.
 */
export function SiteElementsPanel() {
  const id = Number(useParams().id);
  const t = useSiteElementsT();
  const api = useApi();
  const elements = useQuery({ ...siteElementsQuery(api, id), enabled: Number.isInteger(id) && id > 0 });
  return (
    <Paper withBorder p="md" maw={760} data-testid="site-elements">
      <Title order={3} mb={4}>
        {t('siteElements.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('siteElements.intro')}
      </Text>
      {elements.isError ? (
        <LoadError
          title={t('siteElements.loadFailed')}
          error={elements.error}
          onRetry={() => void elements.refetch()}
          testId="site-elements-error"
        />
      ) : elements.isPending ? (
        <PageLoader />
      ) : elements.data.elements.length === 0 ? (
        <Text c="dimmed">{t('siteElements.none')}</Text>
      ) : (
        <Stack gap="md">
          {elements.data.elements.map((element) => (
            <ElementSettings key={`${element.id}-${element.updatedAt}`} idSite={id} element={element} />
          ))}
        </Stack>
      )}
    </Paper>
  );
}

function ElementSettings({ idSite, element }: { idSite: number; element: SiteElementView }) {
  const t = useSiteElementsT();
  const lang = useLang();
  const api = useApi();
  const queryClient = useQueryClient();
  const [networks, setNetworks] = useState<string[]>(element.networks);
  const [config, setConfig] = useState(element.config);
  const [configError, setConfigError] = useState<string | null>(null);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: siteElementKeys.all });
  const failed = (error: unknown) => toast('error', errorMessage(error, t('error.generic')));
  const saveNetworks = useMutation({
    mutationFn: () => setElementNetworks(api, idSite, element.id, networks as SocialNetwork[]),
    onSuccess: () => {
      toast('success', t('siteElements.socialSaved'));
      refresh();
    },
    onError: failed,
  });
  const saveConfig = useMutation({
    mutationFn: () => setElementConfig(api, idSite, element.id, config),
    onSuccess: () => {
      toast('success', t('siteElements.configSaved'));
      refresh();
    },
    onError: (error) => {
      const field = isApiError(error) ? error.fieldErrors.config?.[0] : undefined;
      if (field) setConfigError(field);
      failed(error);
    },
  });
  const submitConfig = () => {
    const issue = elementConfigIssue(config);
    setConfigError(issue ? translate(issue, lang) : null);
    if (!issue) saveConfig.mutate();
  };
  return (
    <Stack gap="xs" data-testid={`site-element-${element.id}`}>
      <Group gap="xs">
        <Text fw={600}>{element.name}</Text>
        <Badge variant="light" color="gray">
          /{element.route}
        </Badge>
        <Text size="sm" c="dimmed">
          {t('siteElements.items', { count: element.itemCount })}
        </Text>
      </Group>
      <Checkbox.Group label={t('siteElements.networks')} value={networks} onChange={setNetworks}>
        <Group gap="md" mt={4}>
          {socialNetworks.map((network) => (
            <Checkbox key={network} value={network} label={t(`siteElements.networkNames.${network}`)} />
          ))}
        </Group>
      </Checkbox.Group>
      <Group>
        <Button size="xs" variant="light" onClick={() => saveNetworks.mutate()} loading={saveNetworks.isPending}>
          {t('siteElements.saveNetworks')}
        </Button>
      </Group>
      <Textarea
        label={t('siteElements.config')}
        description={t('siteElements.configHint')}
        autosize
        minRows={2}
        maxRows={12}
        ff="monospace"
        value={config}
        error={configError}
        onChange={(event) => {
          setConfig(event.currentTarget.value);
          setConfigError(null);
        }}
        data-testid={`site-element-config-${element.id}`}
      />
      <Group>
        <Button size="xs" variant="light" onClick={submitConfig} loading={saveConfig.isPending}>
          {t('siteElements.saveConfig')}
        </Button>
      </Group>
    </Stack>
  );
}
