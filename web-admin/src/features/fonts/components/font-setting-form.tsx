import { ColorInput, NativeSelect, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { fontSettingIssues, type FontSetting, type FontType } from '@cellar/shared/site/fonts';
import type { Lang } from '@cellar/shared/i18n/lang';
import { translate } from '@cellar/shared/i18n/messages';
import { FormBody } from '../../../components/kit/dialog-form.tsx';
import type { FieldErrors } from '../../../components/kit/field-errors.ts';
import { useSaveForm } from '../../../components/kit/save-form.ts';
import type { FontSettingBody } from '../api/fonts-api.ts';
import { fontWeights } from './base-font-form.tsx';
import { useFontsT } from './font-text.ts';

interface FontSettingValues {
  family: string;
  size: string;
  weight: string;
  colour: string;
}

export interface FontSettingFormProps {
  type: FontType;
  setting: FontSetting | null;
  /** The families of the site's chosen fonts. */
  families: readonly string[];
  save: (body: FontSettingBody) => Promise<unknown>;
  onSaved: () => void;
}

/**
 * One type's font on `/fonts` (TITLE, MENU or CONTENT): family among the site's fonts, size in em, weight, colour,
 * with a preview in that font; the rules of shared (`fontSettingIssues`) under each field.
 */
export function FontSettingForm({ type, setting, families, save, onSaved }: FontSettingFormProps) {
  const t = useFontsT();
  const rules = (values: FontSettingValues, lang: Lang): FieldErrors => {
    const errors: FieldErrors = {};
    for (const [field, key] of Object.entries(fontSettingIssues(values, { families })))
      errors[field] = translate(key, lang);
    return errors;
  };
  const form = useSaveForm<FontSettingValues, unknown>({
    initialValues: {
      family: setting?.family ?? '',
      size: String(setting?.size ?? 1),
      weight: String(setting?.weight ?? 400),
      colour: setting?.colour ?? '#000000',
    },
    rules,
    submit: (values) => save(values),
    success: t('fonts.typeSaved'),
    onSaved,
    fields: ['family', 'size', 'weight', 'colour'],
    inputTestId: `font-${type}`,
  });
  const { named } = form;
  const values = form.form.getValues();
  return (
    <Paper withBorder p="md" data-testid={`font-setting-${type}`}>
      <Stack gap="sm">
        <Title order={3}>{t(`fonts.types.${type}`)}</Title>
        {!setting && (
          <Text size="sm" c="dimmed">
            {t('fonts.notSet')}
          </Text>
        )}
        <FormBody state={form} submitTestId={`font-${type}-submit`} submitLabel={t('fonts.saveType')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NativeSelect
              label={t('fonts.family')}
              withAsterisk
              data={[{ value: '', label: t('fonts.chooseFamily') }, ...families.map((f) => ({ value: f, label: f }))]}
              {...named('family')}
            />
            <TextInput label={t('fonts.size')} withAsterisk inputMode="decimal" {...named('size')} />
            <NativeSelect
              label={t('fonts.weight')}
              withAsterisk
              data={fontWeights.map((weight) => String(weight))}
              {...named('weight')}
            />
            <ColorInput label={t('fonts.colour')} withAsterisk format="hex" {...named('colour')} />
          </SimpleGrid>
          <Text
            aria-label={t('fonts.preview')}
            data-testid={`font-${type}-preview`}
            style={{
              fontFamily: values.family ? `"${values.family}"` : undefined,
              fontSize: `${Number(values.size) > 0 ? Math.min(Number(values.size), 10) : 1}em`,
              fontWeight: Number(values.weight),
              color: values.colour,
            }}
          >
            {t('fonts.sample')}
          </Text>
        </FormBody>
      </Stack>
    </Paper>
  );
}
