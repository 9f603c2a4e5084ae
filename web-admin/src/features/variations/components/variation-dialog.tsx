import { NativeSelect, TagsInput, TextInput } from '@mantine/core';
import { maxVariationValues, variationFields, variationInputSchema } from '@cellar/shared/catalog/variation';
import { translate } from '@cellar/shared/i18n/messages';
import { useLang } from '../../../lib/i18n/lang.ts';
import { DialogForm } from '../../../components/kit/dialog-form.tsx';
import { schemaErrors } from '../../../components/kit/field-errors.ts';
import { useSaveForm, type SaveDialogProps } from '../../../components/kit/save-form.ts';
import type { VariationBody, VariationRow } from '../api/variations-api.ts';
import { useVariationsT } from './variations-text.ts';

interface VariationValues {
  label: string;
  variation: string;
  values: string[];
}

const valuesOf = (variation: VariationRow | null): VariationValues => ({
  label: variation?.label ?? '',
  variation: variation ? String(variation.variation) : '',
  values: variation?.values ?? [],
});

const bodyOf = (values: VariationValues): VariationBody => ({
  label: values.label,
  variation: values.variation,
  values: values.values,
});

export interface VariationDialogProps extends SaveDialogProps<VariationBody> {
  /** The variation edited, or null to add one. */
  variation: VariationRow | null;
}

/**
 * Add or edit a variation: its label ("Bottle size"), the vintage field it names (1 to 3) and the values offered
 * for it. The rules are shared's (`variationInputSchema`: "Please enter a label", "variation required"); a field
 * another variation already names is the server's 409, said on the field.
 */
export function VariationDialog({ variation, save, onSaved, onClose }: VariationDialogProps) {
  const t = useVariationsT();
  const lang = useLang();
  const dialog = useSaveForm<VariationValues, unknown>({
    initialValues: valuesOf(variation),
    rules: (values, lang) => schemaErrors(variationInputSchema, bodyOf(values), lang),
    submit: (values) => save(bodyOf(values)),
    success: translate(variation ? 'variation.updated' : 'variation.created', lang),
    onSaved,
    onClose,
    fields: ['label', 'variation', 'values'],
    inputTestId: 'variation',
  });
  const { named } = dialog;
  return (
    <DialogForm
      state={dialog}
      title={variation ? t('catalogueOptions.variations.editTitle') : t('catalogueOptions.variations.addTitle')}
      testId="variation-dialog"
      submitTestId="variation-submit"
    >
      <TextInput label={t('catalogueOptions.variations.label')} withAsterisk {...named('label')} />
      <NativeSelect
        label={t('catalogueOptions.variations.field')}
        withAsterisk
        data={[
          { value: '', label: t('catalogueOptions.variations.chooseField') },
          ...variationFields.map((n) => ({
            value: String(n),
            label: t('catalogueOptions.variations.fieldOption', { n }),
          })),
        ]}
        {...named('variation')}
      />
      <TagsInput
        label={t('catalogueOptions.variations.values')}
        placeholder={t('catalogueOptions.variations.valuesPlaceholder')}
        maxTags={maxVariationValues}
        clearable
        {...named('values', t('catalogueOptions.variations.valuesHelp'))}
      />
    </DialogForm>
  );
}
