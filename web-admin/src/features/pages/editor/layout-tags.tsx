import { useState } from 'react';
import { Button, Fieldset, Group, Stack, TagsInput, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { translate } from '@cellar/shared/i18n/messages';
import { pageLimits } from '@cellar/shared/pages/page-document';
import { useApi } from '../../../lib/api/api-context.tsx';
import { errorMessage } from '../../../lib/api/errors.ts';
import { useLang } from '../../../lib/i18n/lang.ts';
import { saveLayoutTags, savedLayoutKeys } from '../api/page-editor-api.ts';
import { useEditor } from './editor-context.ts';
import { changeLayout } from './editor-operations.ts';
import { useEditorT } from './editor-text.ts';
import type { EditorLayout } from './page-doc.ts';

/**
 * A layout's tags: a tagged layout of a saved page can be inserted in other pages ("Insert a saved layout"). They
 * are part of the page (saved with it) and, for a layout the server knows, can be saved at once
 * (`PUT /admin/page/{pageId}/layout/{layoutId}/tags`).
 */
export function LayoutTags({ layout }: { layout: EditorLayout }) {
  const t = useEditorT();
  const lang = useLang();
  const api = useApi();
  const queryClient = useQueryClient();
  const { dispatch, pageId } = useEditor();
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const tags = layout.tags ?? [];
  const layoutId = layout.id ?? null;
  const save = useMutation({
    mutationFn: () => saveLayoutTags(api, pageId!, layoutId!, tags),
    onSuccess: async () => {
      setStatus({ ok: true, text: translate('page.tagsSaved', lang) });
      await queryClient.invalidateQueries({ queryKey: savedLayoutKeys.all });
    },
    onError: (error) => setStatus({ ok: false, text: errorMessage(error, t('editor.tags.failed')) }),
  });
  return (
    <Fieldset legend={t('editor.tags.label')} p="xs" data-testid="layout-tags-group">
      <Stack gap="xs">
        <TagsInput
          size="xs"
          aria-label={t('editor.tags.label')}
          description={t('editor.tags.help')}
          value={tags}
          maxTags={pageLimits.tags}
          onChange={(next) => {
            setStatus(null);
            dispatch({
              type: 'change',
              recipe: changeLayout(layout.key, (draft) => {
                draft.tags = next.map((tag) => tag.trim().slice(0, 40)).filter((tag) => tag !== '');
              }),
            });
          }}
          data-testid="layout-tags"
        />
        {pageId !== null && layoutId !== null ? (
          <Group gap="xs">
            <Button
              size="compact-xs"
              variant="light"
              loading={save.isPending}
              onClick={() => save.mutate()}
              data-testid="layout-tags-save"
            >
              {t('editor.tags.save')}
            </Button>
            {status && (
              <Text size="xs" c={status.ok ? 'green' : 'red'} data-testid="layout-tags-status">
                {status.text}
              </Text>
            )}
          </Group>
        ) : (
          <Text size="xs" c="dimmed">
            {t('editor.tags.notSaved')}
          </Text>
        )}
      </Stack>
    </Fieldset>
  );
}
