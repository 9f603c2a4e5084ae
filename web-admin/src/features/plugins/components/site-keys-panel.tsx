import { useState } from 'react';
import { Button, Group, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { SiteKeyView } from '@cellar/shared/site/plugins';
import { LoadError } from '../../../components/kit/load-error.tsx';
import { useApi } from '../../../lib/api/api-context.tsx';
import { createSiteKey, pluginKeys, siteKeysQuery, updateSiteKey } from '../api/plugins-api.ts';
import { KeyDialog } from './key-dialog.tsx';
import { usePluginsT } from './plugins-text.ts';

/** The site's keys (key, value), added and changed in a dialog. */
export function SiteKeysPanel() {
  const t = usePluginsT();
  const api = useApi();
  const queryClient = useQueryClient();
  const keys = useQuery(siteKeysQuery(api));
  const [editing, setEditing] = useState<SiteKeyView | 'new' | null>(null);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: pluginKeys.all });
  return (
    <Paper withBorder p="md" data-testid="site-keys">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={3}>{t('plugins.siteKeys.title')}</Title>
          <Button size="xs" onClick={() => setEditing('new')} data-testid="site-key-add">
            {t('plugins.siteKeys.add')}
          </Button>
        </Group>
        <Text size="sm" c="dimmed">
          {t('plugins.siteKeys.intro')}
        </Text>
        {keys.error ? (
          <LoadError
            title={t('plugins.siteKeys.loadFailed')}
            error={keys.error}
            onRetry={() => void keys.refetch()}
            testId="site-keys-error"
          />
        ) : !keys.data ? (
          <Loader size="sm" aria-label={t('common.loading')} />
        ) : keys.data.list.length === 0 ? (
          <Text size="sm" data-testid="site-keys-empty">
            {t('plugins.siteKeys.empty')}
          </Text>
        ) : (
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('plugins.key')}</Table.Th>
                <Table.Th>{t('plugins.value')}</Table.Th>
                <Table.Th>{t('plugins.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {keys.data.list.map((key) => (
                <Table.Tr key={key.id} data-testid={`site-key-${key.id}`}>
                  <Table.Td>{key.key}</Table.Td>
                  <Table.Td>{key.value}</Table.Td>
                  <Table.Td>
                    <Button size="xs" variant="subtle" onClick={() => setEditing(key)}>
                      {t('plugins.siteKeys.edit')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
      {editing && (
        <KeyDialog
          title={editing === 'new' ? t('plugins.siteKeys.add') : t('plugins.siteKeys.edit')}
          initial={editing === 'new' ? { key: '', value: '' } : { key: editing.key, value: editing.value }}
          save={(values) => (editing === 'new' ? createSiteKey(api, values) : updateSiteKey(api, editing.id, values))}
          onSaved={refresh}
          onClose={() => setEditing(null)}
        />
      )}
    </Paper>
  );
}
