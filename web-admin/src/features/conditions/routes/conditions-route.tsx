import { useState } from 'react';
import {
  Badge,
  Button,
  Group,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { langs } from '@cellar/shared/i18n/lang';
import {
  conditionsInputSchema,
  fillPlaceholders,
  hasOwnText,
  type AdminConditionsView,
} from '@cellar/shared/site/conditions';
import { legalDocuments, legalInfoFields, type LegalDocument, type LegalInfo } from '@cellar/shared/site/legal-info';
import { useApi } from '../../../lib/api/api-context.tsx';
import { useLang } from '../../../lib/i18n/lang.ts';
import { useSession } from '../../../lib/session/session-store.ts';
import type { FieldErrors } from '../../../components/kit/field-errors.ts';
import { saveConditions, type ConditionsBody } from '../api/conditions-api.ts';
import { HtmlPreview } from '../components/html-preview.tsx';
import { TextsEditor, type TextValues, type TextsEditorProps } from '../components/texts-editor.tsx';
import { DocumentSection, sentTexts, textValues, useDocumentTexts } from '../components/document-texts.tsx';
import { useConditionsSave } from '../components/conditions-save.ts';
import { ConditionsFormBody, ConditionsScreen, type ConditionsFormProps } from '../components/conditions-screen.tsx';
import { useConditionsT } from '../components/conditions-text.ts';

type Mode = 'DEFAULT' | 'SITE';

/** What the shared rules and the API read, from what the screen holds: a document on its default sends no text. */
export function conditionsBody(
  modes: Record<LegalDocument, Mode>,
  texts: Record<LegalDocument, TextValues>,
  legal: LegalInfo,
): ConditionsBody {
  const of = (document: LegalDocument) =>
    modes[document] === 'SITE' ? sentTexts(texts[document]) : { fr_FR: null, en_US: null };
  return { salesConditions: of('salesConditions'), legalNotice: of('legalNotice'), legal };
}

/**
 * `/conditions` (spec 1 §3 "Legal info", docs/legal.md): the site's sales conditions and legal
 * notice, each either the default (shown as the site shows it, with its legal info) or its own
 * texts per language in a rich text editor; the legal info; one save with the server's messages
 * under their fields.
 */
export function ConditionsRoute() {
  return <ConditionsScreen kind="site" form={ConditionsForm} />;
}

/** One document: the default it shows (with the site's legal info in it) or the site's own texts. */
function DocumentCard(props: {
  document: LegalDocument;
  view: AdminConditionsView;
  mode: Mode;
  setMode: (mode: Mode) => void;
  editor: Omit<TextsEditorProps, 'errors'>;
  startFromDefault: () => void;
  legal: LegalInfo;
  errors: FieldErrors;
}) {
  const { document, view, mode, setMode, editor, startFromDefault, legal, errors } = props;
  const t = useConditionsT();
  const lang = useLang();
  const defaults = view.defaults[document];
  const shownDefault = defaults[lang] ?? langs.map((l) => defaults[l]).find((html) => html) ?? null;
  return (
    <DocumentSection
      document={document}
      badge={
        <Badge color={mode === 'DEFAULT' ? 'gray' : 'green'} variant="light" data-testid={`${document}-source`}>
          {t(`conditions.source.${mode}`)}
        </Badge>
      }
    >
      <SegmentedControl
        value={mode}
        onChange={(value) => setMode(value as Mode)}
        data={[
          { value: 'DEFAULT', label: t('conditions.useDefault') },
          { value: 'SITE', label: t('conditions.useOwn') },
        ]}
        data-testid={`${document}-mode`}
      />
      {mode === 'DEFAULT' ? (
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t('conditions.usesDefaultHelp')}
          </Text>
          {shownDefault ? (
            <Paper bg="var(--mantine-color-gray-0)" p="md" mah={320} style={{ overflow: 'auto' }}>
              <HtmlPreview
                html={fillPlaceholders(shownDefault, { ...legal, siteName: view.siteName })}
                testId={`${document}-default-preview`}
              />
            </Paper>
          ) : (
            <Text size="sm">{t('conditions.noDefault')}</Text>
          )}
          <Group>
            <Button variant="default" onClick={startFromDefault} data-testid={`${document}-start-from-default`}>
              {t('conditions.startFromDefault')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="xs">
          <TextsEditor {...editor} errors={errors} />
          <Text size="xs" c="dimmed">
            {t('conditions.emptyOwnHelp')}
          </Text>
        </Stack>
      )}
    </DocumentSection>
  );
}

function ConditionsForm({ view, onSaved }: ConditionsFormProps<AdminConditionsView>) {
  const t = useConditionsT();
  const api = useApi();
  const { showInputNames } = useSession();
  const [modes, setModes] = useState<Record<LegalDocument, Mode>>(() => ({
    salesConditions: hasOwnText(view.salesConditions) ? 'SITE' : 'DEFAULT',
    legalNotice: hasOwnText(view.legalNotice) ? 'SITE' : 'DEFAULT',
  }));
  const documentTexts = useDocumentTexts(view, '/translation');
  const [legal, setLegal] = useState<LegalInfo>(() => ({ ...view.legal }));
  const save = useConditionsSave({
    schema: conditionsInputSchema,
    body: () => conditionsBody(modes, documentTexts.texts, legal),
    send: (body: ConditionsBody) => saveConditions(api, body),
    onSaved,
  });

  const startFromDefault = (document: LegalDocument) => {
    documentTexts.replace(document, textValues(view.defaults[document]));
    setModes((current) => ({ ...current, [document]: 'SITE' }));
  };

  return (
    <ConditionsFormBody save={save} testId="conditions-form">
      {legalDocuments.map((document) => (
        <DocumentCard
          key={document}
          document={document}
          view={view}
          mode={modes[document]}
          setMode={(mode) => setModes((current) => ({ ...current, [document]: mode }))}
          editor={documentTexts.editor(document)}
          startFromDefault={() => startFromDefault(document)}
          legal={legal}
          errors={save.errors}
        />
      ))}
      <Paper withBorder p="lg" data-testid="legal-info">
        <Stack gap="md">
          <Title order={3}>{t('conditions.legal.title')}</Title>
          <Text size="sm" c="dimmed">
            {t('conditions.legal.help')}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {legalInfoFields.map((field) => (
              <TextInput
                key={field}
                label={t(`conditions.legal.${field}`)}
                description={showInputNames ? `legal.${field}` : undefined}
                value={legal[field]}
                onChange={(event) => {
                  const value = event.currentTarget.value;
                  setLegal((current) => ({ ...current, [field]: value }));
                }}
                onBlur={() => save.check(`legal.${field}`)}
                error={save.errors[`legal.${field}`]}
                data-testid={`input-legal.${field}`}
              />
            ))}
          </SimpleGrid>
        </Stack>
      </Paper>
    </ConditionsFormBody>
  );
}
