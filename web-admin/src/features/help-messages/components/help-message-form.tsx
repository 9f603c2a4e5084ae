import { NativeSelect, Textarea, TextInput } from '@mantine/core';
import { helpMessageIssues, helpMessageTypes } from '@cellar/shared/content/help-message';
import type { Lang } from '@cellar/shared/i18n/lang';
import { translate } from '@cellar/shared/i18n/messages';
import { DialogForm } from '../../../components/kit/dialog-form.tsx';
import type { FieldErrors } from '../../../components/kit/field-errors.ts';
import { useSaveForm, type SaveDialogProps } from '../../../components/kit/save-form.ts';
import type { HelpMessageBody, HelpMessageRow } from '../api/help-messages-api.ts';
import { useHelpMessagesT } from './help-message-text.ts';

interface HelpMessageValues {
  identifier: string;
  type: string;
  message: string;
}

export interface HelpMessageFormProps extends SaveDialogProps<HelpMessageBody> {
  help: HelpMessageRow | null;
}

/**
 * A help message in a dialog of `/superAdmin/helpMessage`: the identifier (on add only: it is the key the forms
 * look it up by), the type and the message; the rules of shared (`helpMessageIssues`) under each field.
 */
export function HelpMessageForm({ help, save, onSaved, onClose }: HelpMessageFormProps) {
  const t = useHelpMessagesT();
  const rules = (values: HelpMessageValues, lang: Lang): FieldErrors => {
    const errors: FieldErrors = {};
    for (const [field, key] of Object.entries(helpMessageIssues(values, { adding: help === null })))
      errors[field] = translate(key, lang);
    return errors;
  };
  const dialog = useSaveForm<HelpMessageValues, unknown>({
    initialValues: { identifier: help?.identifier ?? '', type: help?.type ?? '', message: help?.message ?? '' },
    rules,
    submit: (values) => save(help ? { type: values.type, message: values.message } : values),
    success: help ? t('helpMessages.updated') : t('helpMessages.created'),
    onSaved,
    onClose,
    fields: ['identifier', 'type', 'message'],
    inputTestId: 'help-message',
  });
  const { named } = dialog;
  return (
    <DialogForm
      state={dialog}
      size="lg"
      title={help ? t('helpMessages.editTitle') : t('helpMessages.addTitle')}
      testId="help-message-form"
      submitTestId="help-message-submit"
    >
      <TextInput
        label={t('helpMessages.identifier')}
        withAsterisk={help === null}
        disabled={help !== null}
        {...named('identifier', t('helpMessages.identifierHint'))}
      />
      <NativeSelect
        label={t('helpMessages.type')}
        withAsterisk
        data={[
          { value: '', label: t('helpMessages.chooseType') },
          ...helpMessageTypes.map((type) => ({ value: type, label: t(`helpMessages.types.${type}`) })),
        ]}
        {...named('type')}
      />
      <Textarea
        label={t('helpMessages.message')}
        withAsterisk
        rows={4}
        {...named('message', t('helpMessages.messageHint'))}
      />
    </DialogForm>
  );
}
