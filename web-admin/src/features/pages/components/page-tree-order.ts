import type { PageOrderInput } from '@cellar/shared/pages/page-rules';
import type { PageTreeNode } from '../api/pages-api.ts';

/** The tree with the children of `parentId` (null: the root) replaced by `siblings`. */
export function withSiblings(
  tree: readonly PageTreeNode[],
  parentId: number | null,
  siblings: PageTreeNode[],
): PageTreeNode[] {
  if (parentId === null) return siblings;
  return tree.map((node) =>
    node.id === parentId
      ? { ...node, children: siblings }
      : { ...node, children: withSiblings(node.children, parentId, siblings) },
  );
}

/**
 * The body of `PUT /admin/page/order`: every page of the tree with its parent and its place among its siblings,
 * counted from 1 (the position "must be positive").
 */
export function orderBody(tree: readonly PageTreeNode[]): PageOrderInput {
  const pages: PageOrderInput['pages'] = [];
  const walk = (nodes: readonly PageTreeNode[], parentId: number | null) =>
    nodes.forEach((node, index) => {
      pages.push({ id: node.id, parentId, order: index + 1 });
      walk(node.children, node.id);
    });
  walk(tree, null);
  return { pages };
}

/** How a page is named in the admin: its title, else its menu title, else its address. */
export function pageName(page: Pick<PageTreeNode, 'title' | 'menuTitle' | 'url'>, untitled: string): string {
  return page.title.trim() || page.menuTitle.trim() || page.url.trim() || untitled;
}
