import { ColorInput, Group, Select, SimpleGrid, TextInput } from '@mantine/core';
import { addressTypeAddSchema, addressTypeUpdateSchema } from '@cellar/shared/shipping/addresses';
import { useAddressesT } from './address-text.ts';
import { schemaErrors } from '../../../components/kit/field-errors.ts';
import { DialogForm } from '../../../components/kit/dialog-form.tsx';
import { useSaveForm, type SaveDialogProps } from '../../../components/kit/save-form.ts';
import type { AddressTypeAddBody, AddressTypeRow } from '../api/addresses-api.ts';
import { AddressTypeIcon, addressTypeIconNames } from './address-type-icon.tsx';

interface TypeValues {
  type: string;
  label: string;
  icon: string | null;
  color: string;
}

const swatches = [
  '#2e7d32',
  '#1565c0',
  '#7b1e3a',
  '#6d4c41',
  '#c62828',
  '#ef6c00',
  '#f9a825',
  '#00838f',
  '#6a1b9a',
  '#455a64',
];

function typeInput(values: TypeValues, adding: boolean): Record<string, unknown> {
  return {
    ...(adding ? { type: values.type } : {}),
    label: values.label,
    icon: values.icon ?? null,
    color: values.color,
  };
}

export interface AddressTypeFormProps extends SaveDialogProps<AddressTypeAddBody> {
  /** The type edited, or null to add one. */
  type: AddressTypeRow | null;
  /** On add: the code to start from (a site giving a default its own label and colour). */
  startFrom?: AddressTypeRow | null;
}

/**
 * An address type in a dialog (spec 1 §3 "Address type: type, label, icon, color"): its code on add
 * only (a type's code never changes: addresses name their types by it), label, icon and colour;
 * the address type rules of shared under each field ("Type cannot be empty", "Label cannot be
 * empty", "Color cannot be empty").
 */
export function AddressTypeForm({ type, startFrom, save, onSaved, onClose }: AddressTypeFormProps) {
  const t = useAddressesT();
  const adding = type === null;
  const from = type ?? startFrom ?? null;
  const dialog = useSaveForm<TypeValues, unknown>({
    initialValues: {
      type: from?.type ?? '',
      label: from?.label ?? '',
      icon: from?.icon ?? null,
      color: from?.color ?? '',
    },
    rules: (values, lang) =>
      schemaErrors(adding ? addressTypeAddSchema : addressTypeUpdateSchema, typeInput(values, adding), lang),
    submit: (values) => save(typeInput(values, adding) as AddressTypeAddBody),
    success: adding ? t('addresses.addressTypes.created') : t('addresses.addressTypes.updated'),
    onSaved,
    onClose,
    fields: ['type', 'label', 'icon', 'color'],
    inputTestId: 'type',
  });
  const { named } = dialog;
  const values = dialog.form.getValues();
  const icons = [...new Set([...addressTypeIconNames, ...(values.icon ? [values.icon] : [])])];

  return (
    <DialogForm
      state={dialog}
      title={adding ? t('addresses.addressTypes.addTitle') : t('addresses.addressTypes.editTitle', { type: type.type })}
      testId="address-type-form"
      submitTestId="address-type-submit"
    >
      {adding && (
        <TextInput
          label={t('addresses.addressTypes.type')}
          withAsterisk
          {...named('type', t('addresses.addressTypes.typeHelp'))}
        />
      )}
      <TextInput label={t('addresses.addressTypes.label')} withAsterisk {...named('label')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label={t('addresses.addressTypes.icon')}
          data={icons.map((name) => ({ value: name, label: name }))}
          clearable
          leftSection={<AddressTypeIcon name={values.icon} color={values.color || null} />}
          renderOption={({ option }) => (
            <Group gap={8} wrap="nowrap">
              <AddressTypeIcon name={option.value} />
              <span>{option.label}</span>
            </Group>
          )}
          {...named('icon')}
        />
        <ColorInput
          label={t('addresses.addressTypes.color')}
          withAsterisk
          format="hex"
          swatches={swatches}
          closeOnColorSwatchClick
          withEyeDropper={false}
          {...named('color')}
        />
      </SimpleGrid>
    </DialogForm>
  );
}
