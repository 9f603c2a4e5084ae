import { describe, expect, it } from 'vitest';
import { layoutEntityCounts, layoutTypes } from '@cellar/shared/pages/page-document';
import { pasteCopy } from './clipboard.ts';
import { changeContent, changeInfo, changeLayout, deviceValues } from './editor-operations.ts';
import {
  editorReducer,
  historyLimit,
  initialEditorState,
  type EditorAction,
  type EditorState,
} from './editor-store.ts';
import { createLayout } from './layout-factory.ts';
import { blankDoc, pageBody } from './page-doc.ts';

const run = (state: EditorState, ...actions: EditorAction[]) => actions.reduce(editorReducer, state);
const start = () => initialEditorState(blankDoc());
const withLayouts = (...types: Array<(typeof layoutTypes)[number]>) =>
  run(start(), ...types.map((type): EditorAction => ({ type: 'addLayout', layout: createLayout(type) })));

describe('the page editor store', () => {
  it('adds a layout of each type with as many empty places as the type has entities, and selects it', () => {
    for (const type of layoutTypes) {
      const state = withLayouts(type);
      const [layout] = state.doc.layouts;
      expect(layout?.type).toBe(type);
      expect(layout?.contents).toHaveLength(layoutEntityCounts[type]);
      expect(layout?.contents.every((content) => content.type === 'ENTITY' && content.title === undefined)).toBe(true);
      expect(state.selection).toEqual({ kind: 'layout', layoutKey: layout?.key });
    }
    expect(withLayouts('TWO_COLUMN').doc.layouts[0]?.contents).toHaveLength(2);
    expect(withLayouts('SQUARE').doc.layouts[0]?.contents).toHaveLength(4);
    expect(withLayouts('ONE_AND_TWO').doc.layouts[0]?.contents).toHaveLength(3);
    expect(withLayouts('FIVE_TABS').doc.layouts[0]?.contents).toHaveLength(5);
  });

  it('moves a layout, and a content within its layout, keeping the number of places', () => {
    const state = withLayouts('ONE_COLUMN', 'TWO_COLUMN', 'SQUARE');
    const moved = run(state, { type: 'moveLayout', from: 0, to: 2 });
    expect(moved.doc.layouts.map((layout) => layout.type)).toEqual(['TWO_COLUMN', 'SQUARE', 'ONE_COLUMN']);

    const square = moved.doc.layouts[1]!;
    const keys = square.contents.map((content) => content.key);
    const swapped = run(moved, { type: 'moveContent', layoutKey: square.key, from: 3, to: 0 });
    expect(swapped.doc.layouts[1]!.contents.map((content) => content.key)).toEqual([
      keys[3],
      keys[0],
      keys[1],
      keys[2],
    ]);
    expect(swapped.doc.layouts[1]!.contents).toHaveLength(4);
  });

  it('clears the selection when the selected layout is deleted, and keeps it when another one is', () => {
    const state = withLayouts('ONE_COLUMN', 'TWO_COLUMN');
    const [first, second] = state.doc.layouts;
    const selected = run(state, { type: 'select', selection: { kind: 'layout', layoutKey: second!.key } });

    const otherDeleted = run(selected, { type: 'deleteLayout', layoutKey: first!.key });
    expect(otherDeleted.selection).toEqual({ kind: 'layout', layoutKey: second!.key });

    const deleted = run(selected, { type: 'deleteLayout', layoutKey: second!.key });
    expect(deleted.doc.layouts).toHaveLength(1);
    expect(deleted.selection).toBeNull();

    const contentSelected = run(selected, {
      type: 'select',
      selection: { kind: 'content', layoutKey: second!.key, contentKey: second!.contents[1]!.key },
    });
    expect(run(contentSelected, { type: 'deleteLayout', layoutKey: second!.key }).selection).toBeNull();
  });

  it('undoes and redoes to the exact documents, and forgets the undone steps after a new change', () => {
    const empty = start();
    const one = run(empty, { type: 'addLayout', layout: createLayout('TWO_COLUMN') });
    const layout = one.doc.layouts[0]!;
    const two = run(one, {
      type: 'change',
      recipe: changeLayout(layout.key, (draft) => {
        deviceValues(draft, 'mobile').padding = { top: 12 };
      }),
    });
    const three = run(two, { type: 'moveContent', layoutKey: layout.key, from: 0, to: 1 });

    const undoneOnce = run(three, { type: 'undo' });
    expect(undoneOnce.doc).toEqual(two.doc);
    const undoneAll = run(undoneOnce, { type: 'undo' }, { type: 'undo' });
    expect(undoneAll.doc).toEqual(empty.doc);
    expect(run(undoneAll, { type: 'undo' }).doc).toEqual(empty.doc);

    const redone = run(undoneAll, { type: 'redo' }, { type: 'redo' }, { type: 'redo' });
    expect(redone.doc).toEqual(three.doc);
    expect(redone.future).toHaveLength(0);

    const branched = run(undoneOnce, {
      type: 'change',
      recipe: changeInfo((info) => {
        info.title = 'Le domaine';
      }),
    });
    expect(branched.future).toHaveLength(0);
    expect(run(branched, { type: 'redo' }).doc).toEqual(branched.doc);
  });

  it('makes one undo step of a field typed in a row, and a new one after another change', () => {
    let state = withLayouts('ONE_COLUMN');
    const layout = state.doc.layouts[0]!;
    const content = layout.contents[0]!;
    const typed = (title: string): EditorAction => ({
      type: 'change',
      recipe: changeContent(layout.key, content.key, (draft) => {
        if (draft.type === 'ENTITY') draft.title = title;
      }),
      coalesce: `${content.key}.title`,
    });
    const before = state.doc;
    state = run(state, typed('L'), typed('Le'), typed('Le c'), typed('Le chai'));
    expect(state.past).toHaveLength(2);
    expect(run(state, { type: 'undo' }).doc).toEqual(before);

    state = run(state, { type: 'select', selection: null }, typed('Le chai neuf'));
    expect(state.past).toHaveLength(3);
  });

  it('keeps the last 100 steps', () => {
    let state = start();
    for (let index = 0; index < historyLimit + 20; index += 1)
      state = run(state, {
        type: 'change',
        recipe: changeInfo((info) => {
          info.title = `Titre ${index}`;
        }),
      });
    expect(state.past).toHaveLength(historyLimit);
    for (let index = 0; index < historyLimit + 5; index += 1) state = run(state, { type: 'undo' });
    expect(state.doc.info.title).toBe('Titre 19');
  });

  it('pastes a layout after the selected layout and a content onto the selected place, as copies', () => {
    const state = withLayouts('ONE_COLUMN', 'TWO_COLUMN');
    const [first, second] = state.doc.layouts;
    const layoutSelected = run(state, { type: 'select', selection: { kind: 'layout', layoutKey: first!.key } });
    const pasted = run(layoutSelected, { type: 'paste', item: pasteCopy({ kind: 'layout', layout: second! }) });
    expect(pasted.doc.layouts.map((layout) => layout.type)).toEqual(['ONE_COLUMN', 'TWO_COLUMN', 'TWO_COLUMN']);
    expect(pasted.doc.layouts[1]!.key).not.toBe(second!.key);
    expect(pasted.selection).toEqual({ kind: 'layout', layoutKey: pasted.doc.layouts[1]!.key });

    const source = { ...first!.contents[0]!, type: 'ENTITY' as const, title: 'Nos vins' };
    const target = second!.contents[1]!;
    const contentSelected = run(pasted, {
      type: 'select',
      selection: { kind: 'content', layoutKey: second!.key, contentKey: target.key },
    });
    const filled = run(contentSelected, { type: 'paste', item: pasteCopy({ kind: 'content', content: source }) });
    const place = filled.doc.layouts[2]!.contents[1]!;
    expect(place).toMatchObject({ type: 'ENTITY', title: 'Nos vins' });
    expect(filled.doc.layouts[2]!.contents).toHaveLength(2);
    expect(filled.message).toBeNull();
  });

  it('refuses to paste a layout onto a content or a content where a layout goes, with the message', () => {
    const state = withLayouts('TWO_COLUMN');
    const layout = state.doc.layouts[0]!;
    const contentSelected = run(state, {
      type: 'select',
      selection: { kind: 'content', layoutKey: layout.key, contentKey: layout.contents[0]!.key },
    });
    const refused = run(contentSelected, { type: 'paste', item: pasteCopy({ kind: 'layout', layout }) });
    expect(refused.message).toBe('page.copyMismatch');
    expect(refused.doc).toBe(contentSelected.doc);

    const layoutSelected = run(state, { type: 'select', selection: { kind: 'layout', layoutKey: layout.key } });
    const alsoRefused = run(layoutSelected, {
      type: 'paste',
      item: pasteCopy({ kind: 'content', content: layout.contents[0]! }),
    });
    expect(alsoRefused.message).toBe('page.copyMismatch');
    expect(alsoRefused.doc).toBe(layoutSelected.doc);
  });

  it('sends the layouts normalised: order set, block settings flat, empty device values filled in', () => {
    const state = withLayouts('TWO_COLUMN');
    const layout = state.doc.layouts[0]!;
    const content = layout.contents[1]!;
    const changed = run(state, {
      type: 'change',
      recipe: changeContent(layout.key, content.key, (draft) => {
        deviceValues(draft, 'computer').block = { blockWidth: '50%' };
      }),
    });
    const body = pageBody(changed.doc, 3);
    expect(body.version).toBe(3);
    expect(body.layouts[0]).toMatchObject({
      type: 'TWO_COLUMN',
      order: 0,
      parameters: { computer: { padding: {}, margin: {}, background: {} }, mobile: { padding: {}, margin: {} } },
    });
    expect(body.layouts[0]!.contents[1]).toMatchObject({
      order: 1,
      parameters: { computer: { blockWidth: '50%', padding: {} } },
    });
    expect(body.layouts[0]!.contents[1]!.parameters?.computer).not.toHaveProperty('block');
  });
});
