import type { CSSProperties } from 'react';
import type { Active, Announcements, Over, ScreenReaderInstructions } from '@dnd-kit/core';
import type { EditorT } from './editor-text.ts';

/** The name of a dragged item (its sortable's `data.label`). */
const labelOf = (item: Active | Over | null) => String(item?.data.current?.label ?? item?.id ?? '');
/** The 1-based position of the place an item is over (its sortable's index). */
const positionOf = (item: Over | null) => {
  const index = (item?.data.current?.sortable as { index?: number } | undefined)?.index;
  return index === undefined ? '' : String(index + 1);
};

/**
 * What the canvas's drag and drop (pointer or keyboard, `useSortSensors` of the kit) tells screen readers, in the
 * screen's language.
 */
export function editorAccessibility(t: EditorT): {
  announcements: Announcements;
  screenReaderInstructions: ScreenReaderInstructions;
} {
  return {
    screenReaderInstructions: { draggable: t('editor.dnd.instructions') },
    announcements: {
      onDragStart: ({ active }) => t('editor.dnd.pickedUp', { item: labelOf(active) }),
      onDragOver: ({ active, over }) =>
        over ? t('editor.dnd.over', { item: labelOf(active), position: positionOf(over) }) : undefined,
      onDragEnd: ({ active, over }) =>
        over ? t('editor.dnd.dropped', { item: labelOf(active), position: positionOf(over) }) : undefined,
      onDragCancel: ({ active }) => t('editor.dnd.cancelled', { item: labelOf(active) }),
    },
  };
}

/** The style of a sortable item while it moves. */
export function sortableStyle(
  transform: { x: number; y: number } | null,
  transition: string | undefined,
  dragging: boolean,
) {
  const style: CSSProperties = {
    transform: transform ? `translate3d(${transform.x}px, ${transform.y}px, 0)` : undefined,
    transition,
    position: 'relative',
    zIndex: dragging ? 2 : undefined,
    opacity: dragging ? 0.85 : undefined,
  };
  return style;
}
