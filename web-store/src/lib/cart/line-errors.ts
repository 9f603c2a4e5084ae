import type { FieldErrors } from '@cellar/shared/envelope';

/**
 * The messages of a refused cart by line: the server names a line's field `products.<index>` or
 * `products.<index>.<field>` (stock, sold-by step, a product no longer sold).
 */
export function lineErrors(errors: FieldErrors): Map<number, string[]> {
  const byLine = new Map<number, string[]>();
  for (const [field, messages] of Object.entries(errors)) {
    const match = /^products\.(\d+)(?:\.|$)/.exec(field);
    if (!match) continue;
    const index = Number(match[1]);
    byLine.set(index, [...new Set([...(byLine.get(index) ?? []), ...messages])]);
  }
  return byLine;
}
