import { Badge, Box, Button, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { CanvasHandle, CanvasMessages, canvasFrameStyle, useCanvasSortable } from './canvas-item.tsx';
import { useEditor } from './editor-context.ts';
import { replaceContent } from './editor-operations.ts';
import { useEditorT } from './editor-text.ts';
import { isEmptyContent, placeOf } from './layout-factory.ts';
import type { EditorContent, EditorLayout } from './page-doc.ts';

/** The text of a rich text, for a one-line summary. */
function plainText(html: string | null | undefined): string {
  return (html ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function Summary({ content }: { content: EditorContent }) {
  const t = useEditorT();
  if (content.type === 'COMPONENT')
    return (
      <Stack gap={2}>
        <Badge variant="light" size="sm">
          {t('editor.canvas.component')}
        </Badge>
        <Text size="sm" fw={600} truncate>
          {content.name ?? content.slug ?? `#${content.idComponent}`}
        </Text>
      </Stack>
    );
  const text = plainText(content.content);
  return (
    <Stack gap={2}>
      <Badge variant="light" color="teal" size="sm">
        {t('editor.canvas.textAndImages')}
      </Badge>
      <Text size="sm" fw={600} truncate>
        {content.title?.trim() ? content.title : t('editor.canvas.untitled')}
      </Text>
      <Text size="xs" c="dimmed">
        {t('editor.canvas.imageCount', { count: (content.images ?? []).length })}
      </Text>
      {text && (
        <Text size="xs" lineClamp={2}>
          {text}
        </Text>
      )}
    </Stack>
  );
}

/**
 * One place of a layout on the canvas: empty until filled ("Text and images" makes it an ENTITY, "Component" a
 * COMPONENT of the site's library), selectable, movable within its layout by its handle, with the messages of a
 * refused save.
 */
export function ContentSlot({
  layout,
  layoutIndex,
  content,
  index,
  tab,
}: {
  layout: EditorLayout;
  layoutIndex: number;
  content: EditorContent;
  index: number;
  tab: boolean;
}) {
  const t = useEditorT();
  const { state, dispatch, errors, pickComponent } = useEditor();
  const position = { n: index + 1, layout: layoutIndex + 1 };
  const label = t('editor.canvas.selectContent', position);
  const sortable = useCanvasSortable(content.key, t('editor.dnd.contentItem', { n: index + 1 }));
  const selected =
    state.selection?.kind === 'content' &&
    state.selection.layoutKey === layout.key &&
    state.selection.contentKey === content.key;
  const empty = isEmptyContent(content);
  const messages = Object.values(errors.contents[content.key] ?? {});
  const testId = `content-${layoutIndex}-${index}`;
  const select = () =>
    dispatch({ type: 'select', selection: { kind: 'content', layoutKey: layout.key, contentKey: content.key } });

  return (
    <Paper
      ref={sortable.setNodeRef}
      withBorder
      p="xs"
      radius="sm"
      role="group"
      aria-label={label}
      data-testid={testId}
      data-selected={selected || undefined}
      data-content-type={empty ? 'EMPTY' : content.type}
      onClick={(event) => {
        event.stopPropagation();
        select();
      }}
      style={{
        ...canvasFrameStyle(sortable, { refused: messages.length > 0, selected }),
        // A tab's place: a bar on top, as a tab.
        boxShadow: tab ? 'inset 0 4px 0 var(--mantine-color-gray-5)' : undefined,
        background: selected ? 'var(--mantine-primary-color-light)' : undefined,
        cursor: 'pointer',
        minHeight: 96,
      }}
    >
      <Stack gap={6}>
        <Group gap={4} wrap="nowrap" justify="space-between">
          <UnstyledButton
            onClick={(event) => {
              event.stopPropagation();
              select();
            }}
            aria-label={label}
            aria-pressed={selected}
            data-testid={`${testId}-select`}
          >
            <Text size="xs" c="dimmed" fw={600}>
              {tab ? t('editor.canvas.tab', { n: index + 1 }) : t('editor.canvas.content', { n: index + 1 })}
            </Text>
          </UnstyledButton>
          <CanvasHandle
            sortable={sortable}
            size="sm"
            label={t('editor.canvas.moveContent', position)}
            testId={`${testId}-handle`}
          />
        </Group>
        {empty ? (
          <Stack gap={6} align="stretch">
            <Text size="xs" c="dimmed" ta="center">
              {t('editor.canvas.emptySlot')}
            </Text>
            <Button
              size="compact-xs"
              variant="light"
              onClick={(event) => {
                event.stopPropagation();
                dispatch({
                  type: 'change',
                  recipe: replaceContent(layout.key, content.key, {
                    ...placeOf(content),
                    type: 'ENTITY',
                    title: '',
                    images: [],
                  }),
                });
                select();
              }}
              aria-label={`${t('editor.canvas.textAndImages')} — ${label}`}
              data-testid={`${testId}-entity`}
            >
              {t('editor.canvas.textAndImages')}
            </Button>
            <Button
              size="compact-xs"
              variant="light"
              onClick={(event) => {
                event.stopPropagation();
                select();
                pickComponent(layout.key, content.key);
              }}
              aria-label={`${t('editor.canvas.component')} — ${label}`}
              data-testid={`${testId}-component`}
            >
              {t('editor.canvas.component')}
            </Button>
          </Stack>
        ) : (
          <>
            <Summary content={content} />
            <Box>
              <Button
                size="compact-xs"
                variant="subtle"
                color="gray"
                onClick={(event) => {
                  event.stopPropagation();
                  dispatch({
                    type: 'change',
                    recipe: replaceContent(layout.key, content.key, { ...placeOf(content), type: 'ENTITY' }),
                  });
                }}
                aria-label={`${t('editor.canvas.clear')} — ${label}`}
                data-testid={`${testId}-clear`}
              >
                {t('editor.canvas.clear')}
              </Button>
            </Box>
          </>
        )}
        <CanvasMessages messages={messages} testId={testId} />
      </Stack>
    </Paper>
  );
}
