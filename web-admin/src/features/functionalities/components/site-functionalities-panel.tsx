import { useState } from 'react';
import { Button, Checkbox, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { LoadError } from '../../../components/kit/load-error.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { useApi } from '../../../lib/api/api-context.tsx';
import { errorMessage } from '../../../lib/api/errors.ts';
import { queryKeys } from '../../../lib/api/query-keys.ts';
import { sessionKeys } from '../../../lib/session/session-queries.ts';
import { toast } from '../../../lib/toast.ts';
import { functionalitiesQuery, functionalityKeys, linkSiteKeys, siteKeysQuery } from '../api/functionalities-api.ts';
import { useFunctionalitiesT } from './functionality-text.ts';

/**
 * On `/superAdmin/site/{id}` (spec 1 §3 "Site (super-admin): … functionality"): the functionalities of the site as
 * checkboxes, saved as a whole (`PUT /site/{id}/link-functionality`). Keys the site holds that no functionality
 * names are kept and said.
 */
export function SiteFunctionalitiesPanel() {
  const id = Number(useParams().id);
  const t = useFunctionalitiesT();
  const api = useApi();
  const all = useQuery(functionalitiesQuery(api));
  const site = useQuery({ ...siteKeysQuery(api, id), enabled: Number.isInteger(id) && id > 0 });
  return (
    <Paper withBorder p="md" maw={760} data-testid="site-functionalities">
      <Title order={3} mb="xs">
        {t('functionalities.site.title')}
      </Title>
      {all.isError || site.isError ? (
        <LoadError
          title={t('functionalities.site.loadFailed')}
          error={all.error ?? site.error}
          onRetry={() => void Promise.all([all.refetch(), site.refetch()])}
          testId="site-functionalities-error"
        />
      ) : all.isPending || site.isPending ? (
        <PageLoader />
      ) : (
        <KeysForm
          key={site.data.keys.join(',')}
          idSite={id}
          known={all.data.functionalities}
          initial={site.data.keys}
        />
      )}
    </Paper>
  );
}

function KeysForm({
  idSite,
  known,
  initial,
}: {
  idSite: number;
  known: Array<{ key: string; label: string; description: string }>;
  initial: string[];
}) {
  const t = useFunctionalitiesT();
  const api = useApi();
  const queryClient = useQueryClient();
  const [keys, setKeys] = useState(initial);
  const unknown = initial.filter((key) => !known.some((f) => f.key === key));
  const save = useMutation({
    mutationFn: () => linkSiteKeys(api, idSite, keys),
    onSuccess: () => {
      toast('success', t('functionalities.site.saved'));
      // The site's keys show on its page (the sites resource) and, when it is the current site, in the menu.
      void queryClient.invalidateQueries({ queryKey: functionalityKeys.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys('sites').all });
      void queryClient.invalidateQueries({ queryKey: sessionKeys.functionalities });
    },
    onError: (error) => toast('error', errorMessage(error, t('error.generic'))),
  });
  if (known.length === 0) return <Text c="dimmed">{t('functionalities.site.none')}</Text>;
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('functionalities.site.intro')}
      </Text>
      <Checkbox.Group value={keys} onChange={setKeys}>
        <Stack gap="xs">
          {known.map((f) => (
            <Checkbox
              key={f.key}
              value={f.key}
              label={`${f.label} (${f.key})`}
              description={f.description || undefined}
              data-testid={`site-functionality-${f.key}`}
            />
          ))}
        </Stack>
      </Checkbox.Group>
      {unknown.length > 0 && (
        <Text size="sm" c="dimmed">
          {t('functionalities.site.unknown', { keys: unknown.join(', ') })}
        </Text>
      )}
      <Group>
        <Button onClick={() => save.mutate()} loading={save.isPending} data-testid="site-functionalities-save">
          {t('functionalities.site.save')}
        </Button>
      </Group>
    </Stack>
  );
}
