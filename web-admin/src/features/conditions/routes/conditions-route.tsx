import { useState, type MouseEvent } from 'react';
import {
  Alert,
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
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { langs, type Lang } from '@cellar/shared/i18n/lang';
import {
  conditionsInputSchema,
  fillPlaceholders,
  hasOwnText,
  type AdminConditionsView,
} from '@cellar/shared/site/conditions';
import { legalDocuments, legalInfoFields, type LegalDocument, type LegalInfo } from '@cellar/shared/site/legal-info';
import { useApi } from '../../../lib/api/api-context.tsx';
import { errorMessage, isApiError, isRequestDropped } from '../../../lib/api/errors.ts';
import { useLang } from '../../../lib/i18n/lang.ts';
import { useSession } from '../../../lib/session/session-store.ts';
import { toast } from '../../../lib/toast.ts';
import { PageLoader } from '../../../components/page-loader.tsx';
import { schemaErrorsByPath, serverErrors, type FieldErrors } from '../../../components/kit/field-errors.ts';
import { conditionsKeys, loadConditions, saveConditions, type ConditionsBody } from '../api/conditions-api.ts';
import { HtmlPreview } from '../components/html-preview.tsx';
import { TextsEditor, type TextValues } from '../components/texts-editor.tsx';
import { useConditionsT } from '../components/conditions-text.ts';

type Mode = 'DEFAULT' | 'SITE';
const keepFieldFocus = (event: MouseEvent) => event.preventDefault();
const textValues = (texts: Record<Lang, string | null>): TextValues => ({
  fr_FR: texts.fr_FR ?? '',
  en_US: texts.en_US ?? '',
});
const blankToNull = (html: string): string | null => (html.trim() === '' ? null : html);

/** What the shared rules and the API read, from what the screen holds: a document on its default sends no text. */
export function conditionsBody(
  modes: Record<LegalDocument, Mode>,
  texts: Record<LegalDocument, TextValues>,
  legal: LegalInfo,
): ConditionsBody {
  const of = (document: LegalDocument) =>
    modes[document] === 'SITE'
      ? { fr_FR: blankToNull(texts[document].fr_FR), en_US: blankToNull(texts[document].en_US) }
      : { fr_FR: null, en_US: null };
  return { salesConditions: of('salesConditions'), legalNotice: of('legalNotice'), legal };
}

/** One document: the default it shows (with the site's legal info in it) or the site's own texts. */
function DocumentCard(props: {
  document: LegalDocument;
  view: AdminConditionsView;
  mode: Mode;
  setMode: (mode: Mode) => void;
  texts: TextValues;
  setText: (lang: Lang, html: string) => void;
  startFromDefault: () => void;
  legal: LegalInfo;
  errors: FieldErrors;
  version: number;
}) {
  const { document, view, mode, setMode, texts, setText, startFromDefault, legal, errors, version } = props;
  const t = useConditionsT();
  const lang = useLang();
  const defaults = view.defaults[document];
  const shownDefault = defaults[lang] ?? langs.map((l) => defaults[l]).find((html) => html) ?? null;
  return (
    <Paper withBorder p="lg" data-testid={`document-${document}`}>
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={3}>{t(`conditions.documents.${document}`)}</Title>
          <Badge color={mode === 'DEFAULT' ? 'gray' : 'green'} variant="light" data-testid={`${document}-source`}>
            {t(`conditions.source.${mode}`)}
          </Badge>
        </Group>
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
            <TextsEditor document={document} values={texts} onChange={setText} errors={errors} version={version} />
            <Text size="xs" c="dimmed">
              {t('conditions.emptyOwnHelp')}
            </Text>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}

function ConditionsForm({
  view,
  onSaved,
}: {
  view: AdminConditionsView;
  onSaved: (view: AdminConditionsView) => void;
}) {
  const t = useConditionsT();
  const lang = useLang();
  const api = useApi();
  const { showInputNames } = useSession();
  const [modes, setModes] = useState<Record<LegalDocument, Mode>>(() => ({
    salesConditions: hasOwnText(view.salesConditions) ? 'SITE' : 'DEFAULT',
    legalNotice: hasOwnText(view.legalNotice) ? 'SITE' : 'DEFAULT',
  }));
  const [texts, setTexts] = useState<Record<LegalDocument, TextValues>>(() => ({
    salesConditions: textValues(view.salesConditions),
    legalNotice: textValues(view.legalNotice),
  }));
  const [legal, setLegal] = useState<LegalInfo>(() => ({ ...view.legal }));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [version, setVersion] = useState(0);

  const body = () => conditionsBody(modes, texts, legal);
  const checkField = (path: string) => {
    const found = schemaErrorsByPath(conditionsInputSchema, body(), lang);
    setErrors((current) => {
      const next = { ...current };
      delete next[path];
      if (found[path]) next[path] = found[path];
      return next;
    });
  };

  const startFromDefault = (document: LegalDocument) => {
    setTexts((current) => ({ ...current, [document]: textValues(view.defaults[document]) }));
    setModes((current) => ({ ...current, [document]: 'SITE' }));
    setVersion((v) => v + 1);
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const input = body();
    const found = schemaErrorsByPath(conditionsInputSchema, input, lang);
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0) return;
    setSubmitting(true);
    try {
      const saved = await saveConditions(api, input);
      toast('success', t('conditions.saved'));
      onSaved(saved);
    } catch (error) {
      if (isRequestDropped(error)) return;
      const message = errorMessage(error, t('error.generic'));
      const fieldErrors = isApiError(error) ? serverErrors(error.fieldErrors) : {};
      setErrors(fieldErrors);
      setFormError(Object.keys(fieldErrors).length > 0 ? null : message);
      toast('error', message);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate data-testid="conditions-form">
      <Stack gap="lg">
        {formError && (
          <Alert color="red" data-testid="conditions-form-error">
            {formError}
          </Alert>
        )}
        {legalDocuments.map((document) => (
          <DocumentCard
            key={document}
            document={document}
            view={view}
            mode={modes[document]}
            setMode={(mode) => setModes((current) => ({ ...current, [document]: mode }))}
            texts={texts[document]}
            setText={(l, html) =>
              setTexts((current) => ({ ...current, [document]: { ...current[document], [l]: html } }))
            }
            startFromDefault={() => startFromDefault(document)}
            legal={legal}
            errors={errors}
            version={version}
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
                  onBlur={() => checkField(`legal.${field}`)}
                  error={errors[`legal.${field}`]}
                  data-testid={`input-legal.${field}`}
                />
              ))}
            </SimpleGrid>
          </Stack>
        </Paper>
        <Group justify="flex-end">
          <Button type="submit" loading={submitting} onMouseDown={keepFieldFocus} data-testid="form-submit">
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * `/conditions` (spec 1 §3 "Legal info", docs/legal.md): the site's sales conditions and legal
 * notice, each either the default (shown as the site shows it, with its legal info) or its own
 * texts per language in a rich text editor; the legal info; one save with the server's messages
 * under their fields.
 */
export function ConditionsRoute() {
  const t = useConditionsT();
  const api = useApi();
  const queryClient = useQueryClient();
  const conditions = useQuery({ queryKey: conditionsKeys.site, queryFn: ({ signal }) => loadConditions(api, signal) });
  if (conditions.isPending) return <PageLoader />;
  if (conditions.isError) {
    return (
      <Alert color="red" title={t('conditions.loadError')} data-testid="conditions-load-error">
        {errorMessage(conditions.error, t('error.generic'))}
      </Alert>
    );
  }
  return (
    <Stack gap="lg" maw={960} data-testid="conditions-screen">
      <Title order={2}>{t('conditions.title')}</Title>
      <ConditionsForm
        key={conditions.data.updatedAt ?? 'new'}
        view={conditions.data}
        onSaved={(saved) => queryClient.setQueryData(conditionsKeys.site, saved)}
      />
    </Stack>
  );
}
