import { describe, expect, it } from 'vitest';
import type { PageLayout } from '@cellar/shared/pages/page-document';
import { assignIds, freshIdsNeeded } from './page-contents.ts';
import { scriptDocument } from './page-script.ts';
import { buildTree, flattenTree, lastPlace, orderProblems, parentProblem } from './page-tree.ts';

const pages = [
  { id: 1, parentId: null, order: 2 },
  { id: 2, parentId: null, order: 1 },
  { id: 3, parentId: 1, order: 1 },
  { id: 4, parentId: 3, order: 1 },
  // Its parent is gone: shown at the root.
  { id: 5, parentId: 99, order: 3 },
];

describe('the menu tree', () => {
  it('builds the tree in menu order, an orphan at the root', () => {
    type Node = { id: number; children: Node[] };
    const tree = buildTree<(typeof pages)[number], Node>(pages, (p, children) => ({ id: p.id, children }));
    expect(tree).toEqual([
      { id: 2, children: [] },
      { id: 1, children: [{ id: 3, children: [{ id: 4, children: [] }] }] },
      { id: 5, children: [] },
    ]);
    expect(flattenTree(pages).map((p) => p.id)).toEqual([2, 1, 3, 4, 5]);
  });

  it('refuses a parent that is not a page, the page itself or one of its descendants', () => {
    expect(parentProblem(pages, 3, 99)).toBe('page.parentUnknown');
    expect(parentProblem(pages, 1, 1)).toBe('page.parentCycle');
    expect(parentProblem(pages, 1, 4)).toBe('page.parentCycle');
    expect(parentProblem(pages, 4, 2)).toBeNull();
    expect(parentProblem(pages, null, 4)).toBeNull();
  });

  it('places a page last among its siblings', () => {
    expect(lastPlace(pages, null, null)).toBe(4);
    expect(lastPlace(pages, 1, 3)).toBe(1);
    expect(lastPlace(pages, 4, null)).toBe(1);
  });

  it('wants every page once in a new order, known parents and no cycle', () => {
    const all = pages.map((p) => ({ ...p, parentId: p.parentId === 99 ? null : p.parentId }));
    expect(orderProblems(pages, { pages: all })).toEqual({});
    expect(orderProblems(pages, { pages: all.slice(1) })).toEqual({ pages: ['page.orderIncomplete'] });
    expect(orderProblems(pages, { pages: [...all.slice(1), all[1]!] })).toEqual({ pages: ['page.orderIncomplete'] });
    const cycle = all.map((p) => (p.id === 1 ? { ...p, parentId: 4 } : p));
    expect(Object.values(orderProblems(pages, { pages: cycle })).flat()).toContain('page.parentCycle');
    const unknown = all.map((p) => (p.id === 2 ? { ...p, parentId: 42 } : p));
    expect(orderProblems(pages, { pages: unknown })).toEqual({ 'pages.1.parentId': ['page.parentUnknown'] });
  });
});

describe('ids of layouts and contents', () => {
  const entity = (id?: number) => ({ type: 'ENTITY' as const, ...(id ? { id } : {}) });
  const layout = (id: number | undefined, contents: ReturnType<typeof entity>[]): PageLayout => ({
    ...(id ? { id } : {}),
    type: contents.length === 1 ? 'ONE_COLUMN' : 'TWO_COLUMN',
    contents,
  });
  const stored = [layout(10, [entity(100)]), layout(11, [entity(101), entity(102)])];

  it('keeps the page’s own ids once, and gives fresh ones to the rest (made-up ids, copies, new items)', () => {
    const body = [
      layout(11, [entity(102), entity(100)]),
      layout(11, [entity(101), entity(101)]),
      layout(999, [entity(555)]),
      layout(undefined, [entity()]),
    ];
    expect(freshIdsNeeded(body, stored)).toEqual({ layouts: 3, contents: 3 });
    const given = assignIds(body, stored, { layouts: [20, 21, 22], contents: [200, 201, 202] });
    expect(given.map((l) => [l.id, l.contents.map((c) => c.id)])).toEqual([
      [11, [102, 100]],
      [20, [101, 200]],
      [21, [201]],
      [22, [202]],
    ]);
  });
});

describe('the JavaScript entry’s document', () => {
  it('keeps the code inside its script element', () => {
    expect(scriptDocument('a = "</SCRIPT><img src=x>"; b = "<!--";')).toBe(
      '<!doctype html><meta charset=utf-8><script>a = "<\\/SCRIPT><img src=x>"; b = "<\\!--";</script>',
    );
  });
});
