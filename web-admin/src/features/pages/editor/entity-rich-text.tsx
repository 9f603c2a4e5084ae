import '@mantine/tiptap/styles.css';
import { useEffect, useRef } from 'react';
import { Input } from '@mantine/core';
import { Link, RichTextEditor } from '@mantine/tiptap';
import { useEditor as useTiptap } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { RichTextToolbar, useRichTextLabels } from '../../../components/kit/rich-text-toolbar.tsx';

/**
 * The rich text of a "Text and images" content (`@mantine/tiptap`, StarterKit and Link): the tags the server's
 * allow-list keeps, so what is typed is what is shown. It has its own undo while it is focused; a change from outside
 * (the editor's undo, a paste of a content) replaces its text when it is not being typed in.
 */
export function EntityRichText({
  label,
  value,
  onChange,
  error,
  testId,
}: {
  label: string;
  value: string;
  onChange: (html: string) => void;
  error?: string | undefined;
  testId: string;
}) {
  const change = useRef(onChange);
  useEffect(() => {
    change.current = onChange;
  }, [onChange]);
  const editor = useTiptap({
    extensions: [
      StarterKit.configure({ link: false, heading: { levels: [2, 3] }, code: false, codeBlock: false }),
      Link,
    ],
    content: value,
    onUpdate: ({ editor: changed }) => change.current(changed.isEmpty ? '' : changed.getHTML()),
  });
  useEffect(() => {
    if (!editor || editor.isDestroyed || editor.isFocused) return;
    const current = editor.isEmpty ? '' : editor.getHTML();
    if (current !== value) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);
  const labels = useRichTextLabels();
  return (
    <Input.Wrapper label={label} error={error} data-testid={testId}>
      <RichTextEditor
        editor={editor}
        labels={labels}
        mt={4}
        style={error ? { borderColor: 'var(--mantine-color-error)' } : undefined}
      >
        <RichTextToolbar />
        <RichTextEditor.Content aria-label={label} data-testid={`${testId}-content`} mih={140} />
      </RichTextEditor>
    </Input.Wrapper>
  );
}
