/**
 * The free-shipping bottle count (spec 2 §9): a half bottle (under 75 cl, that is under 0.75 l)
 * counts half, any other bottle one, and the count is rounded down. Weight items do not count.
 */
export function freeShippingCount(bottles: readonly { capacityCl: number; quantity: number }[]): number {
  let halves = 0;
  for (const { capacityCl, quantity } of bottles) halves += capacityCl < 75 ? quantity : 2 * quantity;
  return Math.floor(halves / 2);
}

/** From `from` bottles (free-shipping count) the carrier ships for 0; no threshold, never free. */
export function shipsFree(count: number, from: number | null | undefined): boolean {
  return from !== null && from !== undefined && from > 0 && count >= from;
}
