import type { Draft } from 'immer';
import type { Device } from '@cellar/shared/pages/page-document';
import type { DraftDevice } from '@cellar/shared/pages/normalise-page';
import type { Recipe } from './editor-store.ts';
import type { EditorContent, EditorInfo, EditorLayout } from './page-doc.ts';

/** Changes one layout (found by key) of the document. */
export function changeLayout(layoutKey: string, edit: (layout: Draft<EditorLayout>) => void): Recipe {
  return (doc) => {
    const layout = doc.layouts.find((candidate) => candidate.key === layoutKey);
    if (layout) edit(layout);
  };
}

/** Changes one content (found by the keys of its layout and its own) of the document. */
export function changeContent(
  layoutKey: string,
  contentKey: string,
  edit: (content: Draft<EditorContent>, index: number) => void,
): Recipe {
  return changeLayout(layoutKey, (layout) => {
    const index = layout.contents.findIndex((content) => content.key === contentKey);
    if (index >= 0) edit(layout.contents[index]!, index);
  });
}

/** Replaces the content of a place (its key is the place's). */
export function replaceContent(layoutKey: string, contentKey: string, next: EditorContent): Recipe {
  return changeLayout(layoutKey, (layout) => {
    const index = layout.contents.findIndex((content) => content.key === contentKey);
    if (index >= 0) layout.contents[index] = next as Draft<EditorContent>;
  });
}

export function changeInfo(edit: (info: Draft<EditorInfo>) => void): Recipe {
  return (doc) => edit(doc.info);
}

/** The values of a device of a layout or content, created when missing (both devices, as saved pages have them). */
export function deviceValues(target: Draft<EditorLayout> | Draft<EditorContent>, device: Device): Draft<DraftDevice> {
  target.parameters ??= { computer: {}, mobile: {} };
  target.parameters.computer ??= {};
  target.parameters.mobile ??= {};
  return target.parameters[device]!;
}
