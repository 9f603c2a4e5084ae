import { Button, Group, NativeSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { globalBoxInputSchema, globalBoxTypes, siteBoxInputSchema } from '@cellar/shared/shipping/boxes';
import { DecimalInput } from '../../../components/kit/decimal-input.tsx';
import { DialogForm, keepFieldFocus } from '../../../components/kit/dialog-form.tsx';
import { schemaErrors } from '../../../components/kit/field-errors.ts';
import { useSaveForm, type SaveDialogProps } from '../../../components/kit/save-form.ts';
import type { GlobalBox, SiteBox } from '../api/boxes-api.ts';
import { useBoxesT, useBoxText } from './box-text.ts';
import { boxInput, boxPresets, valuesOf, withPreset, type BoxFormKind, type BoxValues } from './box-values.ts';

const shown = [
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
];

export interface BoxFormProps extends SaveDialogProps<Record<string, unknown>> {
  kind: BoxFormKind;
  /** The box edited, or null to add one. */
  box: SiteBox | GlobalBox | null;
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
  const adding = box === null;
  const schema = kind === 'global' ? globalBoxInputSchema : siteBoxInputSchema;
  const dialog = useSaveForm<BoxValues, unknown>({
    initialValues: valuesOf(box),
    rules: (values, lang) => schemaErrors(schema, boxInput(values, kind, adding), lang),
    submit: (values) => save(boxInput(values, kind, adding)),
    success: adding ? t('boxes.created') : t('boxes.updated'),
    onSaved,
    onClose,
    fields: shown,
    inputTestId: 'box',
  });
  const { form, named } = dialog;
  const values = form.getValues();
  // Slots and stock are whole numbers ("2.5" stays as typed and the rules refuse it); sizes, capacities and weights
  // decimals.
  const whole = (path: keyof BoxValues, label: string, props: { withAsterisk?: boolean } = {}) => (
    <DecimalInput integer label={label} withAsterisk {...props} {...named(path)} />
  );
  const decimal = (path: keyof BoxValues, label: string) => (
    <DecimalInput label={label} withAsterisk {...named(path)} />
  );
  const presetNames = boxPresets.map(text.presetName);

  const title =
    kind === 'global'
      ? adding
        ? t('boxes.defaults.addTitle')
        : t('boxes.defaults.editTitle')
      : adding
        ? t('boxes.addTitle')
        : t('boxes.editTitle');
  return (
    <DialogForm state={dialog} size="lg" title={title} testId="box-form" submitTestId="box-submit">
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
    </DialogForm>
  );
}
