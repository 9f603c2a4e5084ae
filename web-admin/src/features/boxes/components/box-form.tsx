import { useState, type MouseEvent } from 'react';
import { Alert, Button, Group, Modal, NativeSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { globalBoxInputSchema, globalBoxTypes, siteBoxInputSchema } from '@cellar/shared/shipping/boxes';
import { errorMessage, isApiError, isRequestDropped } from '../../../lib/api/errors.ts';
import { useLang } from '../../../lib/i18n/lang.ts';
import { useSession } from '../../../lib/session/session-store.ts';
import { toast } from '../../../lib/toast.ts';
import { DecimalInput } from '../../../components/kit/decimal-input.tsx';
import { schemaErrors, serverErrors } from '../../../components/kit/field-errors.ts';
import type { GlobalBox, SiteBox } from '../api/boxes-api.ts';
import { useBoxesT, useBoxText } from './box-text.ts';
import { boxInput, boxPresets, valuesOf, withPreset, type BoxFormKind, type BoxValues } from './box-values.ts';

const shown = new Set([
  'name',
  'type',
  'mainType',
  'bottleBoxCapacity',
  'bottleCapacity',
  'weightBoxCapacity',
  'width',
  'height',
  'depth',
  'boxWeight',
  'quantity',
]);
const keepFieldFocus = (event: MouseEvent) => event.preventDefault();

export interface BoxFormProps {
  kind: BoxFormKind;
  /** The box edited, or null to add one. */
  box: SiteBox | GlobalBox | null;
  save: (body: Record<string, unknown>) => Promise<unknown>;
  onSaved: () => void;
  onClose: () => void;
}

/**
 * A box in a dialog (spec 1 §3 "Box", §5 "Box"): on add, the standard sizes (1, 2, 3, 4, 6, 12
 * bottles, 1 and 3 magnums, an envelope) fill the form; the main type shows the capacities it needs
 * (BOTTLE: bottles and their size, WEIGHT: the weight it takes), then the dimensions and the empty
 * weight; a global box also has its range, a site's new box its stock. The shared Box rules under
 * each field, and the server's field errors on the same fields.
 */
export function BoxForm({ kind, box, save, onSaved, onClose }: BoxFormProps) {
  const t = useBoxesT();
  const text = useBoxText();
  const lang = useLang();
  const { showInputNames } = useSession();
  const adding = box === null;
  const schema = kind === 'global' ? globalBoxInputSchema : siteBoxInputSchema;
  const [submitting, setSubmitting] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<BoxValues>({
    mode: 'controlled',
    initialValues: valuesOf(box),
    validate: (values) => schemaErrors(schema, boxInput(values, kind, adding), lang),
    validateInputOnBlur: true,
  });
  const values = form.getValues();
  const named = (path: keyof BoxValues) => ({
    description: showInputNames ? path : undefined,
    'data-testid': `box-${path}`,
    ...form.getInputProps(path),
  });
  // Slots and stock are whole numbers ("2.5" stays as typed and the rules refuse it); sizes, capacities and weights
  // decimals.
  const whole = (path: keyof BoxValues, label: string, props: { withAsterisk?: boolean } = {}) => (
    <DecimalInput integer label={label} withAsterisk {...props} {...named(path)} />
  );
  const decimal = (path: keyof BoxValues, label: string) => (
    <DecimalInput label={label} withAsterisk {...named(path)} />
  );
  const presetNames = boxPresets.map(text.presetName);

  const onSubmit = form.onSubmit(async (submitted) => {
    setSubmitting(true);
    setFormError(null);
    try {
      await save(boxInput(submitted, kind, adding));
      toast('success', adding ? t('boxes.created') : t('boxes.updated'));
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

  const title =
    kind === 'global'
      ? adding
        ? t('boxes.defaults.addTitle')
        : t('boxes.defaults.editTitle')
      : adding
        ? t('boxes.addTitle')
        : t('boxes.editTitle');
  return (
    <Modal opened onClose={onClose} size="lg" title={title} data-testid="box-form">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          {formError && (
            <Alert color="red" data-testid="box-form-error">
              {formError}
            </Alert>
          )}
          {adding && (
            <Stack gap={6} data-testid="box-presets">
              <Text size="sm" fw={500}>
                {t('boxes.presets.title')}
              </Text>
              <Group gap="xs">
                {boxPresets.map((preset, i) => (
                  <Button
                    key={preset.id}
                    size="compact-sm"
                    variant="light"
                    onMouseDown={keepFieldFocus}
                    onClick={() => {
                      form.setValues(withPreset(form.getValues(), preset, presetNames[i]!, presetNames));
                      form.clearErrors();
                    }}
                    data-testid={`box-preset-${preset.id}`}
                  >
                    {text.presetLabel(preset)}
                  </Button>
                ))}
              </Group>
              <Text size="xs" c="dimmed">
                {t('boxes.presets.help')}
              </Text>
            </Stack>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={t('boxes.name')} {...named('name')} />
            {kind === 'global' && (
              <NativeSelect
                label={t('boxes.range')}
                withAsterisk
                data={[
                  { value: '', label: t('boxes.chooseRange') },
                  ...globalBoxTypes.map((type) => ({ value: type, label: t(`boxes.ranges.${type}`) })),
                ]}
                {...named('type')}
              />
            )}
            <NativeSelect
              label={t('boxes.mainType')}
              withAsterisk
              data={[
                { value: '', label: t('boxes.chooseMainType') },
                { value: 'BOTTLE', label: t('boxes.mainTypes.BOTTLE') },
                { value: 'WEIGHT', label: t('boxes.mainTypes.WEIGHT') },
              ]}
              {...named('mainType')}
            />
          </SimpleGrid>
          {values.mainType === 'BOTTLE' && (
            <SimpleGrid cols={{ base: 1, sm: 2 }} data-testid="box-bottle-fields">
              {whole('bottleBoxCapacity', t('boxes.bottleBoxCapacity'))}
              {decimal('bottleCapacity', t('boxes.bottleCapacity'))}
            </SimpleGrid>
          )}
          {values.mainType === 'WEIGHT' && (
            <SimpleGrid cols={{ base: 1, sm: 2 }} data-testid="box-weight-fields">
              {decimal('weightBoxCapacity', t('boxes.weightBoxCapacity'))}
            </SimpleGrid>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {decimal('width', t('boxes.width'))}
            {decimal('height', t('boxes.height'))}
            {decimal('depth', t('boxes.depth'))}
            {decimal('boxWeight', t('boxes.boxWeight'))}
            {kind === 'site' && adding && whole('quantity', t('boxes.quantity'), { withAsterisk: false })}
          </SimpleGrid>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={submitting} onMouseDown={keepFieldFocus}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={submitting} onMouseDown={keepFieldFocus} data-testid="box-submit">
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
