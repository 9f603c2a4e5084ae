import { TextInput } from '@mantine/core';
import type { CustomizationCostType, CustomizationValueView } from '@cellar/shared/catalog/customization';
import { useLang } from '../../../lib/i18n/lang.ts';
import { DialogForm } from '../../../components/kit/dialog-form.tsx';
import { useSaveForm, type SaveDialogProps } from '../../../components/kit/save-form.ts';
import type { CustomizationValueBody } from '../api/customizations-api.ts';
import { valueErrors, type ValueDraft } from './value-rules.ts';
import { useCustomizationsT } from './customizations-text.ts';

export interface ValueDialogProps extends SaveDialogProps<CustomizationValueBody> {
  value: CustomizationValueView;
  costType: CustomizationCostType;
}

/** Edit a value of a choice customization: its label and cost, with the value rules of shared. */
export function ValueDialog({ value, costType, save, onSaved, onClose }: ValueDialogProps) {
  const t = useCustomizationsT();
  const lang = useLang();
  const dialog = useSaveForm<ValueDraft, unknown>({
    initialValues: { label: value.label, cost: String(value.cost) },
    rules: (values) => valueErrors(values, costType, lang),
    submit: (values) => save(values),
    success: t('catalogueOptions.customizations.valueUpdated'),
    onSaved,
    onClose,
    fields: ['label', 'cost'],
    inputTestId: 'value-edit',
  });
  return (
    <DialogForm
      state={dialog}
      title={t('catalogueOptions.customizations.valueEditTitle')}
      testId="value-dialog"
      submitTestId="value-edit-submit"
    >
      <TextInput label={t('catalogueOptions.customizations.valueLabel')} withAsterisk {...dialog.named('label')} />
      <TextInput label={t('catalogueOptions.customizations.valueCost')} inputMode="decimal" {...dialog.named('cost')} />
    </DialogForm>
  );
}
