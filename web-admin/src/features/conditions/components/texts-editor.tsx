import { Anchor, Paper, Stack, Tabs, Text } from '@mantine/core';
import { Link } from 'react-router';
import { langs, type Lang } from '@cellar/shared/i18n/lang';
import { conditionPlaceholders, isBlankHtml } from '@cellar/shared/site/conditions';
import { type LegalDocument } from '@cellar/shared/site/legal-info';
import type { FieldErrors } from '../../../components/kit/field-errors.ts';
import { RichTextInput } from '../../../components/kit/rich-text-input.tsx';
import { useLocalePath } from '../../../lib/i18n/lang.ts';
import { useConditionsT } from './conditions-text.ts';
import { HtmlPreview } from './html-preview.tsx';

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
  /** The language the texts are written in; the others are its translations, read-only here. */
  sourceLang: Lang;
  /** Where the translations are edited: `/translation` or `/superAdmin/translation`. */
  translationsBase: string;
}

/** Another language's text: a translation of the source (docs/translations.md "Global texts"), edited there. */
function TranslatedText(props: { document: LegalDocument; lang: Lang; html: string; sourceLang: Lang; base: string }) {
  const t = useConditionsT();
  const to = useLocalePath();
  const source = t(`conditions.langs.${props.sourceLang}`);
  return (
    <Stack gap="xs" data-testid={`${props.document}-${props.lang}-translation`}>
      <Text size="sm" c="dimmed">
        {t('conditions.translation.help', { source })}
      </Text>
      {isBlankHtml(props.html) ? (
        <Text size="sm">{t('conditions.translation.none', { source })}</Text>
      ) : (
        <Paper bg="var(--mantine-color-gray-0)" p="md" mah={320} style={{ overflow: 'auto' }}>
          <HtmlPreview html={props.html} testId={`${props.document}-${props.lang}-preview`} />
        </Paper>
      )}
      <Anchor
        size="sm"
        component={Link}
        to={to(`${props.base}/${props.lang}?kind=conditions`)}
        data-testid={`${props.document}-${props.lang}-translations`}
      >
        {t('conditions.translation.edit')}
      </Anchor>
    </Stack>
  );
}

/**
 * One document, a tab per language: the source language's editor, the other languages' translations read-only; a tab
 * whose text the server refused says so.
 */
export function TextsEditor(props: TextsEditorProps) {
  const { document, values, onChange, errors, version, sourceLang, translationsBase } = props;
  const t = useConditionsT();
  return (
    <Tabs defaultValue={langs.find((lang) => errors[`${document}.${lang}`]) ?? sourceLang} keepMounted={false}>
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
          {lang === sourceLang ? (
            <RichTextInput
              key={`${version}-${lang}`}
              minHeight={180}
              label={`${t(`conditions.documents.${document}`)} (${t(`conditions.langs.${lang}`)})`}
              value={values[lang]}
              onChange={(html) => onChange(lang, html)}
              error={errors[`${document}.${lang}`] ?? null}
              testId={`${document}-${lang}`}
            />
          ) : (
            <TranslatedText
              document={document}
              lang={lang}
              html={values[lang]}
              sourceLang={sourceLang}
              base={translationsBase}
            />
          )}
        </Tabs.Panel>
      ))}
      <Text size="xs" c="dimmed" mt="xs">
        {t('conditions.placeholdersHelp', { list: placeholderList })}
      </Text>
    </Tabs>
  );
}
