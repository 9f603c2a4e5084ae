import { createContext, useContext, type Dispatch } from 'react';
import type { Device } from '@cellar/shared/pages/page-document';
import type { PageImageView } from '@cellar/shared/pages/page-image';
import type { EditorAction, EditorState } from './editor-store.ts';
import type { PlacedErrors } from './placed-errors.ts';

/** What every part of the editor reads and does: the store, the edit mode, the pickers, the save's messages. */
export interface EditorContextValue {
  state: EditorState;
  dispatch: Dispatch<EditorAction>;
  /** Edit mode (spec 1 §4): which device's values the parameters change and the preview shows. */
  device: Device;
  /** The saved page's id, null for a page not published yet. */
  pageId: number | null;
  errors: PlacedErrors;
  /** Opens the page images: `onPick` receives the image chosen (or uploaded). */
  pickImage: (onPick: (image: PageImageView) => void) => void;
  /** Opens the site's component library to fill the place of a layout. */
  pickComponent: (layoutKey: string, contentKey: string) => void;
}

export const EditorContext = createContext<EditorContextValue | null>(null);

export function useEditor(): EditorContextValue {
  const value = useContext(EditorContext);
  if (!value) throw new Error('useEditor outside the page editor');
  return value;
}
