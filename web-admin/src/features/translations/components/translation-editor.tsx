import { useState } from 'react';
import { Alert, Button, Drawer, Group, Paper, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import type { TranslationView } from '@cellar/shared/translations/translation';
import { ConfirmDialog } from '../../../components/kit/confirm-dialog.tsx';
import type { FieldErrors } from '../../../components/kit/field-errors.ts';
import { RichTextInput } from '../../../components/kit/rich-text-input.tsx';
import { useFormSave } from '../../../components/kit/save-form.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { SourceHtml } from './source-html.tsx';
import { TranslationStatusBadge } from './status-badge.tsx';
import { useTranslationsT } from './translations-text.ts';
import { unitWhat } from './unit-text.ts';

export interface EditorMoves {
  /** The unit before / after in the list (undefined: none). */
  previous: (() => void) | undefined;
  next: (() => void) | undefined;
  /** "3 of 10". */
  position: string;
}

/**
 * The side-by-side editor of one unit: the source read-only on the left (rich text shown as the site shows it), the
 * translation on the right (a text area, or the rich-text editor for an html unit), its status and who wrote it. Save
 * writes the person's translation; Remove (after a confirmation) empties it: the unit is missing again.
 */
export function TranslationEditor({
  unit,
  langLabel,
  save,
  onSaved,
  moves,
  onClose,
}: {
  unit: TranslationView;
  langLabel: string;
  save: (text: string) => Promise<TranslationView>;
  onSaved: (saved: TranslationView, removed: boolean) => void;
  moves: EditorMoves;
  onClose: () => void;
}) {
  const t = useTranslationsT();
  const [text, setText] = useState(unit.text ?? '');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [confirmRemove, setConfirmRemove] = useState(false);
  const saving = useFormSave<string, TranslationView>(
    {
      send: save,
      success: (_saved, sent) => (sent === '' ? t('translations.editor.removed') : t('translations.editor.saved')),
      onSaved: (saved, sent) => {
        setConfirmRemove(false);
        onSaved(saved, sent === '');
      },
      fields: ['text'],
      messageAbove: 'unplaced',
    },
    setErrors,
  );
  const edit = (value: string) => {
    setText(value);
    if (errors.text) setErrors({});
  };
  const by = unit.by ? t(`translations.authors.${unit.by}`) : null;
  return (
    <Drawer
      opened
      onClose={onClose}
      position="right"
      size="min(1100px, 100%)"
      title={t('translations.editor.title', { what: unitWhat(t, unit) })}
      data-testid="translation-editor"
    >
      <Stack gap="md">
        <Group justify="space-between">
          <Group gap="sm">
            <TranslationStatusBadge status={unit.status} />
            {by && (
              <Text size="sm" c="dimmed" data-testid="translation-editor-by">
                {t('translations.editor.writtenBy', { by })}
                {unit.updatedAt
                  ? ` ${t('translations.editor.updatedAt', { date: formatDateTime(unit.updatedAt) })}`
                  : ''}
              </Text>
            )}
          </Group>
          <Group gap="xs">
            <Button
              variant="default"
              size="xs"
              onClick={moves.previous}
              disabled={!moves.previous || saving.pending}
              data-testid="translation-previous"
            >
              {t('translations.editor.previous')}
            </Button>
            <Text size="sm" c="dimmed">
              {moves.position}
            </Text>
            <Button
              variant="default"
              size="xs"
              onClick={moves.next}
              disabled={!moves.next || saving.pending}
              data-testid="translation-next"
            >
              {t('translations.editor.next')}
            </Button>
          </Group>
        </Group>
        {unit.status === 'OUTDATED' && (
          <Alert color="orange" data-testid="translation-outdated-help">
            {t('translations.editor.outdatedHelp')}
          </Alert>
        )}
        {saving.formError && (
          <Alert color="red" data-testid="translation-editor-error">
            {saving.formError}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <Stack gap={4}>
            <Text fw={500} size="sm">
              {t('translations.editor.source')}
            </Text>
            <Paper withBorder p="sm" bg="gray.0" data-testid="translation-source">
              {unit.format === 'html' ? (
                <SourceHtml html={unit.source} testId="translation-source-html" />
              ) : (
                <Text style={{ whiteSpace: 'pre-wrap' }}>{unit.source}</Text>
              )}
            </Paper>
          </Stack>
          {unit.format === 'html' ? (
            <RichTextInput
              label={t('translations.editor.translation', { lang: langLabel })}
              value={text}
              onChange={edit}
              error={errors.text}
              testId="translation-text"
              minHeight={200}
              follow
            />
          ) : (
            <Textarea
              label={t('translations.editor.translation', { lang: langLabel })}
              value={text}
              onChange={(event) => edit(event.currentTarget.value)}
              error={errors.text}
              rows={6}
              data-testid="translation-text"
            />
          )}
        </SimpleGrid>
        <Group justify="space-between">
          <Button variant="light" onClick={() => edit(unit.source)} data-testid="translation-copy-source">
            {t('translations.editor.copySource')}
          </Button>
          <Group gap="sm">
            {unit.text !== null && (
              <Button
                variant="subtle"
                color="red"
                onClick={() => setConfirmRemove(true)}
                disabled={saving.pending}
                data-testid="translation-remove"
              >
                {t('translations.editor.remove')}
              </Button>
            )}
            <Button onClick={() => saving.run(text)} loading={saving.pending} data-testid="translation-save">
              {t('translations.editor.save')}
            </Button>
          </Group>
        </Group>
      </Stack>
      <ConfirmDialog
        opened={confirmRemove}
        title={t('translations.editor.removeTitle')}
        message={t('translations.editor.removeConfirm')}
        confirmLabel={t('translations.editor.remove')}
        busy={saving.pending}
        onCancel={() => setConfirmRemove(false)}
        onConfirm={() => saving.run('')}
      />
    </Drawer>
  );
}
