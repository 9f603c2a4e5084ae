import {
  ActionIcon,
  Button,
  Drawer,
  Group,
  NumberInput,
  Select,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import type { FormInput } from '@cellar/shared/content/form';
import {
  formChoiceInputTypes,
  formInputTypes,
  isAnswerInput,
  type FormInputType,
} from '@cellar/shared/content/form-shape';
import { useFormsT } from './forms-text.ts';
import { RemoveIcon } from '../../../components/kit/row-icons.tsx';

export interface InputDrawerProps {
  input: FormInput | null;
  /** The input's path in the definition (`groups.0.rows.1.inputs.2`): its messages are under it. */
  path: string;
  errors: Record<string, string>;
  conditions: Array<{ value: string; label: string }>;
  onChange: (patch: Partial<FormInput>) => void;
  onMove: (delta: number) => void;
  onRemove: () => void;
  onClose: () => void;
}

const number = (value: string | number) => (value === '' ? null : Number(value));

/** Which bounds an input type reads (`min`/`max`), and how the drawer names them. */
function boundsLabel(input: FormInput): 'minMaxNumber' | 'minMaxText' | 'minMaxChoices' | null {
  if (input.inputType === 'NUMBER') return 'minMaxNumber';
  if (input.inputType === 'TEXT' || input.inputType === 'TEXTAREA') return 'minMaxText';
  if (input.inputType === 'CHECKBOXES' || (input.inputType === 'SELECT' && input.multiple)) return 'minMaxChoices';
  return null;
}

/** An input's properties, per its type, in a side drawer of the builder. */
export function InputDrawer({
  input,
  path,
  errors,
  conditions,
  onChange,
  onMove,
  onRemove,
  onClose,
}: InputDrawerProps) {
  const t = useFormsT();
  const error = (field: string) => errors[`${path}.${field}`];
  const answer = input ? isAnswerInput(input.inputType) : false;
  const choice = input ? formChoiceInputTypes.includes(input.inputType) : false;
  const bounds = input ? boundsLabel(input) : null;

  return (
    <Drawer
      opened={input !== null}
      onClose={onClose}
      position="right"
      size="md"
      title={t('forms.input.drawer')}
      closeButtonProps={{ 'aria-label': t('forms.input.close') }}
    >
      {input && (
        <Stack gap="sm" data-testid="form-input-drawer">
          <Select
            label={t('forms.input.inputType')}
            data={formInputTypes.map((type) => ({ value: type, label: t(`forms.input.types.${type}`) }))}
            value={input.inputType}
            onChange={(value) => value && onChange({ inputType: value as FormInputType })}
            allowDeselect={false}
            data-testid="form-input-type"
          />
          <TextInput
            label={t('forms.input.key')}
            description={t('forms.input.keyHelp')}
            withAsterisk
            value={input.key}
            onChange={(e) => onChange({ key: e.currentTarget.value })}
            error={error('key')}
            data-testid="form-input-key"
          />
          <TextInput
            label={t('forms.input.name')}
            withAsterisk={answer}
            value={input.name}
            onChange={(e) => onChange({ name: e.currentTarget.value })}
            error={error('name')}
            data-testid="form-input-name"
          />
          {input.inputType !== 'TITLE' && (
            <Textarea
              label={input.inputType === 'PARAGRAPH' ? t('forms.input.paragraph') : t('forms.input.text')}
              rows={3}
              value={input.text ?? ''}
              onChange={(e) => onChange({ text: e.currentTarget.value || null })}
              error={error('text')}
            />
          )}
          {answer && (
            <>
              <Switch
                label={t('forms.input.required')}
                checked={input.required}
                onChange={(e) => onChange({ required: e.currentTarget.checked })}
                data-testid="form-input-required"
              />
              {input.inputType === 'SELECT' && (
                <Switch
                  label={t('forms.input.multiple')}
                  checked={input.multiple}
                  onChange={(e) => onChange({ multiple: e.currentTarget.checked })}
                />
              )}
              {!choice && input.inputType !== 'CHECKBOX' && (
                <TextInput
                  label={t('forms.input.placeholder')}
                  value={input.placeholder ?? ''}
                  onChange={(e) => onChange({ placeholder: e.currentTarget.value || null })}
                />
              )}
              <TextInput
                label={t('forms.input.default')}
                value={Array.isArray(input.default) ? input.default.join(', ') : (input.default ?? '')}
                onChange={(e) => onChange({ default: e.currentTarget.value || null })}
              />
              {bounds && (
                <Group grow align="flex-start">
                  <NumberInput
                    label={`${t(`forms.input.${bounds}`)} — ${t('forms.input.min')}`}
                    value={input.min ?? ''}
                    onChange={(value) => onChange({ min: number(value) })}
                    error={error('min')}
                    data-testid="form-input-min"
                  />
                  <NumberInput
                    label={t('forms.input.max')}
                    value={input.max ?? ''}
                    onChange={(value) => onChange({ max: number(value) })}
                    error={error('max')}
                    data-testid="form-input-max"
                  />
                </Group>
              )}
              {choice && <ValuesEditor input={input} path={path} errors={errors} onChange={onChange} />}
              <TextInput
                label={t('forms.input.helpTitle')}
                value={input.help?.title ?? ''}
                onChange={(e) => {
                  const title = e.currentTarget.value;
                  const description = input.help?.description ?? '';
                  onChange({ help: title || description ? { title, description, type: 'HOVER' } : null });
                }}
              />
              {input.help && (
                <Textarea
                  label={t('forms.input.helpDescription')}
                  value={input.help.description}
                  onChange={(e) => onChange({ help: { ...input.help!, description: e.currentTarget.value } })}
                />
              )}
            </>
          )}
          <Select
            label={t('forms.group.condition')}
            data={conditions}
            value={input.condition ?? ''}
            onChange={(value) => onChange({ condition: value || null })}
            allowDeselect={false}
            error={error('condition')}
            data-testid="form-input-condition"
          />
          <Group justify="space-between" mt="md">
            <Group gap="xs">
              <Button variant="default" size="xs" onClick={() => onMove(-1)}>
                {t('forms.input.left')}
              </Button>
              <Button variant="default" size="xs" onClick={() => onMove(1)}>
                {t('forms.input.right')}
              </Button>
            </Group>
            <Button color="red" variant="light" size="xs" onClick={onRemove} data-testid="form-input-remove">
              {t('forms.input.remove')}
            </Button>
          </Group>
        </Stack>
      )}
    </Drawer>
  );
}

/** The values a choice input proposes: each a value (what the answer holds) and its label. */
function ValuesEditor({
  input,
  path,
  errors,
  onChange,
}: {
  input: FormInput;
  path: string;
  errors: Record<string, string>;
  onChange: (patch: Partial<FormInput>) => void;
}) {
  const t = useFormsT();
  const set = (index: number, patch: Partial<FormInput['values'][number]>) =>
    onChange({ values: input.values.map((v, i) => (i === index ? { ...v, ...patch } : v)) });
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        {t('forms.input.values')}
      </Text>
      {errors[`${path}.values`] && (
        <Text size="xs" c="red">
          {errors[`${path}.values`]}
        </Text>
      )}
      {input.values.map((value, index) => (
        <Group key={index} gap="xs" align="flex-start" wrap="nowrap">
          <TextInput
            aria-label={t('forms.input.value')}
            placeholder={t('forms.input.value')}
            value={value.value}
            onChange={(e) => set(index, { value: e.currentTarget.value })}
            error={errors[`${path}.values.${index}.value`]}
            data-testid={`form-input-value-${index}`}
          />
          <TextInput
            aria-label={t('forms.input.valueLabel')}
            placeholder={t('forms.input.valueLabel')}
            value={value.label}
            onChange={(e) => set(index, { label: e.currentTarget.value })}
          />
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t('forms.input.removeValue')}
            onClick={() => onChange({ values: input.values.filter((_, i) => i !== index) })}
          >
            <RemoveIcon />
          </ActionIcon>
        </Group>
      ))}
      <Button
        variant="light"
        size="xs"
        onClick={() => onChange({ values: [...input.values, { value: '', label: '' }] })}
        data-testid="form-input-add-value"
      >
        {t('forms.input.addValue')}
      </Button>
    </Stack>
  );
}
