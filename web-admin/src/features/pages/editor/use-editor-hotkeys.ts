import { useHotkeys } from '@mantine/hooks';
import { detailsHotkey } from './page-details-dialog.tsx';

interface HotkeyActions {
  undo: () => void;
  redo: () => void;
  /** Answers whether something was copied (otherwise the browser copies the selected text as usual). */
  copy: () => boolean;
  paste: () => boolean;
  clearSelection: () => void;
  openDetails: () => void;
}

/** A key typed in a dialog (a picker, the information drawer) is the dialog's, not the page's. */
const inDialog = (event: KeyboardEvent) =>
  event.target instanceof Element && event.target.closest('[role="dialog"]') !== null;

/** Text selected on the screen: Ctrl/Cmd+C copies it, as everywhere. */
const textSelected = () => (globalThis.getSelection?.()?.toString() ?? '') !== '';

/**
 * The editor's shortcuts: undo (Ctrl/Cmd+Z), redo (Ctrl/Cmd+Shift+Z or Ctrl/Cmd+Y), copy and paste of the selected
 * layout or content, Escape to clear the selection — none of them while typing in a text field or the rich text,
 * which have their own — and Ctrl/Cmd+Shift+L for the page's details, from anywhere.
 */
export function useEditorHotkeys(actions: HotkeyActions) {
  const guarded =
    (action: (event: KeyboardEvent) => void) =>
    (event: KeyboardEvent): void => {
      if (!inDialog(event)) action(event);
    };
  useHotkeys([
    [
      'mod+Z',
      guarded((event) => {
        event.preventDefault();
        actions.undo();
      }),
      { preventDefault: false },
    ],
    [
      'mod+shift+Z',
      guarded((event) => {
        event.preventDefault();
        actions.redo();
      }),
      { preventDefault: false },
    ],
    [
      'mod+Y',
      guarded((event) => {
        event.preventDefault();
        actions.redo();
      }),
      { preventDefault: false },
    ],
    [
      'mod+C',
      guarded((event) => {
        if (!textSelected() && actions.copy()) event.preventDefault();
      }),
      { preventDefault: false },
    ],
    [
      'mod+V',
      guarded((event) => {
        if (actions.paste()) event.preventDefault();
      }),
      { preventDefault: false },
    ],
    ['Escape', guarded(() => actions.clearSelection()), { preventDefault: false }],
  ]);
  useHotkeys([[detailsHotkey, () => actions.openDetails()]], [], true);
}
