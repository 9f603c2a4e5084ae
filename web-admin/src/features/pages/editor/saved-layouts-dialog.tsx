import { useState } from 'react';
import { Button, Group, Modal, Paper, Select, Stack, Text } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { LayoutType } from '@cellar/shared/pages/page-document';
import { useApi } from '../../../lib/api/api-context.tsx';
import { errorMessage } from '../../../lib/api/errors.ts';
import { copySavedLayout, layoutTagsQuery, savedLayoutsQuery } from '../api/page-editor-api.ts';
import { useEditorT } from './editor-text.ts';
import { LayoutSchematic } from './add-layout-menu.tsx';
import { freshLayout } from './layout-factory.ts';
import { toEditorLayout, type EditorLayout } from './page-doc.ts';

/**
 * "Insert a saved layout": the site's tagged layouts (`GET /admin/page/layout`, by tag), each inserted as a copy
 * (`GET /admin/page/layout/{id}/copy`) with fresh keys and no server ids.
 */
export function SavedLayoutsDialog({
  onInsert,
  onClose,
}: {
  onInsert: (layout: EditorLayout) => void;
  onClose: () => void;
}) {
  const t = useEditorT();
  const api = useApi();
  const [tag, setTag] = useState<string | null>(null);
  const tags = useQuery(layoutTagsQuery(api));
  const layouts = useQuery(savedLayoutsQuery(api, tag));
  const [problem, setProblem] = useState<string | null>(null);
  const copy = useMutation({
    mutationFn: (layoutId: number) => copySavedLayout(api, layoutId),
    onSuccess: ({ layout }) => onInsert(freshLayout(toEditorLayout(layout))),
    onError: (error) => setProblem(errorMessage(error, t('editor.saved.copyFailed'))),
  });
  const list = layouts.data?.layouts ?? [];
  return (
    <Modal opened onClose={onClose} size="lg" title={t('editor.saved.title')} data-testid="saved-layouts">
      <Stack gap="sm">
        <Select
          label={t('editor.saved.tag')}
          placeholder={t('editor.saved.allTags')}
          clearable
          data={tags.data?.tags ?? []}
          value={tag}
          onChange={setTag}
          data-testid="saved-layouts-tag"
        />
        {problem && (
          <Text size="sm" c="red" data-testid="saved-layouts-problem">
            {problem}
          </Text>
        )}
        {layouts.isPending && <Text size="sm">{t('common.loading')}</Text>}
        {layouts.isError && (
          <Text size="sm" c="red" data-testid="saved-layouts-error">
            {errorMessage(layouts.error, t('editor.saved.failed'))}
          </Text>
        )}
        {layouts.isSuccess && list.length === 0 && (
          <Text size="sm" c="dimmed" data-testid="saved-layouts-empty">
            {t('editor.saved.empty')}
          </Text>
        )}
        {list.map((saved) => (
          <Paper key={saved.id} withBorder p="xs" radius="sm" data-testid={`saved-layout-${saved.id}`}>
            <Group justify="space-between" wrap="nowrap">
              <Group gap="sm" wrap="nowrap">
                <LayoutSchematic type={saved.type as LayoutType} />
                <Stack gap={0}>
                  <Text size="sm" fw={600}>
                    {t('editor.saved.from', {
                      type: t(`editor.layoutTypes.${saved.type as LayoutType}`),
                      page: saved.pageTitle,
                    })}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {saved.tags.join(', ')}
                  </Text>
                </Stack>
              </Group>
              <Button
                size="compact-sm"
                loading={copy.isPending && copy.variables === saved.id}
                onClick={() => {
                  setProblem(null);
                  copy.mutate(saved.id);
                }}
                aria-label={t('editor.saved.insertLabel', { id: saved.id })}
                data-testid={`saved-layout-insert-${saved.id}`}
              >
                {t('editor.saved.insert')}
              </Button>
            </Group>
          </Paper>
        ))}
      </Stack>
    </Modal>
  );
}
