import { useState } from 'react';
import { Anchor, Badge, Button, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { DialogForm } from '../../../components/kit/dialog-form.tsx';
import { LoadError } from '../../../components/kit/load-error.tsx';
import { useApi } from '../../../lib/api/api-context.tsx';
import { useLocalePath } from '../../../lib/i18n/lang.ts';
import { createExternalApp, externalAppKeys, externalAppsQuery } from '../api/external-apps-api.ts';
import { blankApp, ExternalAppFields, useExternalAppForm } from '../components/external-app-form.tsx';
import { useExternalAppsT } from '../components/external-apps-text.ts';

function AddDialog({ onClose }: { onClose: () => void }) {
  const t = useExternalAppsT();
  const api = useApi();
  const queryClient = useQueryClient();
  const form = useExternalAppForm({
    initial: blankApp,
    save: (body) => createExternalApp(api, body),
    onSaved: () => void queryClient.invalidateQueries({ queryKey: externalAppKeys.all }),
    onClose,
  });
  return (
    <DialogForm
      state={form}
      title={t('plugins.externalApps.add')}
      size="lg"
      testId="external-app-form"
      submitTestId="external-app-submit"
    >
      <ExternalAppFields form={form} typeFixed={false} />
    </DialogForm>
  );
}

/** `/superAdmin/externApp` (spec 1 §2): the external applications' catalogue every site picks from. */
export function ExternalAppListRoute() {
  const t = useExternalAppsT();
  const api = useApi();
  const to = useLocalePath();
  const apps = useQuery(externalAppsQuery(api));
  const [adding, setAdding] = useState(false);
  return (
    <Stack gap="md" data-testid="external-apps">
      <Group justify="space-between">
        <Title order={2}>{t('plugins.externalApps.title')}</Title>
        <Button onClick={() => setAdding(true)} data-testid="external-app-add">
          {t('plugins.externalApps.add')}
        </Button>
      </Group>
      <Text size="sm" c="dimmed">
        {t('plugins.externalApps.intro')}
      </Text>
      {apps.error ? (
        <LoadError
          title={t('plugins.loadFailed')}
          error={apps.error}
          onRetry={() => void apps.refetch()}
          testId="external-apps-error"
        />
      ) : !apps.data ? (
        <Loader aria-label={t('common.loading')} />
      ) : apps.data.list.length === 0 ? (
        <Text data-testid="external-apps-empty">{t('plugins.empty')}</Text>
      ) : (
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('plugins.externalApps.name')}</Table.Th>
              <Table.Th>{t('plugins.externalApps.type')}</Table.Th>
              <Table.Th>{t('plugins.externalApps.description')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {apps.data.list.map((app) => (
              <Table.Tr key={app.id} data-testid={`external-app-${app.type}`}>
                <Table.Td>
                  <Anchor component={Link} to={to(`/superAdmin/externApp/${app.id}`)}>
                    {app.name}
                  </Anchor>
                </Table.Td>
                <Table.Td>
                  <Group gap="xs">
                    <Badge variant="light">{app.type}</Badge>
                    {!app.valid && (
                      <Badge color="gray" variant="outline">
                        {t('plugins.invalid')}
                      </Badge>
                    )}
                  </Group>
                </Table.Td>
                <Table.Td>{app.description}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {adding && <AddDialog onClose={() => setAdding(false)} />}
    </Stack>
  );
}
