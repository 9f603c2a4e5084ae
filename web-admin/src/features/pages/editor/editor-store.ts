import { applyPatches, enablePatches, produceWithPatches, type Draft, type Patch } from 'immer';
import { pageLimits } from '@cellar/shared/pages/page-document';
import type { ClipboardItem } from './clipboard.ts';
import type { EditorContent, EditorLayout, PageDoc } from './page-doc.ts';

enablePatches();

/** Undo keeps the last 100 changes (as Puck does). */
export const historyLimit = 100;

/** What is selected on the canvas: a layout, or one content of a layout (by their client keys). */
export type Selection =
  { kind: 'layout'; layoutKey: string } | { kind: 'content'; layoutKey: string; contentKey: string };

/** One step of the history: the patches that made it and those that undo it. */
interface Step {
  patches: Patch[];
  inverse: Patch[];
  /** Changes of one field typed in a row are one step (`title of content c1`), not one per key stroke. */
  coalesce?: string;
}

export interface EditorState {
  doc: PageDoc;
  selection: Selection | null;
  past: Step[];
  future: Step[];
  /** The key of the last change when it may still take the next change of the same field. */
  openCoalesce: string | null;
  /** A message key to show (a paste refused: `page.copyMismatch`). */
  message: 'page.copyMismatch' | 'page.tooManyLayouts' | null;
}

export type Recipe = (doc: Draft<PageDoc>) => void;

export type EditorAction =
  /** Any change of the document; `coalesce` joins it to the previous change of the same field. */
  | { type: 'change'; recipe: Recipe; coalesce?: string }
  /** A layout added (already built, with its keys), at `index` or at the end; it becomes the selection. */
  | { type: 'addLayout'; layout: EditorLayout; index?: number }
  | { type: 'deleteLayout'; layoutKey: string }
  | { type: 'moveLayout'; from: number; to: number }
  | { type: 'moveContent'; layoutKey: string; from: number; to: number }
  /** Pastes a copy (fresh keys, made by the caller) where the selection says, or refuses with a message. */
  | { type: 'paste'; item: ClipboardItem }
  | { type: 'select'; selection: Selection | null }
  | { type: 'undo' }
  | { type: 'redo' }
  /** A new starting point (a page loaded or saved, a draft restored): history forgotten. */
  | { type: 'reset'; doc: PageDoc }
  | { type: 'dismissMessage' };

export function initialEditorState(doc: PageDoc): EditorState {
  return { doc, selection: null, past: [], future: [], openCoalesce: null, message: null };
}

export function findLayout(doc: PageDoc, layoutKey: string): EditorLayout | undefined {
  return doc.layouts.find((layout) => layout.key === layoutKey);
}

export function findContent(doc: PageDoc, layoutKey: string, contentKey: string): EditorContent | undefined {
  return findLayout(doc, layoutKey)?.contents.find((content) => content.key === contentKey);
}

/** The selection if what it names still exists (after an undo, a delete, a reset), else none. */
function stillThere(doc: PageDoc, selection: Selection | null): Selection | null {
  if (!selection) return null;
  if (selection.kind === 'layout') return findLayout(doc, selection.layoutKey) ? selection : null;
  return findContent(doc, selection.layoutKey, selection.contentKey) ? selection : null;
}

function move<T>(list: T[], from: number, to: number): void {
  if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) return;
  const [item] = list.splice(from, 1);
  list.splice(to, 0, item!);
}

/** Applies a change: the new document and one more step of history (or the last step grown, for a field typed on). */
function commit(state: EditorState, recipe: Recipe, coalesce?: string): EditorState {
  const [doc, patches, inverse] = produceWithPatches(state.doc, recipe);
  if (patches.length === 0) return state;
  const last = state.past.at(-1);
  let past: Step[];
  if (coalesce !== undefined && state.openCoalesce === coalesce && last?.coalesce === coalesce)
    past = [
      ...state.past.slice(0, -1),
      { patches: [...last.patches, ...patches], inverse: [...inverse, ...last.inverse], coalesce },
    ];
  else
    past = [...state.past, { patches, inverse, ...(coalesce !== undefined ? { coalesce } : {}) }].slice(-historyLimit);
  return { ...state, doc, past, future: [], openCoalesce: coalesce ?? null, message: null };
}

