import { layoutEntityCounts, type LayoutType } from '@cellar/shared/pages/page-document';
import { newKey, type EditorContent, type EditorLayout } from './page-doc.ts';

/** A place of a layout not filled yet: an ENTITY with nothing in it (docs/pages.md: the spec has no third type). */
export function emptyContent(key: string = newKey('c')): EditorContent {
  return { type: 'ENTITY', key };
}

/**
 * What a place keeps when its content changes type or is emptied: its key, its parameters and its display
 * (in a card, in the container).
 */
export function placeOf(content: EditorContent): Pick<EditorContent, 'key' | 'parameters' | 'inCard' | 'inContainer'> {
  const { key, parameters, inCard, inContainer } = content;
  return {
    key,
    ...(parameters ? { parameters } : {}),
    ...(inCard !== undefined && inCard !== null ? { inCard } : {}),
    ...(inContainer !== undefined && inContainer !== null ? { inContainer } : {}),
  };
}

/** A content holds nothing yet: no type was chosen for its place. */
export function isEmptyContent(content: EditorContent): boolean {
  return (
    content.type === 'ENTITY' &&
    (content.title === undefined || content.title === null) &&
    (content.images ?? []).length === 0 &&
    (content.content ?? '') === ''
  );
}

/** A new layout of a type: as many empty places as the type has entities (spec 1 §3). */
export function createLayout(type: LayoutType): EditorLayout {
  return {
    key: newKey('l'),
    type,
    contents: Array.from({ length: layoutEntityCounts[type] }, () => emptyContent()),
  };
}

/**
 * A copy of a content for another place: new key, no server id (the server gives the copy its own), the
 * same type, texts, images, configuration and parameters.
 */
export function freshContent(content: EditorContent): EditorContent {
  const { id: _id, order: _order, ...copy } = structuredClone(content);
  return { ...copy, key: newKey('c') } as EditorContent;
}

/** A copy of a layout (pasted, or a saved layout inserted): new keys, no server ids, no tags of its own. */
export function freshLayout(layout: EditorLayout): EditorLayout {
  const { id: _id, order: _order, tags: _tags, ...copy } = structuredClone(layout);
  return { ...copy, key: newKey('l'), contents: copy.contents.map(freshContent) };
}
