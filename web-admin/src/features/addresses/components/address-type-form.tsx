import { useState, type MouseEvent } from 'react';
import { Alert, Button, ColorInput, Group, Modal, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { addressTypeAddSchema, addressTypeUpdateSchema } from '@cellar/shared/shipping/addresses';
import { errorMessage, isApiError, isRequestDropped } from '../../../lib/api/errors.ts';
import { useAddressesT } from './address-text.ts';
import { useLang } from '../../../lib/i18n/lang.ts';
import { useSession } from '../../../lib/session/session-store.ts';
import { toast } from '../../../lib/toast.ts';
import { schemaErrors, serverErrors } from '../../../components/kit/field-errors.ts';
import type { AddressTypeAddBody, AddressTypeRow } from '../api/addresses-api.ts';
import { AddressTypeIcon, addressTypeIconNames } from './address-type-icon.tsx';

interface TypeValues {
  type: string;
  label: string;
  icon: string | null;
  color: string;
}

const shown = new Set(['type', 'label', 'icon', 'color']);
const keepFieldFocus = (event: MouseEvent) => event.preventDefault();
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

export interface AddressTypeFormProps {
  /** The type edited, or null to add one. */
  type: AddressTypeRow | null;
  /** On add: the code to start from (a site giving a default its own label and colour). */
  startFrom?: AddressTypeRow | null;
  save: (body: AddressTypeAddBody) => Promise<unknown>;
  onSaved: () => void;
  onClose: () => void;
}

/**
 * An address type in a dialog (spec 1 §3 "Address type: type, label, icon, color"): its code on add
 * only (a type's code never changes: addresses name their types by it), label, icon and colour;
 * the address type rules of shared under each field ("Type cannot be empty", "Label cannot be
 * empty", "Color cannot be empty").
 */
export function AddressTypeForm({ type, startFrom, save, onSaved, onClose }: AddressTypeFormProps) {
  const t = useAddressesT();
  const lang = useLang();
  const { showInputNames } = useSession();
  const adding = type === null;
  const from = type ?? startFrom ?? null;
  const [submitting, setSubmitting] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<TypeValues>({
    mode: 'controlled',
    initialValues: {
      type: from?.type ?? '',
      label: from?.label ?? '',
      icon: from?.icon ?? null,
      color: from?.color ?? '',
    },
    validate: (values) =>
      schemaErrors(adding ? addressTypeAddSchema : addressTypeUpdateSchema, typeInput(values, adding), lang),
    validateInputOnBlur: true,
  });
  const values = form.getValues();
  const named = (path: string) => ({
    description: showInputNames ? path : undefined,
    'data-testid': `type-${path}`,
    ...form.getInputProps(path),
  });
  const icons = [...new Set([...addressTypeIconNames, ...(values.icon ? [values.icon] : [])])];

  const onSubmit = form.onSubmit(async (submitted) => {
    setSubmitting(true);
    setFormError(null);
    try {
      await save(typeInput(submitted, adding) as AddressTypeAddBody);
      toast('success', adding ? t('addresses.addressTypes.created') : t('addresses.addressTypes.updated'));
      onSaved();
    } catch (error) {
      if (isRequestDropped(error)) return;
      const message = errorMessage(error, t('error.generic'));
      if (isApiError(error)) {
        const errors = serverErrors(error.fieldErrors);
        form.setErrors(errors);
        const others = Object.entries(errors).filter(([field]) => !shown.has(field));
        setFormError(others.length > 0 ? others.map(([, m]) => m).join(' ') : message);
      } else setFormError(message);
      toast('error', message);
    } finally {
      setSubmitting(false);
    }
  });

  return (
    <Modal
      opened
      onClose={onClose}
      title={adding ? t('addresses.addressTypes.addTitle') : t('addresses.addressTypes.editTitle', { type: type.type })}
      data-testid="address-type-form"
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          {formError && (
            <Alert color="red" data-testid="address-type-form-error">
              {formError}
            </Alert>
          )}
          {adding && (
            <TextInput
              label={t('addresses.addressTypes.type')}
              withAsterisk
              {...named('type')}
              description={showInputNames ? 'type' : t('addresses.addressTypes.typeHelp')}
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
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={submitting} onMouseDown={keepFieldFocus}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={submitting} onMouseDown={keepFieldFocus} data-testid="address-type-submit">
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
