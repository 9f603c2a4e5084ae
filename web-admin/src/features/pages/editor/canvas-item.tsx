import type { CSSProperties } from 'react';
import { ActionIcon, Text } from '@mantine/core';
import { useSortable } from '@dnd-kit/sortable';
import { DragHandleIcon } from './editor-icons.tsx';
import { useEditorT } from './editor-text.ts';
import { sortableStyle } from './sortable-setup.ts';

type Sortable = ReturnType<typeof useSortable>;

/** A layout or a content that moves on the canvas, announced to screen readers as `label`. */
export function useCanvasSortable(id: string, label: string): Sortable {
  const t = useEditorT();
  return useSortable({ id, data: { label }, attributes: { roleDescription: t('editor.dnd.roleDescription') } });
}

/**
 * The frame of a layout or a content on the canvas: where it is moving, red when the last save refused it, thicker and
 * in the primary colour when selected.
 */
export function canvasFrameStyle(sortable: Sortable, { refused, selected }: { refused: boolean; selected: boolean }) {
  const style: CSSProperties = {
    ...sortableStyle(sortable.transform, sortable.transition, sortable.isDragging),
    borderColor: refused ? 'var(--mantine-color-red-6)' : selected ? 'var(--mantine-primary-color-filled)' : undefined,
    borderWidth: selected ? 2 : undefined,
  };
  return style;
}

/** The handle that moves a layout or a content (pointer, or keyboard once focused), named for what it moves. */
export function CanvasHandle({
  sortable,
  label,
  testId,
  size,
}: {
  sortable: Sortable;
  label: string;
  testId: string;
  size?: 'sm';
}) {
  return (
    <ActionIcon
      ref={sortable.setActivatorNodeRef}
      variant="subtle"
      color="gray"
      size={size}
      {...sortable.attributes}
      {...sortable.listeners}
      aria-label={label}
      data-testid={testId}
      style={{ cursor: 'grab', touchAction: 'none' }}
    >
      <DragHandleIcon />
    </ActionIcon>
  );
}

/** What the last save refused of a layout or a content, under it (`<testId>-errors`); nothing when it refused none. */
export function CanvasMessages({ messages, testId }: { messages: string[]; testId: string }) {
  if (messages.length === 0) return null;
  return (
    <Text size="xs" c="red" data-testid={`${testId}-errors`}>
      {messages.join(' ')}
    </Text>
  );
}
