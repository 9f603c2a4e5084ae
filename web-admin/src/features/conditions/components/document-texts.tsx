import { useState, type ReactNode } from 'react';
import { Group, Paper, Stack, Title } from '@mantine/core';
import type { Lang } from '@cellar/shared/i18n/lang';
import type { LegalDocument } from '@cellar/shared/site/legal-info';
import type { TextValues, TextsEditorProps } from './texts-editor.tsx';
import { useConditionsT } from './conditions-text.ts';

type Texts = Record<Lang, string | null>;

/** A document's texts as its editors hold them (none is an empty editor). */
export const textValues = (texts: Texts): TextValues => ({ fr_FR: texts.fr_FR ?? '', en_US: texts.en_US ?? '' });

/** A document's texts as the API reads them: an emptied editor sends no text. */
export const sentTexts = (values: TextValues): Texts => ({
  fr_FR: values.fr_FR.trim() === '' ? null : values.fr_FR,
  en_US: values.en_US.trim() === '' ? null : values.en_US,
});

export interface DocumentTexts {
  texts: Record<LegalDocument, TextValues>;
  /** A document's `TextsEditor` props, but its errors. */
  editor: (document: LegalDocument) => Omit<TextsEditorProps, 'errors'>;
  /** Replaces a document's texts: its editors start again from them. */
  replace: (document: LegalDocument, values: TextValues) => void;
}

/**
 * The texts of both documents, per language, as the screens edit them: the source language's; the others are read
 * (translations) and sent back as read, which changes nothing.
 */
export function useDocumentTexts(
  initial: Record<LegalDocument, Texts> & { sourceLang: Lang },
  translationsBase: string,
): DocumentTexts {
  const [texts, setTexts] = useState<Record<LegalDocument, TextValues>>(() => ({
    salesConditions: textValues(initial.salesConditions),
    legalNotice: textValues(initial.legalNotice),
  }));
  // Rich text editors keep their own content: a new version remounts them on replaced texts.
  const [version, setVersion] = useState(0);
  const editor = (document: LegalDocument) => ({
    document,
    values: texts[document],
    onChange: (lang: Lang, html: string) =>
      setTexts((current) => ({ ...current, [document]: { ...current[document], [lang]: html } })),
    version,
    sourceLang: initial.sourceLang,
    translationsBase,
  });
  const replace = (document: LegalDocument, values: TextValues) => {
    setTexts((current) => ({ ...current, [document]: values }));
    setVersion((v) => v + 1);
  };
  return { texts, editor, replace };
}

/** One document's section of a conditions form: its title (and `badge` right of it), then its content. */
export function DocumentSection(props: { document: LegalDocument; badge?: ReactNode; children: ReactNode }) {
  const t = useConditionsT();
  const title = <Title order={3}>{t(`conditions.documents.${props.document}`)}</Title>;
  return (
    <Paper withBorder p="lg" data-testid={`document-${props.document}`}>
      <Stack gap="md">
        {props.badge ? (
          <Group justify="space-between">
            {title}
            {props.badge}
          </Group>
        ) : (
          title
        )}
        {props.children}
      </Stack>
    </Paper>
  );
}
