import type { Draft } from 'immer';
import { Alert, Divider, Fieldset, Stack, Switch, Text, Title } from '@mantine/core';
import type { DraftDevice } from '@cellar/shared/pages/normalise-page';
import { BlockFields, EffectsFields } from './block-fields.tsx';
import { ComponentEditor } from './component-editor.tsx';
import { BackgroundFields, SpacingFields, type DeviceFieldProps } from './device-fields.tsx';
import { useEditor } from './editor-context.ts';
import { changeContent, changeLayout, deviceValues } from './editor-operations.ts';
import { findLayout } from './editor-store.ts';
import { useEditorT } from './editor-text.ts';
import { EntityEditor } from './entity-editor.tsx';
import { LayoutTags } from './layout-tags.tsx';
import { isEmptyContent } from './layout-factory.ts';
import type { EditorContent, EditorLayout } from './page-doc.ts';

const none: DraftDevice = {};

/** The values of the edited device of a layout or content, with the change that goes through the store. */
function useDeviceProps(layout: EditorLayout, content: EditorContent | null): DeviceFieldProps {
  const { dispatch, device } = useEditor();
  const target = content ?? layout;
  const key = target.key;
  return {
    device,
    own: target.parameters?.[device] ?? none,
    computer: target.parameters?.computer ?? none,
    edit: (change: (values: Draft<DraftDevice>) => void, field?: string) =>
      dispatch({
        type: 'change',
        recipe: content
          ? changeContent(layout.key, content.key, (draft) => change(deviceValues(draft, device)))
          : changeLayout(layout.key, (draft) => change(deviceValues(draft, device))),
        ...(field ? { coalesce: `${key}.${device}.${field}` } : {}),
      }),
  };
}

function LayoutParameters({ layout }: { layout: EditorLayout }) {
  const props = useDeviceProps(layout, null);
  return (
    <>
      <SpacingFields group="padding" {...props} />
      <SpacingFields group="margin" {...props} />
      <BackgroundFields {...props} />
      <LayoutTags layout={layout} />
    </>
  );
}

function ContentParameters({ layout, content }: { layout: EditorLayout; content: EditorContent }) {
  const t = useEditorT();
  const { dispatch } = useEditor();
  const props = useDeviceProps(layout, content);
  const setFlag = (flag: 'inCard' | 'inContainer', value: boolean) =>
    dispatch({
      type: 'change',
      recipe: changeContent(layout.key, content.key, (draft) => {
        draft[flag] = value;
      }),
    });
  return (
    <>
      <SpacingFields group="padding" {...props} />
      <SpacingFields group="margin" {...props} />
      <BackgroundFields {...props} />
      <BlockFields {...props} withColumns={content.type === 'COMPONENT'} />
      <EffectsFields {...props} />
      <Fieldset legend={t('editor.display.title')} p="xs">
        <Stack gap="xs">
          <Switch
            size="xs"
            label={t('editor.display.inCard')}
            checked={content.inCard ?? false}
            onChange={(event) => setFlag('inCard', event.currentTarget.checked)}
            data-testid="content-inCard"
          />
          <Switch
            size="xs"
            label={t('editor.display.inContainer')}
            checked={content.inContainer ?? false}
            onChange={(event) => setFlag('inContainer', event.currentTarget.checked)}
            data-testid="content-inContainer"
          />
        </Stack>
      </Fieldset>
    </>
  );
}

/**
 * The right panel: what the selection holds (a content's title, images and text, or its component's configuration)
 * and its parameters for the edit mode's device (padding, margin, background; for a content also its block, effects
 * and display; for a layout its tags).
 */
export function ParametersPanel() {
  const t = useEditorT();
  const { state } = useEditor();
  const selection = state.selection;
  const layout = selection ? findLayout(state.doc, selection.layoutKey) : undefined;
  const layoutIndex = layout ? state.doc.layouts.indexOf(layout) : -1;
  const contentIndex =
    layout && selection?.kind === 'content'
      ? layout.contents.findIndex((content) => content.key === selection.contentKey)
      : -1;
  const content = layout && contentIndex >= 0 ? layout.contents[contentIndex]! : null;

  if (!layout)
    return (
      <Text size="sm" c="dimmed" data-testid="parameters-nothing">
        {t('editor.panel.nothing')}
      </Text>
    );

  return (
    <Stack gap="sm" data-testid="parameters">
      <Title order={4} data-testid="parameters-title">
        {content
          ? t('editor.panel.contentTitle', { n: contentIndex + 1, layout: layoutIndex + 1 })
          : t('editor.panel.layoutTitle', {
              n: layoutIndex + 1,
              type: t(`editor.layoutTypes.${layout.type}`),
            })}
      </Title>
      {content && (
        <>
          <Text fw={600} size="sm">
            {t('editor.panel.contentSection')}
          </Text>
          {content.type === 'COMPONENT' ? (
            <ComponentEditor key={content.key} layoutKey={layout.key} content={content} />
          ) : isEmptyContent(content) && content.title === undefined ? (
            <Alert color="gray" data-testid="content-empty">
              {t('editor.panel.emptyContent')}
            </Alert>
          ) : (
            <EntityEditor key={content.key} layoutKey={layout.key} content={content} />
          )}
          <Divider />
        </>
      )}
      <Text fw={600} size="sm">
        {t('editor.panel.title')}
      </Text>
      {content ? <ContentParameters layout={layout} content={content} /> : <LayoutParameters layout={layout} />}
    </Stack>
  );
}
