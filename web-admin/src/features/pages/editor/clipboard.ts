import { useSyncExternalStore } from 'react';
import { draftContentSchema, draftLayoutSchema } from '@cellar/shared/pages/normalise-page';
import { freshContent, freshLayout } from './layout-factory.ts';
import { toEditorContent, toEditorLayout, type EditorContent, type EditorLayout } from './page-doc.ts';

/** What was copied: a layout or a content (never both: one cannot be pasted where the other goes, spec 1 §8). */
export type ClipboardItem = { kind: 'layout'; layout: EditorLayout } | { kind: 'content'; content: EditorContent };

/** Kept in memory and in local storage, so a layout copied on one page can be pasted on another. */
export const clipboardKey = 'cellar.editor.clipboard';

let memory: ClipboardItem | null = null;
let loaded = false;
const listeners = new Set<() => void>();

function fromStorage(): ClipboardItem | null {
  try {
    const raw = globalThis.localStorage?.getItem(clipboardKey);
    if (!raw) return null;
    const stored = JSON.parse(raw) as { kind?: unknown; layout?: unknown; content?: unknown };
    if (stored.kind === 'layout') {
      const layout = draftLayoutSchema.safeParse(stored.layout);
      return layout.success ? { kind: 'layout', layout: toEditorLayout(layout.data) } : null;
    }
    const content = draftContentSchema.safeParse(stored.content);
    return stored.kind === 'content' && content.success
      ? { kind: 'content', content: toEditorContent(content.data) }
      : null;
  } catch {
    return null;
  }
}

export function readClipboard(): ClipboardItem | null {
  if (!loaded) {
    memory = fromStorage();
    loaded = true;
  }
  return memory;
}

export function writeClipboard(item: ClipboardItem): void {
  memory = structuredClone(item);
  loaded = true;
  try {
    globalThis.localStorage?.setItem(clipboardKey, JSON.stringify(memory));
  } catch (error) {
    // A full storage keeps the copy in memory only.
    console.warn('page editor: the copy could not be kept in local storage', error);
  }
  for (const listener of [...listeners]) listener();
}

/** A copy of the clipboard's item with fresh keys and no server ids, ready to paste. */
export function pasteCopy(item: ClipboardItem): ClipboardItem {
  return item.kind === 'layout'
    ? { kind: 'layout', layout: freshLayout(item.layout) }
    : { kind: 'content', content: freshContent(item.content) };
}

/** For tests: forget what memory holds (local storage is read again). */
export function forgetClipboard(): void {
  memory = null;
  loaded = false;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useClipboard(): ClipboardItem | null {
  return useSyncExternalStore(subscribe, readClipboard, readClipboard);
}
