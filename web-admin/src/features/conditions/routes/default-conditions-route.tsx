import { useState, type MouseEvent } from 'react';
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { defaultConditionsInputSchema, type DefaultConditionsView } from '@cellar/shared/site/conditions';
import { legalDocuments, type LegalDocument } from '@cellar/shared/site/legal-info';
import { useApi } from '../../../lib/api/api-context.tsx';
import { errorMessage, isApiError, isRequestDropped } from '../../../lib/api/errors.ts';
import { useLang } from '../../../lib/i18n/lang.ts';
import { toast } from '../../../lib/toast.ts';
import { PageLoader } from '../../../components/page-loader.tsx';
import { schemaErrorsByPath, serverErrors, type FieldErrors } from '../../../components/kit/field-errors.ts';
import {
  conditionsKeys,
  loadDefaultConditions,
  saveDefaultConditions,
  type DefaultConditionsBody,
} from '../api/conditions-api.ts';
import { TextsEditor, type TextValues } from '../components/texts-editor.tsx';
import { useConditionsT } from '../components/conditions-text.ts';

const keepFieldFocus = (event: MouseEvent) => event.preventDefault();
const blankToNull = (html: string): string | null => (html.trim() === '' ? null : html);

function DefaultsForm({
  view,
  onSaved,
}: {
  view: DefaultConditionsView;
  onSaved: (view: DefaultConditionsView) => void;
}) {
  const t = useConditionsT();
  const lang = useLang();
  const api = useApi();
  const [texts, setTexts] = useState<Record<LegalDocument, TextValues>>(() => ({
    salesConditions: { fr_FR: view.salesConditions.fr_FR ?? '', en_US: view.salesConditions.en_US ?? '' },
    legalNotice: { fr_FR: view.legalNotice.fr_FR ?? '', en_US: view.legalNotice.en_US ?? '' },
  }));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const of = (document: LegalDocument) => ({
      fr_FR: blankToNull(texts[document].fr_FR),
      en_US: blankToNull(texts[document].en_US),
    });
    const body: DefaultConditionsBody = { salesConditions: of('salesConditions'), legalNotice: of('legalNotice') };
    const found = schemaErrorsByPath(defaultConditionsInputSchema, body, lang);
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0) return;
    setSubmitting(true);
    try {
      const saved = await saveDefaultConditions(api, body);
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
    <form onSubmit={(event) => void submit(event)} noValidate data-testid="default-conditions-form">
      <Stack gap="lg">
        {formError && (
          <Alert color="red" data-testid="conditions-form-error">
            {formError}
          </Alert>
        )}
        {legalDocuments.map((document) => (
          <Paper key={document} withBorder p="lg" data-testid={`document-${document}`}>
            <Stack gap="md">
              <Title order={3}>{t(`conditions.documents.${document}`)}</Title>
              <TextsEditor
                document={document}
                values={texts[document]}
                onChange={(l, html) =>
                  setTexts((current) => ({ ...current, [document]: { ...current[document], [l]: html } }))
                }
                errors={errors}
                version={0}
              />
            </Stack>
          </Paper>
        ))}
        <Group justify="flex-end">
          <Button type="submit" loading={submitting} onMouseDown={keepFieldFocus} data-testid="form-submit">
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** `/superAdmin/defaults/conditions`: the default sales conditions and legal notice every site without its own shows
 * (site 0, docs/legal.md). */
export function DefaultConditionsRoute() {
  const t = useConditionsT();
  const api = useApi();
  const queryClient = useQueryClient();
  const defaults = useQuery({
    queryKey: conditionsKeys.defaults,
    queryFn: ({ signal }) => loadDefaultConditions(api, signal),
  });
  if (defaults.isPending) return <PageLoader />;
  if (defaults.isError) {
    return (
      <Alert color="red" title={t('conditions.loadError')} data-testid="conditions-load-error">
        {errorMessage(defaults.error, t('error.generic'))}
      </Alert>
    );
  }
  return (
    <Stack gap="lg" maw={960} data-testid="default-conditions-screen">
      <Title order={2}>{t('conditions.defaultsTitle')}</Title>
      <Text size="sm" c="dimmed">
        {t('conditions.defaultsHelp')}
      </Text>
      <DefaultsForm
        key={defaults.data.updatedAt ?? 'new'}
        view={defaults.data}
        onSaved={(saved) => queryClient.setQueryData(conditionsKeys.defaults, saved)}
      />
    </Stack>
  );
}
