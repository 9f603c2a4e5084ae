import { useState } from 'react';
import { ActionIcon, Button, Group, Loader, Paper, Stack, Switch, Table, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AppSiteKeyView } from '@cellar/shared/site/plugins';
import { LoadError } from '../../../components/kit/load-error.tsx';
import { useApi } from '../../../lib/api/api-context.tsx';
import { errorMessage } from '../../../lib/api/errors.ts';
import { toast } from '../../../lib/toast.ts';
import {
  appSiteKeysQuery,
  createAppSiteKey,
  moveAppSiteKey,
  pluginKeys,
  switchAppSiteKey,
  updateAppSiteKey,
} from '../api/plugins-api.ts';
import { KeyDialog } from './key-dialog.tsx';
import { usePluginsT } from './plugins-text.ts';

/** An application's keys for the site, in order: added and changed in a dialog, moved up or down, switched off. */
export function AppKeysPanel({ type }: { type: string }) {
  const t = usePluginsT();
  const api = useApi();
  const queryClient = useQueryClient();
  const keys = useQuery(appSiteKeysQuery(api, type));
  const [editing, setEditing] = useState<AppSiteKeyView | 'new' | null>(null);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: pluginKeys.all });
  const change = useMutation({
    mutationFn: (run: () => Promise<unknown>) => run(),
    onSuccess: refresh,
    onError: (error) => toast('error', errorMessage(error, t('error.generic'))),
  });
  const list = keys.data?.list ?? [];
  return (
    <Paper withBorder p="md" data-testid="app-keys">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={3}>{t('plugins.appKeys.title')}</Title>
          <Button size="xs" onClick={() => setEditing('new')} data-testid="app-key-add">
            {t('plugins.appKeys.add')}
          </Button>
        </Group>
        {keys.error ? (
          <LoadError
            title={t('plugins.appKeys.loadFailed')}
            error={keys.error}
            onRetry={() => void keys.refetch()}
            testId="app-keys-error"
          />
        ) : !keys.data ? (
          <Loader size="sm" aria-label={t('common.loading')} />
        ) : list.length === 0 ? (
          <Text size="sm" data-testid="app-keys-empty">
            {t('plugins.appKeys.empty')}
          </Text>
        ) : (
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('plugins.key')}</Table.Th>
                <Table.Th>{t('plugins.value')}</Table.Th>
                <Table.Th>{t('plugins.appKeys.valid')}</Table.Th>
                <Table.Th>{t('plugins.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.map((key, index) => (
                <Table.Tr key={key.id} data-testid={`app-key-${key.id}`}>
                  <Table.Td>{key.key}</Table.Td>
                  <Table.Td>{key.value}</Table.Td>
                  <Table.Td>
                    <Switch
                      checked={key.valid}
                      aria-label={t('plugins.appKeys.valid')}
                      disabled={change.isPending}
                      onChange={(event) => {
                        const valid = event.currentTarget.checked;
                        change.mutate(() => switchAppSiteKey(api, key.id, valid));
                      }}
                      data-testid={`app-key-valid-${key.id}`}
                    />
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4}>
                      <ActionIcon
                        variant="subtle"
                        aria-label={t('plugins.appKeys.up')}
                        disabled={index === 0 || change.isPending}
                        onClick={() => change.mutate(() => moveAppSiteKey(api, key.id, index - 1))}
                        data-testid={`app-key-up-${key.id}`}
                      >
                        ↑
                      </ActionIcon>
                      <ActionIcon
                        variant="subtle"
                        aria-label={t('plugins.appKeys.down')}
                        disabled={index === list.length - 1 || change.isPending}
                        onClick={() => change.mutate(() => moveAppSiteKey(api, key.id, index + 1))}
                        data-testid={`app-key-down-${key.id}`}
                      >
                        ↓
                      </ActionIcon>
                      <Button size="xs" variant="subtle" onClick={() => setEditing(key)}>
                        {t('plugins.appKeys.edit')}
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
      {editing && (
        <KeyDialog
          title={editing === 'new' ? t('plugins.appKeys.add') : t('plugins.appKeys.edit')}
          initial={editing === 'new' ? { key: '', value: '' } : { key: editing.key, value: editing.value }}
          save={(values) =>
            editing === 'new'
              ? createAppSiteKey(api, { type, ...values })
              : updateAppSiteKey(api, editing.id, { type, ...values })
          }
          onSaved={refresh}
          onClose={() => setEditing(null)}
        />
      )}
    </Paper>
  );
}
