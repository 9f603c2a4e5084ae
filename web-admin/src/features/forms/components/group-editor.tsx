import {
  ActionIcon,
  Badge,
  Button,
  Group,
  Menu,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import type { FormGroup, FormLoop } from '@cellar/shared/content/form';
import { formInputTypes, formLoopTypes, type FormInputType } from '@cellar/shared/content/form-shape';
import { hasErrorUnder } from './builder-state.ts';
import { useFormsT } from './forms-text.ts';
import { RemoveIcon } from '../../../components/kit/row-icons.tsx';

export interface GroupEditorProps {
  group: FormGroup;
  index: number;
  count: number;
  errors: Record<string, string>;
  conditions: Array<{ value: string; label: string }>;
  onChange: (patch: Partial<FormGroup>) => void;
  onLoop: (on: boolean) => void;
  onMove: (delta: number) => void;
  onRemove: () => void;
  onAddRow: () => void;
  onRowChange: (r: number, condition: string | null) => void;
  onMoveRow: (r: number, delta: number) => void;
  onRemoveRow: (r: number) => void;
  onAddInput: (r: number, type: FormInputType) => void;
  onEditInput: (r: number, i: number) => void;
}

const number = (value: string | number) => (value === '' ? null : Number(value));

/** One group of the builder: its title, condition and loop, its rows of inputs (each opened in the drawer). */
export function GroupEditor(props: GroupEditorProps) {
  const { group, index: g, errors, conditions } = props;
  const t = useFormsT();
  const at = `groups.${g}`;
  const loop = group.loop;
  const setLoop = (patch: Partial<FormLoop>) => props.onChange({ loop: { ...loop!, ...patch } });

  return (
    <Paper withBorder p="md" data-testid={`form-group-${g}`}>
      <Stack gap="sm">
        <Group align="flex-end" wrap="nowrap">
          <TextInput
            style={{ flex: 1 }}
            label={t('forms.group.title')}
            value={group.title}
            onChange={(e) => props.onChange({ title: e.currentTarget.value })}
            error={errors[`${at}.title`]}
            data-testid={`form-group-${g}-title`}
          />
          <Select
            label={t('forms.group.condition')}
            data={conditions}
            value={group.condition ?? ''}
            onChange={(value) => props.onChange({ condition: value || null })}
            allowDeselect={false}
            error={errors[`${at}.condition`]}
          />
          <Group gap={4}>
            <ActionIcon
              variant="default"
              aria-label={t('forms.group.up')}
              disabled={g === 0}
              onClick={() => props.onMove(-1)}
            >
              ↑
            </ActionIcon>
            <ActionIcon
              variant="default"
              aria-label={t('forms.group.down')}
              disabled={g === props.count - 1}
              onClick={() => props.onMove(1)}
            >
              ↓
            </ActionIcon>
            <ActionIcon variant="light" color="red" aria-label={t('forms.group.remove')} onClick={props.onRemove}>
              <RemoveIcon />
            </ActionIcon>
          </Group>
        </Group>
        <Switch
          label={t('forms.group.repeat')}
          checked={loop !== null}
          onChange={(e) => props.onLoop(e.currentTarget.checked)}
          data-testid={`form-group-${g}-loop`}
        />
        {loop && (
          <SimpleGrid cols={{ base: 2, md: 4 }} data-testid={`form-group-${g}-loop-fields`}>
            <TextInput
              label={t('forms.loop.key')}
              withAsterisk
              value={loop.key}
              onChange={(e) => setLoop({ key: e.currentTarget.value })}
              error={errors[`${at}.loop.key`]}
              data-testid={`form-group-${g}-loop-key`}
            />
            <TextInput
              label={t('forms.loop.name')}
              value={loop.name}
              onChange={(e) => setLoop({ name: e.currentTarget.value })}
            />
            <Select
              label={t('forms.loop.type')}
              withAsterisk
              data={formLoopTypes.map((type) => ({ value: type, label: t(`forms.loop.types.${type}`) }))}
              value={loop.type}
              onChange={(value) => setLoop({ type: (value as FormLoop['type']) ?? null })}
              error={errors[`${at}.loop.type`]}
            />
            <Switch
              mt="xl"
              label={t('forms.loop.isActive')}
              checked={loop.isActive}
              onChange={(e) => setLoop({ isActive: e.currentTarget.checked })}
            />
            <NumberInput
              label={t('forms.loop.minLoop')}
              value={loop.minLoop ?? ''}
              onChange={(value) => setLoop({ minLoop: number(value) })}
              error={errors[`${at}.loop.minLoop`]}
              data-testid={`form-group-${g}-loop-min`}
            />
            <NumberInput
              label={t('forms.loop.maxLoop')}
              value={loop.maxLoop ?? ''}
              onChange={(value) => setLoop({ maxLoop: number(value) })}
              error={errors[`${at}.loop.maxLoop`]}
              data-testid={`form-group-${g}-loop-max`}
            />
            <NumberInput
              label={t('forms.loop.nbItem')}
              value={loop.nbItem ?? ''}
              onChange={(value) => setLoop({ nbItem: number(value) })}
              error={errors[`${at}.loop.nbItem`]}
              data-testid={`form-group-${g}-loop-nbitem`}
            />
          </SimpleGrid>
        )}
        {group.rows.map((row, r) => (
          <Paper key={row.id} bg="gray.0" p="xs" data-testid={`form-group-${g}-row-${r}`}>
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Group gap="xs">
                <Text size="xs" c="dimmed">
                  {t('forms.row.label', { n: r + 1 })}
                </Text>
                {row.inputs.length === 0 && (
                  <Text size="sm" c="dimmed">
                    {t('forms.row.empty')}
                  </Text>
                )}
                {row.inputs.map((input, i) => {
                  const wrong = hasErrorUnder(errors, `${at}.rows.${r}.inputs.${i}`);
                  return (
                    <Button
                      key={input.id}
                      size="xs"
                      variant={wrong ? 'filled' : 'light'}
                      color={wrong ? 'red' : undefined}
                      aria-label={t('forms.input.edit', { name: input.name || input.key })}
                      onClick={() => props.onEditInput(r, i)}
                      data-testid={`form-input-${input.key}`}
                      rightSection={
                        <Badge size="xs" variant="outline">
                          {t(`forms.input.types.${input.inputType}`)}
                        </Badge>
                      }
                    >
                      {input.name || input.key}
                      {input.required ? ' *' : ''}
                    </Button>
                  );
                })}
                <Menu>
                  <Menu.Target>
                    <Button size="xs" variant="subtle" data-testid={`form-group-${g}-row-${r}-add`}>
                      + {t('forms.row.addInput')}
                    </Button>
                  </Menu.Target>
                  <Menu.Dropdown>
                    {formInputTypes.map((type) => (
                      <Menu.Item key={type} onClick={() => props.onAddInput(r, type)} data-testid={`form-add-${type}`}>
                        {t(`forms.input.types.${type}`)}
                      </Menu.Item>
                    ))}
                  </Menu.Dropdown>
                </Menu>
              </Group>
              <Group gap={4} wrap="nowrap">
                <Select
                  size="xs"
                  aria-label={t('forms.group.condition')}
                  data={conditions}
                  value={row.condition ?? ''}
                  onChange={(value) => props.onRowChange(r, value || null)}
                  allowDeselect={false}
                  error={errors[`${at}.rows.${r}.condition`]}
                />
                <ActionIcon
                  variant="default"
                  aria-label={t('forms.row.up')}
                  disabled={r === 0}
                  onClick={() => props.onMoveRow(r, -1)}
                >
                  ↑
                </ActionIcon>
                <ActionIcon
                  variant="default"
                  aria-label={t('forms.row.down')}
                  disabled={r === group.rows.length - 1}
                  onClick={() => props.onMoveRow(r, 1)}
                >
                  ↓
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('forms.row.remove')}
                  onClick={() => props.onRemoveRow(r)}
                >
                  <RemoveIcon />
                </ActionIcon>
              </Group>
            </Group>
          </Paper>
        ))}
        <Button
          variant="subtle"
          size="xs"
          onClick={props.onAddRow}
          data-testid={`form-group-${g}-add-row`}
          w="fit-content"
        >
          + {t('forms.row.add')}
        </Button>
      </Stack>
    </Paper>
  );
}
