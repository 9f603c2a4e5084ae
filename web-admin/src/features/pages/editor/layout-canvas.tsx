import { Stack, Text } from '@mantine/core';
import { closestCenter, DndContext, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useSortSensors } from '../../../components/kit/sort-handle.tsx';
import { useEditor } from './editor-context.ts';
import { useEditorT } from './editor-text.ts';
import { LayoutCard } from './layout-card.tsx';
import { editorAccessibility } from './sortable-setup.ts';

/** The canvas: the page's layouts in order, moved by drag and drop; a click outside them clears the selection. */
export function LayoutCanvas() {
  const t = useEditorT();
  const { state, dispatch } = useEditor();
  const sensors = useSortSensors();
  const layouts = state.doc.layouts;

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = layouts.findIndex((layout) => layout.key === active.id);
    const to = layouts.findIndex((layout) => layout.key === over.id);
    if (from >= 0 && to >= 0) dispatch({ type: 'moveLayout', from, to });
  };

  return (
    <Stack
      gap="sm"
      p="xs"
      mih="100%"
      role="region"
      aria-label={t('editor.canvas.label')}
      data-testid="canvas"
      onClick={() => dispatch({ type: 'select', selection: null })}
    >
      {layouts.length === 0 && (
        <Text c="dimmed" ta="center" py="xl" data-testid="canvas-empty">
          {t('editor.canvas.empty')}
        </Text>
      )}
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={editorAccessibility(t)}
      >
        <SortableContext items={layouts.map((layout) => layout.key)} strategy={verticalListSortingStrategy}>
          {layouts.map((layout, index) => (
            <LayoutCard key={layout.key} layout={layout} index={index} />
          ))}
        </SortableContext>
      </DndContext>
    </Stack>
  );
}
