import {
  ActionIcon,
  Button,
  Group,
  NativeSelect,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Switch,
  TagsInput,
  Text,
  TextInput,
} from '@mantine/core';
import { closestCenter, DndContext, type DragEndEvent } from '@dnd-kit/core';
import { arrayMove, SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import {
  counterFieldTypes,
  elementFieldTypes,
  multipleFieldTypes,
  searchableFieldTypes,
  type ElementFieldInput,
  type ElementFieldType,
} from '@cellar/shared/content/element';
import { SortHandle, useSortSensors } from '../../../components/kit/sort-handle.tsx';
import { RemoveIcon } from '../../../components/kit/row-icons.tsx';
import { useElementsT } from './elements-text.ts';

/** A field as the editor holds it: with a key of its own for React and the drag (the field's key may change). */
export type EditedField = Required<Omit<ElementFieldInput, 'counter'>> & { counter: number | null; uid: string };

let lastUid = 0;
export function newField(field: Partial<ElementFieldInput> = {}): EditedField {
  lastUid += 1;
  return {
    uid: `field-${lastUid}`,
    type: 'VARCHAR',
    key: '',
    title: '',
    required: false,
    multiple: false,
    searchable: false,
    counter: null,
    isAdvanced: false,
    values: [],
    showInList: false,
    ...field,
  } as EditedField;
}

interface RowProps {
  field: EditedField;
  index: number;
  errorOf: (path: string) => string | undefined;
  onChange: (next: EditedField) => void;
  onRemove: () => void;
}

/** One field: type, key, label, its flags (those its type takes), its choices or counter; dragged by its handle. */
function FieldRow({ field, index, errorOf, onChange, onRemove }: RowProps) {
  const t = useElementsT();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition } = useSortable({
    id: field.uid,
  });
  const set = (next: Partial<EditedField>) => onChange({ ...field, ...next });
  const flag = (name: 'required' | 'multiple' | 'searchable' | 'isAdvanced' | 'showInList') => (
    <Switch
      label={t(`elements.${name}`)}
      checked={field[name]}
      onChange={(event) => set({ [name]: event.currentTarget.checked })}
      error={errorOf(`fields.${index}.${name}`)}
      data-testid={`field-${index}-${name}`}
    />
  );
  const type = field.type as ElementFieldType;
  return (
    <Paper
      ref={setNodeRef}
      withBorder
      p="sm"
      style={{ transform: transform ? `translate3d(0, ${transform.y}px, 0)` : undefined, transition }}
      data-testid={`field-${index}`}
    >
      <Group align="flex-start" wrap="nowrap">
        <SortHandle
          handle={{ listeners, attributes, setActivatorNodeRef }}
          label={t('elements.moveField', { key: field.key || index + 1 })}
          disabled={false}
          testId={`field-${index}-handle`}
        />
        <Stack gap="xs" style={{ flex: 1 }}>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <NativeSelect
              label={t('elements.fieldType')}
              data={elementFieldTypes.map((value) => ({ value, label: t(`elements.types.${value}`) }))}
              value={field.type}
              onChange={(event) => {
                const next = event.currentTarget.value as ElementFieldType;
                // Flags the new type does not take are switched off rather than refused at save.
                set({
                  type: next,
                  counter: counterFieldTypes.includes(next) ? field.counter : null,
                  multiple: multipleFieldTypes.includes(next) && field.multiple,
                  searchable: searchableFieldTypes.includes(next) && field.searchable,
                });
              }}
              data-testid={`field-${index}-type`}
            />
            <TextInput
              label={t('elements.fieldKey')}
              withAsterisk
              value={field.key}
              onChange={(event) => set({ key: event.currentTarget.value })}
              error={errorOf(`fields.${index}.key`)}
              data-testid={`field-${index}-key`}
            />
            <TextInput
              label={t('elements.fieldTitle')}
              value={field.title}
              onChange={(event) => set({ title: event.currentTarget.value })}
              error={errorOf(`fields.${index}.title`)}
              data-testid={`field-${index}-title`}
            />
          </SimpleGrid>
          <Group gap="md">
            {flag('required')}
            {multipleFieldTypes.includes(type) && flag('multiple')}
            {searchableFieldTypes.includes(type) && flag('searchable')}
            {flag('isAdvanced')}
            {flag('showInList')}
          </Group>
          {type === 'SELECT' && (
            <TagsInput
              label={t('elements.values')}
              placeholder={t('elements.valuesPlaceholder')}
              value={field.values}
              onChange={(values) => set({ values })}
              error={errorOf(`fields.${index}.values`)}
              data-testid={`field-${index}-values`}
            />
          )}
          {counterFieldTypes.includes(type) && (
            <NumberInput
              label={t('elements.counter')}
              min={1}
              allowDecimal={false}
              value={field.counter ?? ''}
              onChange={(next) => set({ counter: typeof next === 'number' ? next : null })}
              error={errorOf(`fields.${index}.counter`)}
              data-testid={`field-${index}-counter`}
            />
          )}
        </Stack>
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={t('elements.removeField', { key: field.key || index + 1 })}
          onClick={onRemove}
          data-testid={`field-${index}-remove`}
        >
          <RemoveIcon />
        </ActionIcon>
      </Group>
    </Paper>
  );
}

/** The fields of an element, in order: add, change, remove, drag to order (or keyboard on a handle). */
export function FieldListEditor({
  fields,
  onChange,
  errorOf,
}: {
  fields: EditedField[];
  onChange: (next: EditedField[]) => void;
  errorOf: (path: string) => string | undefined;
}) {
  const t = useElementsT();
  const sensors = useSortSensors();
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = fields.findIndex((field) => field.uid === active.id);
    const to = fields.findIndex((field) => field.uid === over.id);
    onChange(arrayMove(fields, from, to));
  };
  return (
    <Stack gap="sm" data-testid="element-fields">
      <Text fw={500}>{t('elements.fields')}</Text>
      {fields.length === 0 && <Text c="dimmed">{t('elements.noField')}</Text>}
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
        <SortableContext items={fields.map((field) => field.uid)} strategy={verticalListSortingStrategy}>
          {fields.map((field, index) => (
            <FieldRow
              key={field.uid}
              field={field}
              index={index}
              errorOf={errorOf}
              onChange={(next) => onChange(fields.map((f) => (f.uid === field.uid ? next : f)))}
              onRemove={() => onChange(fields.filter((f) => f.uid !== field.uid))}
            />
          ))}
        </SortableContext>
      </DndContext>
      <Button variant="light" onClick={() => onChange([...fields, newField()])} data-testid="element-add-field">
        {t('elements.addField')}
      </Button>
    </Stack>
  );
}
