import { useMemo, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { Alert, Anchor, Button, Grid, Group, Paper, Stack, Switch, Tabs, TextInput } from '@mantine/core';
import { langs, type Lang } from '@cellar/shared/i18n/lang';
import { translate } from '@cellar/shared/i18n/messages';
import { mailModelProblems } from '@cellar/shared/mail/mail-models';
import { Link } from 'react-router';
import { errorMessage, isApiError, isRequestDropped } from '../../../lib/api/errors.ts';
import { useLang, useLocalePath } from '../../../lib/i18n/lang.ts';
import { toast } from '../../../lib/toast.ts';
import { serverErrors, type FieldErrors } from '../../../components/kit/field-errors.ts';
import type { MailModelBody, MailModelDetail } from '../api/mail-models-api.ts';
import { insertAt, type Insertable } from './insert-at-cursor.ts';
import { MailBodyField, type BodyMode } from './mail-body-field.tsx';
import { useMailModelsT } from './mail-models-text.ts';
import { MailRenderPreview } from './mail-render-preview.tsx';
import { MailVariablesPanel } from './mail-variables-panel.tsx';
import { richEditorKeeps } from './rich-html.ts';

type Contents = Record<Lang, { subject: string; html: string }>;
type Field = 'subject' | 'html';

const keepFieldFocus = (event: MouseEvent) => event.preventDefault();
const fieldPath = (lang: Lang, field: Field) => `${lang}.${field}`;

export interface MailModelEditorProps {
  model: MailModelDetail;
  /** Sends the model (PUT, or POST for a new base model); rejects with the server's field errors. */
  save: (body: MailModelBody) => Promise<MailModelDetail>;
  onSaved: (saved: MailModelDetail) => void;
  submitLabel: string;
  successMessage: string;
  /** The language tab shown (kept by the screen across a save, which starts the editor again). */
  lang: Lang;
  onLangChange: (lang: Lang) => void;
  /** A mail this screen may only read (a base-only mail seen by a site). */
  readOnly?: boolean;
  /** Above the fields: where the model comes from. */
  notice?: ReactNode;
  /** Beside the save button (back to the base model). */
  actions?: ReactNode;
  /** Whose translations the other languages are: the site's (`/translation`) or the global ones (super-admin). */
  area?: 'admin' | 'superAdmin';
}

/**
 * What a save sends: the text in the source language; the other languages too while the model is not the site's own
 * yet (the base's or the built-in English becomes the new version's translation), never after: they are edited in
 * the translations (docs/translations.md "Global texts").
 */
function bodyOf(model: MailModelDetail, contents: Contents, area: 'admin' | 'superAdmin'): Partial<Contents> {
  // The base models are site 0's own.
  const own = model.source === 'SITE' || (area === 'superAdmin' && model.source === 'BASE');
  return own ? { [model.sourceLang]: contents[model.sourceLang] } : contents;
}

/**
 * The editor of one mail model, shared by the site's (`/mail/update/{key}`) and the base models'
 * screens (`/superAdmin/mail/…`): per language (a tab each) the subject and the HTML body (rich
 * editor, or HTML source when the rich editor would not keep it whole), the variables the mail
 * offers (a click writes one at the cursor), the enabled switch, and a live preview rendered by the
 * server. The shared rules (`mailModelProblems`, with the mail's variables) speak under each field
 * as it is typed, and stop a save; the server's messages come under the same fields after.
 */
export function MailModelEditor({
  model,
  save,
  onSaved,
  submitLabel,
  successMessage,
  lang: tab,
  onLangChange,
  readOnly = false,
  notice,
  actions,
  area = 'admin',
}: MailModelEditorProps) {
  const t = useMailModelsT();
  const to = useLocalePath();
  const isTranslation = (lang: Lang) => lang !== model.sourceLang;
  const screenLang = useLang();
  const [contents, setContents] = useState<Contents>(() => ({ fr_FR: { ...model.fr_FR }, en_US: { ...model.en_US } }));
  const [enabled, setEnabled] = useState(model.enabled);
  const [modes, setModes] = useState<Record<Lang, BodyMode>>(() => ({
    fr_FR: richEditorKeeps(model.fr_FR.html) ? 'rich' : 'source',
    en_US: richEditorKeeps(model.en_US.html) ? 'rich' : 'source',
  }));
  const [touched, setTouched] = useState<Set<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [server, setServer] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const subjects = useRef<Partial<Record<Lang, HTMLInputElement | null>>>({});
  const bodies = useRef<Partial<Record<Lang, Insertable | null>>>({});
  const target = useRef<Field>('html');

  // The shared rules with the mail's own variables, in the screen's language.
  const problems = useMemo(
    () => mailModelProblems(bodyOf(model, contents, area), model.variables, [model.sourceLang]),
    [contents, model, area],
  );
  const ruleErrors: FieldErrors = Object.fromEntries(
    Object.entries(problems).map(([path, keys]) => [path, keys.map((key) => translate(key, screenLang)).join(' ')]),
  );
  const errorOf = (path: string): string | undefined =>
    server[path] ?? (submitted || touched.has(path) ? ruleErrors[path] : undefined);
  const langHasError = (lang: Lang) => Boolean(errorOf(fieldPath(lang, 'subject')) ?? errorOf(fieldPath(lang, 'html')));

  const change = (lang: Lang, field: Field, value: string) => {
    setContents((current) => ({ ...current, [lang]: { ...current[lang], [field]: value } }));
    const path = fieldPath(lang, field);
    setTouched((current) => (current.has(path) ? current : new Set(current).add(path)));
    setServer((current) => {
      if (!(path in current)) return current;
      const next = { ...current };
      delete next[path];
      return next;
    });
  };

  const insert = (tag: string) => {
    if (target.current === 'subject') {
      const input = subjects.current[tab];
      if (input) insertAt(input, tag, (value) => change(tab, 'subject', value));
    } else bodies.current[tab]?.insert(tag);
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setFormError(null);
    if (Object.keys(problems).length > 0) {
      const first = langs.find((lang) => problems[fieldPath(lang, 'subject')] ?? problems[fieldPath(lang, 'html')]);
      if (first && first !== tab) onLangChange(first);
      return;
    }
    setSubmitting(true);
    try {
      const saved = await save({ enabled, ...bodyOf(model, contents, area) });
      toast('success', successMessage);
      onSaved(saved);
    } catch (error) {
      if (isRequestDropped(error)) return;
      const message = errorMessage(error, t('error.generic'));
      const fields = isApiError(error) ? serverErrors(error.fieldErrors) : {};
      setServer(fields);
      const shown = Object.keys(fields).filter(
        (path) => /^(fr_FR|en_US)\.(subject|html)$/.test(path) || path === 'enabled',
      );
      setFormError(shown.length === Object.keys(fields).length && shown.length > 0 ? null : message);
      const first = langs.find((lang) => fields[fieldPath(lang, 'subject')] ?? fields[fieldPath(lang, 'html')]);
      if (first && first !== tab) onLangChange(first);
      toast('error', message);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate data-testid="mail-model-editor">
      <Stack gap="md">
        {notice}
        {formError && (
          <Alert color="red" data-testid="mail-model-form-error">
            {formError}
          </Alert>
        )}
        <Paper withBorder p="md">
          <Stack gap="sm">
            <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
              <Switch
                label={t('mailModels.editor.enabled')}
                description={model.required ? t('mailModels.editor.requiredHelp') : t('mailModels.editor.enabledHelp')}
                checked={enabled}
                disabled={readOnly || model.required}
                onChange={(event) => setEnabled(event.currentTarget.checked)}
                error={server.enabled}
                data-testid="mail-model-enabled"
              />
              {!readOnly && (
                <Group gap="sm">
                  {actions}
                  <Button type="submit" loading={submitting} onMouseDown={keepFieldFocus} data-testid="mail-model-save">
                    {submitLabel}
                  </Button>
                </Group>
              )}
            </Group>
            <Tabs value={tab} onChange={(value) => value && onLangChange(value as Lang)} keepMounted={false}>
              <Tabs.List>
                {langs.map((lang) => (
                  <Tabs.Tab
                    key={lang}
                    value={lang}
                    c={langHasError(lang) ? 'red' : undefined}
                    data-testid={`mail-lang-${lang}`}
                  >
                    {langHasError(lang)
                      ? t('mailModels.editor.tabWithErrors', { lang: t(`mailModels.langs.${lang}`) })
                      : t(`mailModels.langs.${lang}`)}
                  </Tabs.Tab>
                ))}
              </Tabs.List>
              {langs.map((lang) => (
                <Tabs.Panel key={lang} value={lang} pt="sm">
                  {isTranslation(lang) && (
                    <Alert color="blue" mb="sm" data-testid={`mail-translation-notice-${lang}`}>
                      {t('mailModels.editor.translationNotice', { source: t(`mailModels.langs.${model.sourceLang}`) })}{' '}
                      <Anchor
                        component={Link}
                        to={to(`${area === 'superAdmin' ? '/superAdmin' : ''}/translation/${lang}?kind=mailModel`)}
                        data-testid={`mail-translation-link-${lang}`}
                      >
                        {t('mailModels.editor.openTranslations')}
                      </Anchor>
                    </Alert>
                  )}
                  <Grid gap="md">
                    <Grid.Col span={{ base: 12, lg: 8 }}>
                      <Stack gap="sm">
                        <TextInput
                          ref={(element) => {
                            subjects.current[lang] = element;
                          }}
                          label={t('mailModels.editor.subject')}
                          value={contents[lang].subject}
                          onChange={(event) => change(lang, 'subject', event.currentTarget.value)}
                          onFocus={() => {
                            target.current = 'subject';
                          }}
                          readOnly={readOnly || isTranslation(lang)}
                          error={errorOf(fieldPath(lang, 'subject'))}
                          withAsterisk
                          data-testid={`mail-subject-${lang}`}
                        />
                        <MailBodyField
                          key={`${lang}-${modes[lang]}`}
                          ref={(handle) => {
                            bodies.current[lang] = handle;
                          }}
                          label={t('mailModels.editor.body')}
                          value={contents[lang].html}
                          onChange={(html) => change(lang, 'html', html)}
                          mode={modes[lang]}
                          onModeChange={(mode) => setModes((current) => ({ ...current, [lang]: mode }))}
                          onFocus={() => {
                            target.current = 'html';
                          }}
                          error={errorOf(fieldPath(lang, 'html'))}
                          readOnly={readOnly || isTranslation(lang)}
                          testId={`mail-body-${lang}`}
                        />
                      </Stack>
                    </Grid.Col>
                    <Grid.Col span={{ base: 12, lg: 4 }}>
                      <MailVariablesPanel
                        variables={model.variables}
                        onInsert={insert}
                        disabled={readOnly || isTranslation(lang)}
                        height={470}
                      />
                    </Grid.Col>
                  </Grid>
                </Tabs.Panel>
              ))}
            </Tabs>
          </Stack>
        </Paper>
        <MailRenderPreview
          mailKey={model.key}
          lang={tab}
          subject={contents[tab].subject}
          html={contents[tab].html}
          variables={model.variables}
        />
      </Stack>
    </form>
  );
}
