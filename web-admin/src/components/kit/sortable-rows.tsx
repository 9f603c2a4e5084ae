import type { ReactNode } from 'react';
import { Group, Paper, Stack } from '@mantine/core';
import { closestCenter, DndContext, type DragEndEvent } from '@dnd-kit/core';
import { arrayMove, SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { SortHandle, useSortSensors } from './sort-handle.tsx';

export interface SortableRowsProps<T> {
  items: readonly T[];
  rowId: (item: T) => number;
  /** The handle's name: "Move Gift wrapping". */
  handleLabel: (item: T) => string;
  /** A drop: the item and its new 0-based place; the list shows the new order at once (`items` as given after). */
  onMove: (item: T, position: number, reordered: T[]) => void;
  /** Handles off (a move being saved). */
  disabled?: boolean;
  /** The row's content, right of its handle. */
  children: (item: T) => ReactNode;
  testId: string;
}

function Row<T>({
  item,
  id,
  label,
  disabled,
  children,
  testId,
}: {
  item: T;
  id: number;
  label: string;
  disabled: boolean;
  children: (item: T) => ReactNode;
  testId: string;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition } = useSortable({ id });
  return (
    <Paper
      ref={setNodeRef}
      withBorder
      p="xs"
      style={{ transform: transform ? `translate3d(0, ${transform.y}px, 0)` : undefined, transition }}
      data-testid={`${testId}-row-${id}`}
    >
      <Group wrap="nowrap" gap="sm">
        <SortHandle
          handle={{ listeners, attributes, setActivatorNodeRef }}
          label={label}
          disabled={disabled}
          testId={`${testId}-handle-${id}`}
          size="sm"
        />
        {children(item)}
      </Group>
    </Paper>
  );
}

/**
 * A short list ordered by drag and drop (@dnd-kit: pointer on the handle, or keyboard: Space, arrows, Space), for
 * lists that are not tables: a customization's values, a product's customizations.
 */
export function SortableRows<T>({
  items,
  rowId,
  handleLabel,
  onMove,
  disabled,
  children,
  testId,
}: SortableRowsProps<T>) {
  const sensors = useSortSensors();
  const ids = items.map(rowId);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(Number(active.id));
    const to = ids.indexOf(Number(over.id));
    if (from < 0 || to < 0) return;
    onMove(items[from]!, to, arrayMove([...items], from, to));
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <Stack gap={6} data-testid={testId}>
          {items.map((item) => (
            <Row
              key={rowId(item)}
              item={item}
              id={rowId(item)}
              label={handleLabel(item)}
              disabled={disabled ?? false}
              testId={testId}
            >
              {children}
            </Row>
          ))}
        </Stack>
      </SortableContext>
    </DndContext>
  );
}
