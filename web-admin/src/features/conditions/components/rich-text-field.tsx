import '@mantine/tiptap/styles.css';
import { Input } from '@mantine/core';
import { Link, RichTextEditor } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import { RichTextToolbar, useRichTextLabels } from '../../../components/kit/rich-text-toolbar.tsx';
import StarterKit from '@tiptap/starter-kit';

export interface RichTextFieldProps {
  label: string;
  /** The HTML to start from; the editor owns the text afterwards (remount it, with a new `key`, to replace it). */
  initialValue: string;
  onChange: (html: string) => void;
  error?: string | null;
  testId: string;
}

/**
 * A rich text of the conditions screens (`@mantine/tiptap`): headings, bold, italic, underline,
 * strike, lists, quotes, separators and links — what the server's allow-list keeps
 * (functions/src/services/sites/rich-text.ts), so what is typed is what is shown.
 */
export function RichTextField({ label, initialValue, onChange, error, testId }: RichTextFieldProps) {
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ link: false, heading: { levels: [2, 3] }, code: false, codeBlock: false }),
      Link,
    ],
    content: initialValue,
    onUpdate: ({ editor: changed }) => onChange(changed.isEmpty ? '' : changed.getHTML()),
  });
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
        <RichTextEditor.Content aria-label={label} data-testid={`${testId}-content`} mih={180} />
      </RichTextEditor>
    </Input.Wrapper>
  );
}
