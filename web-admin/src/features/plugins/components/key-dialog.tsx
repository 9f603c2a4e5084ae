import { TextInput, Textarea } from '@mantine/core';
import { siteKeyInputSchema } from '@cellar/shared/site/plugins';
import { DialogForm } from '../../../components/kit/dialog-form.tsx';
import { schemaErrorsByPath } from '../../../components/kit/field-errors.ts';
import { useSaveForm } from '../../../components/kit/save-form.ts';
import { usePluginsT } from './plugins-text.ts';

export interface KeyValues {
  key: string;
  value: string;
}

/** A key and its value in a dialog ("Key cannot be empty" before anything is sent): site keys and app site keys. */
export function KeyDialog({
  title,
  initial,
  save,
  onSaved,
  onClose,
}: {
  title: string;
  initial: KeyValues;
  save: (values: KeyValues) => Promise<unknown>;
  onSaved: () => void;
  onClose: () => void;
}) {
  const t = usePluginsT();
  const dialog = useSaveForm<KeyValues, unknown>({
    initialValues: initial,
    rules: (values, lang) => schemaErrorsByPath(siteKeyInputSchema, values, lang),
    submit: save,
    success: t('plugins.saved'),
    onSaved,
    onClose,
    inputTestId: 'key',
  });
  return (
    <DialogForm state={dialog} title={title} testId="key-form" submitTestId="key-submit">
      <TextInput label={t('plugins.key')} {...dialog.named('key')} />
      <Textarea label={t('plugins.value')} rows={2} {...dialog.named('value')} />
    </DialogForm>
  );
}
