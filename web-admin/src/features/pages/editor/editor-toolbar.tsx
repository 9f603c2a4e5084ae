import { ActionIcon, Badge, Button, Group, SegmentedControl, Tooltip } from '@mantine/core';
import type { LayoutType } from '@cellar/shared/pages/page-document';
import { AddLayoutMenu } from './add-layout-menu.tsx';
import { UndoIcon } from './editor-icons.tsx';
import { useEditorT } from './editor-text.ts';

export type PreviewMode = 'side' | 'hidden';
export type SaveState = 'new' | 'unsaved' | 'saved';

export interface EditorToolbarProps {
  canUndo: boolean;
  canRedo: boolean;
  onUndo: () => void;
  onRedo: () => void;
  layoutCount: number;
  onAddLayout: (type: LayoutType) => void;
  onInsertSaved: () => void;
  canCopy: boolean;
  onCopy: () => void;
  /** What the clipboard holds (the paste button says it), or null. */
  clipboard: 'layout' | 'content' | null;
  onPaste: () => void;
  onPageInfo: () => void;
  onDetails: () => void;
  preview: PreviewMode;
  onPreview: (mode: PreviewMode) => void;
  saveState: SaveState;
  isNew: boolean;
  saving: boolean;
  onSave: () => void;
}

/** The editor's tools: history, layouts, copy and paste, page information, preview, and publish or save. */
export function EditorToolbar(props: EditorToolbarProps) {
  const t = useEditorT();
  const statusLabel = {
    new: t('editor.toolbar.notPublished'),
    unsaved: t('editor.toolbar.unsaved'),
    saved: t('editor.toolbar.saved'),
  }[props.saveState];
  return (
    <Group
      justify="space-between"
      gap="xs"
      role="toolbar"
      aria-label={t('editor.toolbar.label')}
      data-testid="editor-toolbar"
    >
      <Group gap="xs">
        <Tooltip label={t('editor.toolbar.undo')}>
          <ActionIcon
            variant="default"
            size="lg"
            disabled={!props.canUndo}
            onClick={props.onUndo}
            aria-label={t('editor.toolbar.undo')}
            data-testid="undo"
          >
            <UndoIcon />
          </ActionIcon>
        </Tooltip>
        <Tooltip label={t('editor.toolbar.redo')}>
          <ActionIcon
            variant="default"
            size="lg"
            disabled={!props.canRedo}
            onClick={props.onRedo}
            aria-label={t('editor.toolbar.redo')}
            data-testid="redo"
          >
            <UndoIcon redo />
          </ActionIcon>
        </Tooltip>
        <AddLayoutMenu count={props.layoutCount} onAdd={props.onAddLayout} />
        <Button variant="default" onClick={props.onInsertSaved} data-testid="insert-saved-layout">
          {t('editor.toolbar.insertSaved')}
        </Button>
        <Button variant="default" disabled={!props.canCopy} onClick={props.onCopy} data-testid="copy">
          {t('editor.toolbar.copy')}
        </Button>
        <Button
          variant="default"
          disabled={props.clipboard === null}
          onClick={props.onPaste}
          data-testid="paste"
          data-clipboard={props.clipboard ?? undefined}
          title={props.clipboard ? t(`editor.toolbar.clipboard.${props.clipboard}`) : undefined}
        >
          {t('editor.toolbar.paste')}
        </Button>
      </Group>
      <Group gap="xs">
        <Button variant="default" onClick={props.onPageInfo} data-testid="open-page-info">
          {t('editor.toolbar.pageInfo')}
        </Button>
        <Button variant="subtle" onClick={props.onDetails} data-testid="open-page-details">
          {t('editor.toolbar.details')}
        </Button>
        <SegmentedControl
          size="xs"
          aria-label={t('editor.toolbar.preview')}
          value={props.preview}
          onChange={(mode) => props.onPreview(mode as PreviewMode)}
          data={[
            { value: 'side', label: t('editor.toolbar.previewSide') },
            { value: 'hidden', label: t('editor.toolbar.previewHidden') },
          ]}
          data-testid="preview-toggle"
        />
        <Badge
          variant="light"
          color={props.saveState === 'saved' ? 'green' : 'orange'}
          data-testid="save-status"
          data-state={props.saveState}
        >
          {statusLabel}
        </Badge>
        <Button
          onClick={props.onSave}
          loading={props.saving}
          data-testid="save-page"
          data-action={props.isNew ? 'publish' : 'save'}
        >
          {props.isNew ? t('editor.toolbar.publish') : t('editor.toolbar.save')}
        </Button>
      </Group>
    </Group>
  );
}
