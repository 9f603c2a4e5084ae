import { useMemo } from 'react';
import { Alert, Group, Loader, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Lang } from '@cellar/shared/i18n/lang';
import type { MailKey } from '@cellar/shared/mail/mail-keys';
import { htmlProblems, subjectProblems } from '@cellar/shared/mail/mail-models';
import { useApi } from '../../../lib/api/api-context.tsx';
import { errorMessage, isApiError } from '../../../lib/api/errors.ts';
import { mailRenderQuery, type MailVariableView } from '../api/mail-models-api.ts';
import { useMailModelsT } from './mail-models-text.ts';

export interface MailRenderPreviewProps {
  mailKey: MailKey;
  lang: Lang;
  subject: string;
  html: string;
  /** The mail's variables: a text the shared rules refuse is not sent (the editor says why under its fields). */
  variables: readonly MailVariableView[];
}

/**
 * The text being edited as the mail would look (`POST /admin/mail/model/render` with the variables'
 * samples, asked once typing pauses): the subject, the HTML in the mail layout in a sandboxed frame
 * from `srcdoc` (no script, no form, no navigation of this window), and the text part in a tab.
 */
export function MailRenderPreview({ mailKey, lang, subject, html, variables }: MailRenderPreviewProps) {
  const t = useMailModelsT();
  const api = useApi();
  const typed = useMemo(() => ({ key: mailKey, lang, subject, html }), [mailKey, lang, subject, html]);
  const [body] = useDebouncedValue(typed, 400);
  // Judged on the text the call would send (the debounced one), never on a newer one.
  const blocked = useMemo(
    () => subjectProblems(body.subject, variables).length > 0 || htmlProblems(body.html, variables).length > 0,
    [body, variables],
  );
  const render = useQuery({ ...mailRenderQuery(api, body, !blocked), placeholderData: keepPreviousData });
  const serverProblems =
    render.isError && isApiError(render.error) ? Object.values(render.error.fieldErrors).flat() : [];
  return (
    <Paper withBorder p="sm" data-testid="mail-render-preview">
      <Group justify="space-between" mb={4}>
        <Title order={4}>{t('mailModels.preview.title')}</Title>
        {render.isFetching && <Loader size="xs" aria-label={t('mailModels.preview.loading')} />}
      </Group>
      <Text size="xs" c="dimmed" mb="xs">
        {t('mailModels.preview.help')}
      </Text>
      {blocked ? (
        <Alert color="orange" data-testid="mail-render-blocked">
          {t('mailModels.preview.blocked')}
        </Alert>
      ) : render.isError ? (
        <Alert color="red" title={t('mailModels.preview.failed')} data-testid="mail-render-error">
          {serverProblems.length > 0 ? serverProblems.join(' ') : errorMessage(render.error, t('error.generic'))}
        </Alert>
      ) : !render.data ? (
        <Text size="sm" c="dimmed" data-testid="mail-render-loading">
          {t('mailModels.preview.loading')}
        </Text>
      ) : (
        <Stack gap={6}>
          <Group gap="xs" wrap="nowrap" align="baseline">
            <Text size="sm" c="dimmed">
              {t('mailModels.preview.subject')}
            </Text>
            <Text size="sm" fw={600} data-testid="mail-render-subject">
              {render.data.subject}
            </Text>
          </Group>
          <Tabs defaultValue="html" keepMounted={false}>
            <Tabs.List>
              <Tabs.Tab value="html" data-testid="mail-render-tab-html">
                {t('mailModels.preview.html')}
              </Tabs.Tab>
              <Tabs.Tab value="text" data-testid="mail-render-tab-text">
                {t('mailModels.preview.text')}
              </Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="html" pt="xs">
              <iframe
                title={t('mailModels.preview.frame')}
                sandbox=""
                srcDoc={render.data.html}
                data-testid="mail-render-frame"
                style={{
                  width: '100%',
                  height: 460,
                  border: '1px solid var(--mantine-color-gray-3)',
                  borderRadius: 4,
                  background: 'white',
                }}
              />
            </Tabs.Panel>
            <Tabs.Panel value="text" pt="xs">
              <Paper bg="var(--mantine-color-gray-0)" p="sm" mah={460} style={{ overflow: 'auto' }}>
                <Text
                  component="pre"
                  size="xs"
                  ff="monospace"
                  style={{ whiteSpace: 'pre-wrap', margin: 0 }}
                  data-testid="mail-render-text"
                >
                  {render.data.text}
                </Text>
              </Paper>
            </Tabs.Panel>
          </Tabs>
        </Stack>
      )}
    </Paper>
  );
}
