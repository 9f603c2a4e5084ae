import '@mantine/tiptap/styles.css';
import { Input } from '@mantine/core';
import { Link, RichTextEditor } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useConditionsT } from './conditions-text.ts';

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
 * (functions/src/services/rich-text.ts), so what is typed is what is shown.
 */
export function RichTextField({ label, initialValue, onChange, error, testId }: RichTextFieldProps) {
  const t = useConditionsT();
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: false, heading: { levels: [2, 3] }, code: false, codeBlock: false }), Link],
    content: initialValue,
    onUpdate: ({ editor: changed }) => onChange(changed.isEmpty ? '' : changed.getHTML()),
  });
  const labels = {
    boldControlLabel: t('conditions.editor.bold'),
    italicControlLabel: t('conditions.editor.italic'),
    underlineControlLabel: t('conditions.editor.underline'),
    strikeControlLabel: t('conditions.editor.strike'),
    h2ControlLabel: t('conditions.editor.h2'),
    h3ControlLabel: t('conditions.editor.h3'),
    bulletListControlLabel: t('conditions.editor.bulletList'),
    orderedListControlLabel: t('conditions.editor.orderedList'),
    blockquoteControlLabel: t('conditions.editor.blockquote'),
    hrControlLabel: t('conditions.editor.hr'),
    linkControlLabel: t('conditions.editor.link'),
    unlinkControlLabel: t('conditions.editor.unlink'),
    linkEditorInputLabel: t('conditions.editor.linkInput'),
    linkEditorInputPlaceholder: 'https://',
    linkEditorSave: t('conditions.editor.linkSave'),
    undoControlLabel: t('conditions.editor.undo'),
    redoControlLabel: t('conditions.editor.redo'),
    clearFormattingControlLabel: t('conditions.editor.clearFormatting'),
  };
  return (
    <Input.Wrapper label={label} error={error} data-testid={testId}>
      <RichTextEditor editor={editor} labels={labels} mt={4} style={error ? { borderColor: 'var(--mantine-color-error)' } : undefined}>
        <RichTextEditor.Toolbar>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.H2 />
            <RichTextEditor.H3 />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Underline />
            <RichTextEditor.Strikethrough />
            <RichTextEditor.ClearFormatting />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
            <RichTextEditor.Blockquote />
            <RichTextEditor.Hr />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Undo />
            <RichTextEditor.Redo />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content aria-label={label} data-testid={`${testId}-content`} mih={180} />
      </RichTextEditor>
    </Input.Wrapper>
  );
}
