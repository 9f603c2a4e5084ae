import { useState } from 'react';
import { ActionIcon, Button, Group, Paper, Stack, Text, TextInput, Title, Tooltip } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CustomizationValueView } from '@cellar/shared/catalog/customization';
import { useApi } from '../../../lib/api/api-context.tsx';
import { errorMessage, isApiError, isRequestDropped } from '../../../lib/api/errors.ts';
import { useLang } from '../../../lib/i18n/lang.ts';
import { formatMoney, formatNumber } from '../../../lib/money.ts';
import { toast } from '../../../lib/toast.ts';
import { ConfirmDialog } from '../../../components/kit/confirm-dialog.tsx';
import { ownSubmit } from '../../../components/kit/dialog-form.tsx';
import { serverErrors, type FieldErrors } from '../../../components/kit/field-errors.ts';
import { DeleteIcon, EditIcon } from '../../../components/kit/row-icons.tsx';
import { SortableRows } from '../../../components/kit/sortable-rows.tsx';
import {
  addValue,
  customizationKeys,
  deleteValue,
  moveValue,
  updateValue,
  type CustomizationRow,
} from '../api/customizations-api.ts';
import { useCustomizationsT } from './customizations-text.ts';
import { ValueDialog } from './value-dialog.tsx';
import { valueErrors, type ValueDraft } from './value-rules.ts';

const emptyDraft: ValueDraft = { label: '', cost: '' };

/**
 * The values of a choice customization (its update screen): in order, dragged to reorder; each edited in a dialog or
 * deleted after a confirmation; a new one added last. Every call answers the customization, which the screen shows.
 */
export function CustomizationValues({ customization }: { customization: CustomizationRow }) {
  const t = useCustomizationsT();
  const lang = useLang();
  const api = useApi();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<ValueDraft>(emptyDraft);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [editing, setEditing] = useState<CustomizationValueView | null>(null);
  const [toDelete, setToDelete] = useState<CustomizationValueView | null>(null);
  const [moved, setMoved] = useState<{ from: CustomizationRow; values: CustomizationValueView[] } | null>(null);
  const values = moved && moved.from === customization ? moved.values : customization.values;

  const answered = async (next: CustomizationRow) => {
    queryClient.setQueryData(customizationKeys.one(customization.id), next);
    await queryClient.invalidateQueries({ queryKey: customizationKeys.lists });
  };
  const failed = (error: unknown) => {
    if (!isRequestDropped(error)) toast('error', errorMessage(error, t('error.generic')));
  };

  const add = useMutation({
    mutationFn: (value: ValueDraft) => addValue(api, customization.id, value),
    onSuccess: async (next) => {
      toast('success', t('catalogueOptions.customizations.valueAdded'));
      setDraft(emptyDraft);
      await answered(next);
    },
    onError: (error) => {
      failed(error);
      if (isApiError(error)) setErrors(serverErrors(error.fieldErrors));
    },
  });
  const remove = useMutation({
    mutationFn: (value: CustomizationValueView) => deleteValue(api, customization.id, value.id),
    onSuccess: async (next) => {
      toast('success', t('catalogueOptions.customizations.valueDeleted'));
      setToDelete(null);
      await answered(next);
    },
    onError: (error) => {
      failed(error);
      setToDelete(null);
    },
  });
  const move = useMutation({
    mutationFn: ({ value, position }: { value: CustomizationValueView; position: number }) =>
      moveValue(api, customization.id, value.id, position),
    onSuccess: answered,
    onError: (error) => {
      setMoved(null);
      if (!isRequestDropped(error)) toast('error', errorMessage(error, t('reorder.failed')));
    },
  });

  const submit = () => {
    const found = valueErrors(draft, customization.costType, lang);
    setErrors(found);
    if (Object.keys(found).length === 0) add.mutate(draft);
  };
  const cost = (value: CustomizationValueView) =>
    customization.costType === 'FREE' || value.cost === 0
      ? t('catalogueOptions.customizations.costTypes.FREE')
      : customization.costType === 'PERCENT'
        ? `${formatNumber(value.cost, lang)} %`
        : formatMoney(value.cost, lang);

  return (
    <Paper withBorder p="lg" maw={900} data-testid="customization-values">
      <Stack gap="sm">
        <Title order={3}>{t('catalogueOptions.customizations.values')}</Title>
        <Text size="sm" c="dimmed">
          {t('catalogueOptions.customizations.valuesHelp')}
        </Text>
        {values.length === 0 ? (
          <Text c="dimmed" data-testid="values-empty">
            {t('catalogueOptions.customizations.noValues')}
          </Text>
        ) : (
          <SortableRows
            items={values}
            rowId={(v) => v.id}
            handleLabel={(v) => t('catalogueOptions.customizations.moveValue', { name: v.label })}
            disabled={move.isPending}
            onMove={(value, position, reordered) => {
              setMoved({ from: customization, values: reordered });
              move.mutate({ value, position });
            }}
            testId="values"
          >
            {(v) => (
              <Group justify="space-between" wrap="nowrap" style={{ flex: 1 }}>
                <Text size="sm">{v.label}</Text>
                <Group gap={6} wrap="nowrap">
                  <Text size="sm" c="dimmed">
                    {cost(v)}
                  </Text>
                  <Tooltip label={t('kit.list.edit')} withinPortal>
                    <ActionIcon
                      variant="light"
                      onClick={() => setEditing(v)}
                      aria-label={t('catalogueOptions.customizations.editValue', { name: v.label })}
                      data-testid={`value-edit-${v.id}`}
                    >
                      <EditIcon />
                    </ActionIcon>
                  </Tooltip>
                  <Tooltip label={t('kit.list.delete')} withinPortal>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      onClick={() => setToDelete(v)}
                      aria-label={t('catalogueOptions.customizations.deleteValue', { name: v.label })}
                      data-testid={`value-delete-${v.id}`}
                    >
                      <DeleteIcon />
                    </ActionIcon>
                  </Tooltip>
                </Group>
              </Group>
            )}
          </SortableRows>
        )}
        <form
          noValidate
          onSubmit={ownSubmit((event) => {
            event.preventDefault();
            submit();
          })}
          data-testid="value-add-form"
        >
          <Group align="flex-start">
            <TextInput
              label={t('catalogueOptions.customizations.valueLabel')}
              withAsterisk
              value={draft.label}
              onChange={(event) => setDraft({ ...draft, label: event.currentTarget.value })}
              error={errors.label}
              data-testid="value-label"
            />
            <TextInput
              label={t('catalogueOptions.customizations.valueCost')}
              inputMode="decimal"
              w={140}
              rightSection={customization.costType === 'PERCENT' ? '%' : '€'}
              disabled={customization.costType === 'FREE'}
              value={draft.cost}
              onChange={(event) => setDraft({ ...draft, cost: event.currentTarget.value })}
              error={errors.cost}
              data-testid="value-cost"
            />
            <Button type="submit" mt={25} loading={add.isPending} data-testid="value-add">
              {t('catalogueOptions.customizations.addValue')}
            </Button>
          </Group>
        </form>
      </Stack>
      {editing && (
        <ValueDialog
          value={editing}
          costType={customization.costType}
          save={(body) => updateValue(api, customization.id, editing.id, body)}
          onSaved={(next) => void answered(next as CustomizationRow)}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        opened={toDelete !== null}
        title={t('kit.list.confirmTitle')}
        message={toDelete ? t('kit.list.confirmDelete', { name: toDelete.label }) : ''}
        confirmLabel={t('kit.list.delete')}
        busy={remove.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={() => toDelete && remove.mutate(toDelete)}
      />
    </Paper>
  );
}
