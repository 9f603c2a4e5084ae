import '@mantine/tiptap/styles.css';
import { useImperativeHandle, useMemo, useRef, type Ref } from 'react';
import { Input, SegmentedControl, Stack, Text, Textarea, Tooltip } from '@mantine/core';
import { RichTextEditor } from '@mantine/tiptap';
import { useDebouncedValue } from '@mantine/hooks';
import { useEditor } from '@tiptap/react';
import { RichTextToolbar, useRichTextLabels } from '../../../components/kit/rich-text-toolbar.tsx';
import { insertAt, type Insertable } from './insert-at-cursor.ts';
import { mailEditorExtensions, richEditorKeeps } from './rich-html.ts';
import { useMailModelsT } from './mail-models-text.ts';

export type BodyMode = 'rich' | 'source';

export interface MailBodyFieldProps {
  label: string;
  value: string;
  onChange: (html: string) => void;
  mode: BodyMode;
  onModeChange: (mode: BodyMode) => void;
  onFocus: () => void;
  error?: string | undefined;
  readOnly?: boolean;
  testId: string;
  ref?: Ref<Insertable>;
}

/** The rich editor of the body (`@mantine/tiptap`): it only ever holds HTML it keeps whole (`richEditorKeeps`). */
function RichBody({
  value,
  onChange,
  onFocus,
  label,
  error,
  readOnly,
  testId,
  ref,
}: Omit<MailBodyFieldProps, 'mode' | 'onModeChange'>) {
  const editor = useEditor({
    extensions: mailEditorExtensions,
    content: value,
    editable: !readOnly,
    onUpdate: ({ editor: changed }) => onChange(changed.isEmpty ? '' : changed.getHTML()),
    onFocus,
  });
  useImperativeHandle(
    ref,
    () => ({ insert: (text: string) => void editor?.chain().focus().insertContent(text).run() }),
    [editor],
  );
  const labels = useRichTextLabels();
  return (
    <RichTextEditor
      editor={editor}
      labels={labels}
      style={error ? { borderColor: 'var(--mantine-color-error)' } : undefined}
    >
      {!readOnly && <RichTextToolbar />}
      <RichTextEditor.Content aria-label={label} data-testid={`${testId}-rich`} mih={200} />
    </RichTextEditor>
  );
}

/**
 * A model's HTML body: the rich editor, or its HTML source (a model's sections such as
 * `{{#lines}}…{{/lines}}` between table rows, tables and inline styles need the source: the rich
 * editor would drop them, so it is offered only for HTML it keeps whole). Mustache tags are text
 * to both. `ref.insert(text)` writes at the cursor.
 */
export function MailBodyField({
  label,
  value,
  onChange,
  mode,
  onModeChange,
  onFocus,
  error,
  readOnly,
  testId,
  ref,
}: MailBodyFieldProps) {
  const t = useMailModelsT();
  const source = useRef<HTMLTextAreaElement>(null);
  const richRef = useRef<Insertable>(null);
  // In source mode, whether the rich editor would keep the HTML (checked once typing pauses).
  const [settled] = useDebouncedValue(mode === 'source' ? value : null, 300);
  const richPossible = useMemo(() => settled === null || richEditorKeeps(settled), [settled]);
  useImperativeHandle(
    ref,
    () => ({
      insert: (text: string) => {
        if (mode === 'rich') richRef.current?.insert(text);
        else if (source.current) insertAt(source.current, text, onChange);
      },
    }),
    [mode, onChange],
  );
  const richOption = { value: 'rich', label: t('mailModels.editor.modeRich'), disabled: !richPossible };
  return (
    <Input.Wrapper label={label} error={error} data-testid={testId}>
      <Stack gap={6} mt={4}>
        {!readOnly && (
          <Tooltip label={t('mailModels.editor.sourceOnly')} disabled={richPossible} multiline w={320} withinPortal>
            <SegmentedControl
              size="xs"
              w="fit-content"
              value={mode}
              onChange={(next) => onModeChange(next as BodyMode)}
              data={[richOption, { value: 'source', label: t('mailModels.editor.modeSource') }]}
              data-testid={`${testId}-mode`}
            />
          </Tooltip>
        )}
        {mode === 'rich' ? (
          <RichBody
            ref={richRef}
            label={label}
            value={value}
            onChange={onChange}
            onFocus={onFocus}
            error={error}
            readOnly={readOnly}
            testId={testId}
          />
        ) : (
          <>
            <Textarea
              ref={source}
              aria-label={label}
              value={value}
              onChange={(event) => onChange(event.currentTarget.value)}
              onFocus={onFocus}
              readOnly={readOnly}
              error={Boolean(error)}
              rows={16}
              resize="vertical"
              spellCheck={false}
              styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 12.5 } }}
              data-testid={`${testId}-source`}
            />
            {!readOnly && (
              <Text size="xs" c="dimmed">
                {t('mailModels.editor.sourceHelp', { open: '{{#lines}}', close: '{{/lines}}' })}
              </Text>
            )}
          </>
        )}
      </Stack>
    </Input.Wrapper>
  );
}
