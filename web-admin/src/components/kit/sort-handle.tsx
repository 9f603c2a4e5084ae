import { ActionIcon } from '@mantine/core';
import {
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DraggableAttributes,
  type DraggableSyntheticListeners,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';

/** What a sortable item (`useSortable`) gives its drag handle. */
export interface SortableHandle {
  listeners: DraggableSyntheticListeners;
  attributes: DraggableAttributes;
  setActivatorNodeRef: (element: HTMLElement | null) => void;
}

/**
 * How the admin's sortable lists are moved (@dnd-kit): by pointer on a handle, or by keyboard on a focused handle
 * (space to pick up, arrows to move, space to drop, escape to cancel).
 */
export function useSortSensors() {
  return useSensors(
    // A click on a handle stays a click: dragging starts after 4 px.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
}

/** The drag handle of a sortable row: a button (so it takes the keyboard focus) named for what it moves. */
export function SortHandle({
  handle,
  label,
  disabled,
  testId,
  size,
}: {
  handle: SortableHandle | null;
  label: string;
  /** No drag (a button that cannot be pressed). */
  disabled: boolean;
  testId: string;
  size?: 'sm';
}) {
  return (
    <ActionIcon
      variant="subtle"
      color="gray"
      size={size}
      ref={handle?.setActivatorNodeRef}
      {...handle?.attributes}
      {...(disabled ? {} : handle?.listeners)}
      disabled={disabled}
      aria-label={label}
      data-testid={testId}
      style={{ cursor: disabled ? 'not-allowed' : 'grab', touchAction: 'none' }}
    >
      <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true" fill="currentColor">
        {[3, 7, 11].flatMap((y) => [
          <circle key={`a${y}`} cx="4.5" cy={y} r="1.3" />,
          <circle key={`b${y}`} cx="9.5" cy={y} r="1.3" />,
        ])}
      </svg>
    </ActionIcon>
  );
}
