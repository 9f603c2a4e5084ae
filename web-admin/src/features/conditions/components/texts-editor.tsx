import { Tabs, Text } from '@mantine/core';
import { langs, type Lang } from '@cellar/shared/i18n/lang';
import { conditionPlaceholders } from '@cellar/shared/site/conditions';
import { type LegalDocument } from '@cellar/shared/site/legal-info';
import type { FieldErrors } from '../../../components/kit/field-errors.ts';
import { RichTextInput } from '../../../components/kit/rich-text-input.tsx';
import { useConditionsT } from './conditions-text.ts';

export type TextValues = Record<Lang, string>;

/** The placeholders a text may hold, as the admin types them. */
export const placeholderList = conditionPlaceholders.map((name) => `{{${name}}}`).join(', ');

export interface TextsEditorProps {
  document: LegalDocument;
  values: TextValues;
  onChange: (lang: Lang, html: string) => void;
  errors: FieldErrors;
  /** Changes when the texts are replaced from outside (the editors start again from `values`). */
  version: number;
}

/** One document in each language, a tab per language; a tab whose text the server refused says so. */
export function TextsEditor({ document, values, onChange, errors, version }: TextsEditorProps) {
  const t = useConditionsT();
  return (
    <Tabs defaultValue={langs.find((lang) => errors[`${document}.${lang}`]) ?? 'fr_FR'} keepMounted={false}>
      <Tabs.List>
        {langs.map((lang) => (
          <Tabs.Tab
            key={lang}
            value={lang}
            c={errors[`${document}.${lang}`] ? 'red' : undefined}
            data-testid={`${document}-tab-${lang}`}
          >
            {t(`conditions.langs.${lang}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {langs.map((lang) => (
        <Tabs.Panel key={lang} value={lang} pt="sm">
          <RichTextInput
            key={`${version}-${lang}`}
            minHeight={180}
            label={`${t(`conditions.documents.${document}`)} (${t(`conditions.langs.${lang}`)})`}
            value={values[lang]}
            onChange={(html) => onChange(lang, html)}
            error={errors[`${document}.${lang}`] ?? null}
            testId={`${document}-${lang}`}
          />
        </Tabs.Panel>
      ))}
      <Text size="xs" c="dimmed" mt="xs">
        {t('conditions.placeholdersHelp', { list: placeholderList })}
      </Text>
    </Tabs>
  );
}
