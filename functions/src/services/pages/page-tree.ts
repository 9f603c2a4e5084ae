import type { PageOrderInput } from '@cellar/shared/pages/page-rules';
import { addFieldError, type FieldErrorKeys } from '../../lib/errors.ts';

/** What the tree needs of a page: its id, its parent and its place among its siblings. */
export interface TreePlace {
  id: number;
  parentId: number | null;
  order: number;
}

/** Siblings by their place, then by id (two pages given the same position keep a stable order). */
const byPlace = (a: TreePlace, b: TreePlace) => a.order - b.order || a.id - b.id;

/**
 * The pages as a tree, each level in menu order. A page whose parent is not among them (a parent deleted while a
 * child was being saved under it) is shown at the root rather than lost.
 */
export function buildTree<P extends TreePlace, N>(pages: readonly P[], node: (page: P, children: N[]) => N): N[] {
  const ids = new Set(pages.map((page) => page.id));
  const childrenOf = new Map<number | null, P[]>();
  for (const page of pages) {
    const parent = page.parentId !== null && ids.has(page.parentId) && page.parentId !== page.id ? page.parentId : null;
    childrenOf.set(parent, [...(childrenOf.get(parent) ?? []), page]);
  }
  const visited = new Set<number>();
  const level = (parent: number | null): N[] =>
    (childrenOf.get(parent) ?? [])
      .sort(byPlace)
      .filter((page) => !visited.has(page.id))
      .map((page) => {
        visited.add(page.id);
        return node(page, level(page.id));
      });
  return level(null);
}

/** The pages in menu order, depth first (a parent before its children). */
export function flattenTree<P extends TreePlace>(pages: readonly P[]): P[] {
  type Node = { page: P; children: Node[] };
  const walk = (nodes: Node[]): P[] => nodes.flatMap((n) => [n.page, ...walk(n.children)]);
  return walk(buildTree<P, Node>(pages, (page, children) => ({ page, children })));
}

/** The ids of a page's descendants (its children, theirs…). */
export function descendantsOf(pages: readonly TreePlace[], id: number): Set<number> {
  const found = new Set<number>();
  let frontier = [id];
  while (frontier.length > 0) {
    const next = pages.filter((p) => p.parentId !== null && frontier.includes(p.parentId) && !found.has(p.id));
    next.forEach((p) => found.add(p.id));
    frontier = next.map((p) => p.id);
  }
  return found;
}

/**
 * Checks a page's parent: one of the site's pages, and neither the page itself nor one of its descendants (that would
 * cut a branch off the tree). Answers the message key, or null when the parent fits.
 */
export function parentProblem(
  pages: readonly TreePlace[],
  id: number | null,
  parentId: number | null,
): 'page.parentUnknown' | 'page.parentCycle' | null {
  if (parentId === null) return null;
  if (!pages.some((p) => p.id === parentId)) return 'page.parentUnknown';
  if (id !== null && (parentId === id || descendantsOf(pages, id).has(parentId))) return 'page.parentCycle';
  return null;
}

/** The position after the last of the siblings under `parentId` (the page itself left out), as the tree shows them. */
export function lastPlace(pages: readonly TreePlace[], parentId: number | null, id: number | null): number {
  const ids = new Set(pages.map((p) => p.id));
  const shownUnder = (p: TreePlace) => (p.parentId !== null && ids.has(p.parentId) ? p.parentId : null);
  const siblings = pages.filter((p) => shownUnder(p) === parentId && p.id !== id);
  return siblings.reduce((max, p) => Math.max(max, p.order), 0) + 1;
}

/**
 * Checks a new menu order (`PUT /admin/page/order`): every page of the site named exactly once, each parent one of
 * them, no page under itself or under one of its own descendants. Answers the field errors (none when it fits).
 */
export function orderProblems(pages: readonly TreePlace[], input: PageOrderInput): FieldErrorKeys {
  const errors: FieldErrorKeys = {};
  const known = new Set(pages.map((p) => p.id));
  const named = input.pages.map((p) => p.id);
  if (named.length !== known.size || new Set(named).size !== named.length || named.some((id) => !known.has(id))) {
    addFieldError(errors, 'pages', 'page.orderIncomplete');
    return errors;
  }
  const parentOf = new Map(input.pages.map((p) => [p.id, p.parentId]));
  input.pages.forEach((p, i) => {
    if (p.parentId === null) return;
    if (!known.has(p.parentId)) {
      addFieldError(errors, `pages.${i}.parentId`, 'page.parentUnknown');
      return;
    }
    // Walk up from the page: reaching it again is a cycle (the walk is bounded by the number of pages).
    let current: number | null = p.parentId;
    for (let steps = 0; current !== null && steps <= known.size; steps++) {
      if (current === p.id) {
        addFieldError(errors, `pages.${i}.parentId`, 'page.parentCycle');
        return;
      }
      current = parentOf.get(current) ?? null;
    }
  });
  return errors;
}
