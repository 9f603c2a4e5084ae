import { Checkbox, FileInput, NativeSelect, Text, TextInput } from '@mantine/core';
import { baseFontIssues, fontStyles, type BaseFontView } from '@cellar/shared/site/fonts';
import type { Lang } from '@cellar/shared/i18n/lang';
import { translate } from '@cellar/shared/i18n/messages';
import { DialogForm } from '../../../components/kit/dialog-form.tsx';
import type { FieldErrors } from '../../../components/kit/field-errors.ts';
import { useSaveForm, type SaveDialogProps } from '../../../components/kit/save-form.ts';
import type { BaseFontBody } from '../api/fonts-api.ts';
import { useFontsT } from './font-text.ts';

export const fontWeights = [100, 200, 300, 400, 500, 600, 700, 800, 900] as const;

interface BaseFontValues {
  family: string;
  weight: string;
  style: string;
  file: File | null;
  fileWoff: File | null;
  removeWoff: boolean;
}

export interface BaseFontFormProps extends SaveDialogProps<BaseFontBody> {
  font: BaseFontView | null;
}

/**
 * A base font in a dialog of `/superAdmin/fonts`: family, weight, style, the WOFF2 file (required on add) and an
 * optional WOFF; the rules of shared (`baseFontIssues`) under each field. The server checks the files by their bytes.
 */
export function BaseFontForm({ font, save, onSaved, onClose }: BaseFontFormProps) {
  const t = useFontsT();
  const rules = (values: BaseFontValues, lang: Lang): FieldErrors => {
    const errors: FieldErrors = {};
    const issues = baseFontIssues(values, { hasFile: font !== null || values.file !== null });
    for (const [field, key] of Object.entries(issues)) errors[field] = translate(key, lang);
    return errors;
  };
  const dialog = useSaveForm<BaseFontValues, unknown>({
    initialValues: {
      family: font?.family ?? '',
      weight: String(font?.weight ?? 400),
      style: font?.style ?? 'normal',
      file: null,
      fileWoff: null,
      removeWoff: false,
    },
    rules,
    submit: (values) =>
      save({
        family: values.family,
        weight: values.weight,
        style: values.style,
        ...(values.file ? { file: values.file } : {}),
        ...(values.fileWoff ? { fileWoff: values.fileWoff } : {}),
        ...(values.removeWoff ? { removeWoff: 'true' } : {}),
      }),
    success: font ? t('fonts.updated') : t('fonts.created'),
    onSaved,
    onClose,
    fields: ['family', 'weight', 'style', 'file', 'fileWoff'],
    inputTestId: 'base-font',
  });
  const { named } = dialog;
  return (
    <DialogForm
      state={dialog}
      title={font ? t('fonts.editTitle') : t('fonts.addTitle')}
      testId="base-font-form"
      submitTestId="base-font-submit"
    >
      <TextInput label={t('fonts.family')} withAsterisk {...named('family', t('fonts.familyHint'))} />
      <NativeSelect
        label={t('fonts.weight')}
        withAsterisk
        data={fontWeights.map((weight) => String(weight))}
        {...named('weight')}
      />
      <NativeSelect
        label={t('fonts.style')}
        withAsterisk
        data={fontStyles.map((style) => ({ value: style, label: t(`fonts.styles.${style}`) }))}
        {...named('style')}
      />
      <FileInput
        label={t('fonts.file')}
        withAsterisk={font === null}
        accept=".woff2,font/woff2"
        clearable
        {...named('file', t('fonts.fileHint'))}
      />
      {font && (
        <Text size="xs" c="dimmed">
          {font.woff2Url.split('/').pop()}
        </Text>
      )}
      <FileInput label={t('fonts.fileWoff')} accept=".woff,font/woff" clearable {...named('fileWoff')} />
      {font?.woffUrl && <Checkbox label={t('fonts.removeWoff')} {...named('removeWoff')} />}
    </DialogForm>
  );
}