function paste(state: EditorState, item: ClipboardItem): EditorState {
  const selection = state.selection;
  if (item.kind === 'layout') {
    if (selection?.kind === 'content') return { ...state, message: 'page.copyMismatch' };
    if (state.doc.layouts.length >= pageLimits.layouts) return { ...state, message: 'page.tooManyLayouts' };
    const after = selection ? state.doc.layouts.findIndex((layout) => layout.key === selection.layoutKey) : -1;
    const index = after >= 0 ? after + 1 : state.doc.layouts.length;
    const next = commit(state, (doc) => {
      doc.layouts.splice(index, 0, item.layout as Draft<EditorLayout>);
    });
    return { ...next, selection: { kind: 'layout', layoutKey: item.layout.key } };
  }
  if (selection?.kind !== 'content') return { ...state, message: 'page.copyMismatch' };
  const next = commit(state, (doc) => {
    const layout = doc.layouts.find((candidate) => candidate.key === selection.layoutKey);
    const index = layout?.contents.findIndex((content) => content.key === selection.contentKey) ?? -1;
    if (layout && index >= 0) layout.contents[index] = item.content as Draft<EditorContent>;
  });
  return { ...next, selection: { kind: 'content', layoutKey: selection.layoutKey, contentKey: item.content.key } };
}

/** The editor's reducer: every change as Immer patches (undo, redo), the selection kept valid. */
export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  switch (action.type) {
    case 'change':
      return commit(state, action.recipe, action.coalesce);
    case 'addLayout': {
      if (state.doc.layouts.length >= pageLimits.layouts) return { ...state, message: 'page.tooManyLayouts' };
      const next = commit(state, (doc) => {
        doc.layouts.splice(action.index ?? doc.layouts.length, 0, action.layout as Draft<EditorLayout>);
      });
      return { ...next, selection: { kind: 'layout', layoutKey: action.layout.key } };
    }
    case 'deleteLayout': {
      const next = commit(state, (doc) => {
        const index = doc.layouts.findIndex((layout) => layout.key === action.layoutKey);
        if (index >= 0) doc.layouts.splice(index, 1);
      });
      // Deleting the selected layout (or the layout of the selected content) clears the selection (spec 1 §4).
      return { ...next, selection: stillThere(next.doc, next.selection) };
    }
    case 'moveLayout':
      return commit(state, (doc) => move(doc.layouts, action.from, action.to));
    case 'moveContent':
      return commit(state, (doc) => {
        const layout = doc.layouts.find((candidate) => candidate.key === action.layoutKey);
        if (layout) move(layout.contents, action.from, action.to);
      });
    case 'paste':
      return paste(state, action.item);
    case 'select':
      return { ...state, selection: stillThere(state.doc, action.selection), openCoalesce: null };
    case 'undo': {
      const step = state.past.at(-1);
      if (!step) return state;
      const doc = applyPatches(state.doc, step.inverse);
      return {
        ...state,
        doc,
        past: state.past.slice(0, -1),
        future: [step, ...state.future],
        selection: stillThere(doc, state.selection),
        openCoalesce: null,
        message: null,
      };
    }
    case 'redo': {
      const [step, ...future] = state.future;
      if (!step) return state;
      const doc = applyPatches(state.doc, step.patches);
      return {
        ...state,
        doc,
        past: [...state.past, step].slice(-historyLimit),
        future,
        selection: stillThere(doc, state.selection),
        openCoalesce: null,
        message: null,
      };
    }
    case 'reset':
      return { ...initialEditorState(action.doc), selection: stillThere(action.doc, state.selection) };
    case 'dismissMessage':
      return { ...state, message: null };
  }
}
