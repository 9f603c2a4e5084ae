import { Textarea, TextInput } from '@mantine/core';
import type { Lang } from '@cellar/shared/i18n/lang';
import { translate } from '@cellar/shared/i18n/messages';
import { functionalityIssues } from '@cellar/shared/site/functionality';
import { DialogForm } from '../../../components/kit/dialog-form.tsx';
import type { FieldErrors } from '../../../components/kit/field-errors.ts';
import { useSaveForm, type SaveDialogProps } from '../../../components/kit/save-form.ts';
import type { FunctionalityBody, FunctionalityRow } from '../api/functionalities-api.ts';
import { useFunctionalitiesT } from './functionality-text.ts';

interface FunctionalityValues {
  key: string;
  label: string;
  description: string;
}

export interface FunctionalityFormProps extends SaveDialogProps<FunctionalityBody> {
  functionality: FunctionalityRow | null;
}

/**
 * A functionality in a dialog of `/superAdmin/functionality`: its key (on add only: sites hold it), label and
 * description; the rules of shared (`functionalityIssues`) under each field.
 */
export function FunctionalityForm({ functionality, save, onSaved, onClose }: FunctionalityFormProps) {
  const t = useFunctionalitiesT();
  const rules = (values: FunctionalityValues, lang: Lang): FieldErrors => {
    const errors: FieldErrors = {};
    for (const [field, key] of Object.entries(functionalityIssues(values, { adding: functionality === null })))
      errors[field] = translate(key, lang);
    return errors;
  };
  const dialog = useSaveForm<FunctionalityValues, unknown>({
    initialValues: {
      key: functionality?.key ?? '',
      label: functionality?.label ?? '',
      description: functionality?.description ?? '',
    },
    rules,
    submit: ({ key, label, description }) =>
      save(functionality ? { label, description } : { key: key.trim(), label, description }),
    success: functionality ? t('functionalities.updated') : t('functionalities.created'),
    onSaved,
    onClose,
    fields: ['key', 'label', 'description'],
    inputTestId: 'functionality',
  });
  const { named } = dialog;
  return (
    <DialogForm
      state={dialog}
      title={functionality ? t('functionalities.editTitle') : t('functionalities.addTitle')}
      testId="functionality-form"
      submitTestId="functionality-submit"
    >
      <TextInput
        label={t('functionalities.key')}
        withAsterisk={functionality === null}
        disabled={functionality !== null}
        {...named('key', t('functionalities.keyHint'))}
      />
      <TextInput label={t('functionalities.label')} withAsterisk {...named('label')} />
      <Textarea label={t('functionalities.description')} rows={3} {...named('description')} />
    </DialogForm>
  );
}
