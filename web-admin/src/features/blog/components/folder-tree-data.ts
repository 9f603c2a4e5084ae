import type { BlogFolderView } from '@cellar/shared/content/blog';

/** The folders directly under `idParent` (null: the root). */
export const childrenOf = (folders: readonly BlogFolderView[], idParent: number | null) =>
  folders.filter((folder) => folder.idParent === idParent);

/** Every folder below `id`, at any depth (a folder cannot move under one of them). */
export function descendantsOf(folders: readonly BlogFolderView[], id: number): number[] {
  const found: number[] = [];
  for (let next = [id]; next.length > 0;) {
    next = folders.filter((folder) => folder.idParent !== null && next.includes(folder.idParent)).map((f) => f.id);
    next = next.filter((one) => !found.includes(one));
    found.push(...next);
  }
  return found;
}
