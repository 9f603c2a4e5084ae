import '@mantine/tiptap/styles.css';
import { useEffect, useRef } from 'react';
import { Input } from '@mantine/core';
import { Link, RichTextEditor } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { RichTextToolbar, useRichTextLabels } from './rich-text-toolbar.tsx';

/**
 * A rich text field (`@mantine/tiptap`, StarterKit and Link): headings, bold, italic, underline, strike, lists, quotes,
 * separators and links — what the server's allow-list keeps (shared/src/site/rich-text-policy.ts), so what is typed is
 * what is shown. It has its own undo while it is focused. It starts from `value`; with `follow`, a `value` changed from
 * outside (another undo, a paste) replaces its text when it is not being typed in, else it keeps its own text (remount
 * it, with a new `key`, to replace it). Only the screens that show one load TipTap: import this file from them, never
 * from the first screen's code.
 */
export function RichTextInput({
  label,
  value,
  onChange,
  error,
  testId,
  minHeight,
  follow = false,
  required = false,
}: {
  label: string;
  value: string;
  onChange: (html: string) => void;
  error?: string | null | undefined;
  /** The field's; its editable area is `<testId>-content`. */
  testId: string;
  /** Of the editable area, in px. */
  minHeight: number;
  follow?: boolean;
  /** Marks the label required (the asterisk every required field of the forms shows). */
  required?: boolean;
}) {
  const change = useRef(onChange);
  useEffect(() => {
    change.current = onChange;
  }, [onChange]);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ link: false, heading: { levels: [2, 3] }, code: false, codeBlock: false }),
      Link,
    ],
    content: value,
    onUpdate: ({ editor: changed }) => change.current(changed.isEmpty ? '' : changed.getHTML()),
  });
  useEffect(() => {
    if (!follow || !editor || editor.isDestroyed || editor.isFocused) return;
    const current = editor.isEmpty ? '' : editor.getHTML();
    if (current !== value) editor.commands.setContent(value, { emitUpdate: false });
  }, [follow, editor, value]);
  const labels = useRichTextLabels();
  return (
    <Input.Wrapper label={label} withAsterisk={required} error={error} data-testid={testId}>
      <RichTextEditor
        editor={editor}
        labels={labels}
        mt={4}
        style={error ? { borderColor: 'var(--mantine-color-error)' } : undefined}
      >
        <RichTextToolbar />
        <RichTextEditor.Content aria-label={label} data-testid={`${testId}-content`} mih={minHeight} />
      </RichTextEditor>
    </Input.Wrapper>
  );
}
