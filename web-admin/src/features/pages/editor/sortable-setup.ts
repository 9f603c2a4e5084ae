import type { CSSProperties } from 'react';
import {
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Active,
  type Announcements,
  type Over,
  type ScreenReaderInstructions,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import type { EditorT } from './editor-text.ts';

/**
 * Drag and drop of the canvas (@dnd-kit): by pointer on a handle, or by keyboard on a focused handle (space to pick
 * up, arrows to move, space to drop, escape to cancel), announced to screen readers in the screen's language.
 */
export function useEditorSensors() {
  return useSensors(
    // A click on a handle stays a click: dragging starts after 4 px.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
}

/** The name of a dragged item (its sortable's `data.label`). */
const labelOf = (item: Active | Over | null) => String(item?.data.current?.label ?? item?.id ?? '');
/** The 1-based position of the place an item is over (its sortable's index). */
const positionOf = (item: Over | null) => {
  const index = (item?.data.current?.sortable as { index?: number } | undefined)?.index;
  return index === undefined ? '' : String(index + 1);
};

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
