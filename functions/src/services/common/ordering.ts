/**
 * Moves `id` to the 0-based `position` of `items` (sorted by order, then id) and answers the items
 * whose order changed, with their new order: what a drag in a list sends as `{ order }`.
 */
export function reorder<T extends { id: number; order: number }>(
  items: readonly T[],
  id: number,
  position: number,
): T[] {
  const sorted = [...items].sort((a, b) => a.order - b.order || a.id - b.id);
  const from = sorted.findIndex((item) => item.id === id);
  if (from < 0) return [];
  const [moved] = sorted.splice(from, 1);
  sorted.splice(Math.min(position, sorted.length), 0, moved!);
  return sorted.flatMap((item, order) => (item.order === order ? [] : [{ ...item, order }]));
}
