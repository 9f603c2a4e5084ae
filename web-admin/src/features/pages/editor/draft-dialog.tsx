import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { DraftOffer } from './draft-storage.ts';
import { useEditorT } from './editor-text.ts';

/**
 * A draft found on opening a page: offered back ("Restore your unsaved changes?"), or, when it was made on an older
 * version of the page, offered back saying so.
 */
export function DraftDialog({
  offer,
  onRestore,
  onDiscard,
}: {
  offer: DraftOffer;
  onRestore: () => void;
  onDiscard: () => void;
}) {
  const t = useEditorT();
  const outdated = offer.kind === 'outdated';
  const savedAt = offer.draft.savedAt ? new Date(offer.draft.savedAt) : null;
  return (
    <Modal
      opened
      onClose={() => undefined}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      title={outdated ? t('editor.draft.outdatedTitle') : t('editor.draft.restoreTitle')}
      data-testid={outdated ? 'draft-outdated' : 'draft-restore'}
    >
      <Stack gap="md">
        <Text data-testid="draft-text">
          {outdated
            ? t('editor.draft.outdatedText', { draft: offer.draft.baseVersion, page: offer.pageVersion })
            : t('editor.draft.restoreText')}
        </Text>
        {savedAt && !Number.isNaN(savedAt.getTime()) && (
          <Text size="sm" c="dimmed">
            {t('editor.draft.savedAt', { date: savedAt.toLocaleString() })}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDiscard} data-testid="draft-discard">
            {t('editor.draft.discard')}
          </Button>
          <Button onClick={onRestore} data-testid={outdated ? 'draft-restore-anyway' : 'draft-restore-confirm'}>
            {outdated ? t('editor.draft.restoreAnyway') : t('editor.draft.restore')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
