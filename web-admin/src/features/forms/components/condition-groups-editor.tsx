import { ActionIcon, Button, Group, Paper, Select, Stack, Switch, Text, TextInput } from '@mantine/core';
import type { FormCondition, FormConditionGroup, FormSave } from '@cellar/shared/content/form';
import { formConditionSigns, formInputs, isAnswerInput, valuelessSigns } from '@cellar/shared/content/form-shape';
import { useFormsT } from './forms-text.ts';
import { RemoveIcon } from '../../../components/kit/row-icons.tsx';

export interface ConditionGroupsEditorProps {
  form: FormSave;
  errors: Record<string, string>;
  onAdd: () => void;
  onChange: (c: number, patch: Partial<FormConditionGroup>) => void;
  onRemove: (c: number) => void;
}

/**
 * The condition groups (spec 1 §3 "Condition group"): each a key the groups, rows and inputs choose, a name, active or
 * not, and its conditions (field, comparison sign, value) matched all or any.
 */
export function ConditionGroupsEditor({ form, errors, onAdd, onChange, onRemove }: ConditionGroupsEditorProps) {
  const t = useFormsT();
  const fields = formInputs(form)
    .filter(({ input }) => isAnswerInput(input.inputType))
    .map(({ input }) => ({ value: input.key, label: input.name ? `${input.name} (${input.key})` : input.key }));
  const signs = formConditionSigns.map((sign) => ({ value: sign, label: t(`forms.condition.signs.${sign}`) }));

  return (
    <Stack gap="md" data-testid="form-conditions">
      <Text size="sm" c="dimmed">
        {t('forms.condition.help')}
      </Text>
      {form.conditionGroups.length === 0 && <Text>{t('forms.condition.none')}</Text>}
      {form.conditionGroups.map((group, c) => {
        const at = `conditionGroups.${c}`;
        const setCondition = (k: number, patch: Partial<FormCondition>) =>
          onChange(c, { conditions: group.conditions.map((one, i) => (i === k ? { ...one, ...patch } : one)) });
        return (
          <Paper key={c} withBorder p="md" data-testid={`form-condition-group-${c}`}>
            <Stack gap="sm">
              <Group align="flex-end">
                <TextInput
                  label={t('forms.condition.key')}
                  withAsterisk
                  value={group.key}
                  onChange={(e) => onChange(c, { key: e.currentTarget.value })}
                  error={errors[`${at}.key`]}
                />
                <TextInput
                  label={t('forms.condition.name')}
                  value={group.name}
                  onChange={(e) => onChange(c, { name: e.currentTarget.value })}
                />
                <Select
                  label={t('forms.condition.match')}
                  data={(['ALL', 'ANY'] as const).map((m) => ({ value: m, label: t(`forms.condition.matches.${m}`) }))}
                  value={group.match}
                  onChange={(value) => value && onChange(c, { match: value as FormConditionGroup['match'] })}
                  allowDeselect={false}
                />
                <Switch
                  label={t('forms.condition.isActive')}
                  checked={group.isActive}
                  onChange={(e) => onChange(c, { isActive: e.currentTarget.checked })}
                  mb={8}
                />
                <ActionIcon
                  variant="light"
                  color="red"
                  aria-label={t('forms.condition.remove')}
                  onClick={() => onRemove(c)}
                >
                  <RemoveIcon />
                </ActionIcon>
              </Group>
              {errors[`${at}.conditions`] && (
                <Text size="sm" c="red" role="alert">
                  {errors[`${at}.conditions`]}
                </Text>
              )}
              {group.conditions.map((condition, k) => (
                <Group key={k} align="flex-start" data-testid={`form-condition-${c}-${k}`}>
                  <Select
                    aria-label={t('forms.condition.field')}
                    placeholder={t('forms.condition.field')}
                    data={fields}
                    value={condition.field}
                    onChange={(value) => setCondition(k, { field: value })}
                    error={errors[`${at}.conditions.${k}.field`]}
                    data-testid={`form-condition-${c}-${k}-field`}
                  />
                  <Select
                    aria-label={t('forms.condition.sign')}
                    placeholder={t('forms.condition.sign')}
                    data={signs}
                    value={condition.sign}
                    onChange={(value) => setCondition(k, { sign: value as FormCondition['sign'] })}
                    error={errors[`${at}.conditions.${k}.sign`]}
                    data-testid={`form-condition-${c}-${k}-sign`}
                  />
                  {!(condition.sign && valuelessSigns.includes(condition.sign)) && (
                    <TextInput
                      aria-label={t('forms.condition.value')}
                      placeholder={t('forms.condition.value')}
                      value={condition.value ?? ''}
                      onChange={(e) => setCondition(k, { value: e.currentTarget.value || null })}
                      error={errors[`${at}.conditions.${k}.value`]}
                      data-testid={`form-condition-${c}-${k}-value`}
                    />
                  )}
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('forms.condition.removeCondition')}
                    onClick={() => onChange(c, { conditions: group.conditions.filter((_, i) => i !== k) })}
                  >
                    <RemoveIcon />
                  </ActionIcon>
                </Group>
              ))}
              <Button
                variant="subtle"
                size="xs"
                w="fit-content"
                onClick={() =>
                  onChange(c, { conditions: [...group.conditions, { field: null, sign: 'FILLED', value: null }] })
                }
                data-testid={`form-condition-group-${c}-add`}
              >
                + {t('forms.condition.addCondition')}
              </Button>
            </Stack>
          </Paper>
        );
      })}
      <Button variant="light" w="fit-content" onClick={onAdd} data-testid="form-add-condition-group">
        {t('forms.condition.add')}
      </Button>
    </Stack>
  );
}
