import { useState } from 'react';
import { Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../lib/api/api-context.tsx';
import { errorMessage, isRequestDropped } from '../../../lib/api/errors.ts';
import { toast } from '../../../lib/toast.ts';
import { ConfirmDialog } from '../../../components/kit/confirm-dialog.tsx';
import { carrierKeys, createRule, deleteRule, updateRule, type CarrierRule } from '../api/carriers-api.ts';
import { useNumberFormat } from './number-text.ts';
import { RuleModal } from './rule-modal.tsx';
import { useCarriersT } from './carrier-text.ts';

/**
 * The rules of a carrier (spec 1 §3 "Carrier rule"): how many bottles a size counts for in its
 * tranches (a magnum counts 2). Added, changed and deleted (after a confirmation) in a dialog.
 */
export function RulesTable({ idCarrier, rules }: { idCarrier: number; rules: CarrierRule[] }) {
  const t = useCarriersT();
  const api = useApi();
  const queryClient = useQueryClient();
  const format = useNumberFormat();
  const [editing, setEditing] = useState<CarrierRule | 'new' | null>(null);
  const [toDelete, setToDelete] = useState<CarrierRule | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: carrierKeys.all });

  const deletion = useMutation({
    mutationFn: (rule: CarrierRule) => deleteRule(api, idCarrier, rule.id),
    onSuccess: () => toast('success', t('carriers.rules.deleted')),
    onError: (error) => {
      if (!isRequestDropped(error)) toast('error', errorMessage(error, t('error.generic')));
    },
    onSettled: () => {
      setToDelete(null);
      return refresh();
    },
  });

  return (
    <Paper withBorder p="lg" data-testid="carrier-rules">
      <Stack gap="sm">
        <Group justify="space-between">
          <div>
            <Title order={3}>{t('carriers.rules.title')}</Title>
            <Text size="sm" c="dimmed">
              {t('carriers.rules.help')}
            </Text>
          </div>
          <Button onClick={() => setEditing('new')} data-testid="rule-add">
            {t('carriers.rules.add')}
          </Button>
        </Group>
        {rules.length === 0 ? (
          <Text c="dimmed" data-testid="rules-none">
            {t('carriers.rules.none')}
          </Text>
        ) : (
          <Table striped highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('carriers.rules.name')}</Table.Th>
                <Table.Th>{t('carriers.rules.sizes')}</Table.Th>
                <Table.Th>{t('carriers.rules.lines')}</Table.Th>
                <Table.Th ta="right">{t('kit.list.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rules.map((rule) => (
                <Table.Tr key={rule.id} data-testid={`rule-row-${rule.id}`}>
                  <Table.Td>{rule.name}</Table.Td>
                  <Table.Td>{t('carriers.rules.range', { from: format(rule.from), to: format(rule.to) })}</Table.Td>
                  <Table.Td>
                    {rule.details
                      .map((d) => t('carriers.rules.line', { nbBottle: d.nbBottle, represent: format(d.represent) }))
                      .join(' · ')}
                  </Table.Td>
                  <Table.Td>
                    <Group gap="xs" justify="flex-end" wrap="nowrap">
                      <Button
                        size="compact-sm"
                        variant="light"
                        onClick={() => setEditing(rule)}
                        data-testid={`rule-edit-${rule.id}`}
                      >
                        {t('kit.list.edit')}
                      </Button>
                      <Button
                        size="compact-sm"
                        variant="subtle"
                        color="red"
                        onClick={() => setToDelete(rule)}
                        data-testid={`rule-delete-${rule.id}`}
                      >
                        {t('kit.list.delete')}
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
      {editing !== null && (
        <RuleModal
          rule={editing === 'new' ? null : editing}
          save={(body) =>
            editing === 'new' ? createRule(api, idCarrier, body) : updateRule(api, idCarrier, editing.id, body)
          }
          onSaved={() => void refresh()}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        opened={toDelete !== null}
        title={t('kit.list.confirmTitle')}
        message={toDelete ? t('kit.list.confirmDelete', { name: toDelete.name }) : ''}
        confirmLabel={t('kit.list.delete')}
        busy={deletion.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={() => toDelete && deletion.mutate(toDelete)}
      />
    </Paper>
  );
}
