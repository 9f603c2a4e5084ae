import { ActionIcon, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { closestCenter, DndContext, type DragEndEvent } from '@dnd-kit/core';
import { rectSortingStrategy, SortableContext } from '@dnd-kit/sortable';
import { DeleteIcon } from '../../../components/kit/row-icons.tsx';
import { useSortSensors } from '../../../components/kit/sort-handle.tsx';
import { CanvasHandle, CanvasMessages, canvasFrameStyle, useCanvasSortable } from './canvas-item.tsx';
import { ContentSlot } from './content-slot.tsx';
import { useEditor } from './editor-context.ts';
import { useEditorT } from './editor-text.ts';
import { gridStyle, layoutGrids, placeStyle } from './layout-grid.ts';
import type { EditorLayout } from './page-doc.ts';
import { editorAccessibility } from './sortable-setup.ts';

/**
 * One layout on the canvas: a header (drag handle, name, tags, delete) over its type's grid of places. Its contents
 * move within it by drag and drop (its own drag context: a content never leaves its layout, whose number of places
 * stays its type's).
 */
export function LayoutCard({ layout, index }: { layout: EditorLayout; index: number }) {
  const t = useEditorT();
  const { state, dispatch, errors } = useEditor();
  const sensors = useSortSensors();
  const typeName = t(`editor.layoutTypes.${layout.type}`);
  const title = t('editor.canvas.layout', { n: index + 1, type: typeName });
  const sortable = useCanvasSortable(layout.key, t('editor.dnd.layoutItem', { n: index + 1 }));
  const selected = state.selection?.kind === 'layout' && state.selection.layoutKey === layout.key;
  const messages = Object.values(errors.layouts[layout.key] ?? {});
  const testId = `layout-${index}`;
  const select = () => dispatch({ type: 'select', selection: { kind: 'layout', layoutKey: layout.key } });
  const grid = layoutGrids[layout.type];

  const onContentDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = layout.contents.findIndex((content) => content.key === active.id);
    const to = layout.contents.findIndex((content) => content.key === over.id);
    if (from >= 0 && to >= 0) dispatch({ type: 'moveContent', layoutKey: layout.key, from, to });
  };

  return (
    <Paper
      ref={sortable.setNodeRef}
      withBorder
      p="sm"
      radius="md"
      shadow={selected ? 'sm' : undefined}
      role="group"
      aria-label={title}
      data-testid={testId}
      data-selected={selected || undefined}
      data-layout-type={layout.type}
      onClick={(event) => {
        event.stopPropagation();
        select();
      }}
      style={canvasFrameStyle(sortable, { refused: messages.length > 0, selected })}
    >
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
            <CanvasHandle
              sortable={sortable}
              label={t('editor.canvas.moveLayout', { n: index + 1 })}
              testId={`${testId}-handle`}
            />
            <UnstyledButton
              onClick={(event) => {
                event.stopPropagation();
                select();
              }}
              aria-pressed={selected}
              data-testid={`${testId}-select`}
            >
              <Text fw={600} size="sm" truncate>
                {title}
              </Text>
            </UnstyledButton>
            {(layout.tags ?? []).length > 0 && (
              <Text size="xs" c="dimmed" truncate>
                {t('editor.canvas.tags', { tags: (layout.tags ?? []).join(', ') })}
              </Text>
            )}
          </Group>
          <ActionIcon
            variant="subtle"
            color="red"
            onClick={(event) => {
              event.stopPropagation();
              dispatch({ type: 'deleteLayout', layoutKey: layout.key });
            }}
            aria-label={t('editor.canvas.deleteLayout', { n: index + 1 })}
            data-testid={`${testId}-delete`}
          >
            <DeleteIcon />
          </ActionIcon>
        </Group>
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={onContentDragEnd}
          accessibility={editorAccessibility(t)}
        >
          <SortableContext items={layout.contents.map((content) => content.key)} strategy={rectSortingStrategy}>
            <div style={gridStyle(layout.type, 8)} data-testid={`${testId}-grid`}>
              {layout.contents.map((content, contentIndex) => (
                <div key={content.key} style={placeStyle(layout.type, contentIndex)}>
                  <ContentSlot
                    layout={layout}
                    layoutIndex={index}
                    content={content}
                    index={contentIndex}
                    tab={grid.tabs}
                  />
                </div>
              ))}
            </div>
          </SortableContext>
        </DndContext>
        <CanvasMessages messages={messages} testId={testId} />
      </Stack>
    </Paper>
  );
}
