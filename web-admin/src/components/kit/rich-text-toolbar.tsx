import { RichTextEditor, type RichTextEditorLabels } from '@mantine/tiptap';
import { useT } from '../../lib/i18n/i18n.ts';

/** The editor's control labels, in the screen's language (one set for every rich text of the admin). */
export function useRichTextLabels(): Partial<RichTextEditorLabels> {
  const t = useT();
  return {
    boldControlLabel: t('richText.bold'),
    italicControlLabel: t('richText.italic'),
    underlineControlLabel: t('richText.underline'),
    strikeControlLabel: t('richText.strike'),
    h2ControlLabel: t('richText.h2'),
    h3ControlLabel: t('richText.h3'),
    bulletListControlLabel: t('richText.bulletList'),
    orderedListControlLabel: t('richText.orderedList'),
    blockquoteControlLabel: t('richText.blockquote'),
    hrControlLabel: t('richText.hr'),
    linkControlLabel: t('richText.link'),
    unlinkControlLabel: t('richText.unlink'),
    linkEditorInputLabel: t('richText.linkInput'),
    linkEditorInputPlaceholder: 'https://',
    linkEditorSave: t('richText.linkSave'),
    undoControlLabel: t('richText.undo'),
    redoControlLabel: t('richText.redo'),
    clearFormattingControlLabel: t('richText.clearFormatting'),
  };
}

/**
 * The controls every rich text of the admin offers: headings, bold, italic, underline, strike,
 * lists, quotes, separators, links, undo — what the server's allow-lists keep
 * (functions/src/services/sites/rich-text.ts, the mail sanitiser), so what is typed is what is kept.
 */
export function RichTextToolbar() {
  return (
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
  );
}
