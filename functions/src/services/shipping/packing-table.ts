import type { ParcelQuote } from './packing-types.ts';
import type { PricedFill } from './priced-fills.ts';

/**
 * The exact cheapest packing of `left` (counts per group) using only the parcels `fills`, or null
 * when none exists (docs/shipping.md "The cheapest packing, per carrier").
 *
 * F(what is left) = min over each parcel p that fits in it of price(p) + F(what is left − p), and
 * F(nothing) = 0. The memo is a table with one cell per "what is left" vector (a mixed-radix index
 * over the groups), filled parcel by parcel in the manner of the coin-change table: with parcel k
 * as the outer loop and the vectors in increasing order, F_k(v) = min(F_{k−1}(v), price_k + F_k(v − k)),
 * so each set of parcels is counted once rather than once per order, and a parcel may repeat. Its
 * work is Σ over parcels of the vectors that can hold it (`tableWork`), bounded before it runs.
 * Among packings of the same price it keeps the one whose boxes weigh least (less packaging, and
 * as every box weighs something, mostly fewer parcels).
 */

/**
 * A cell holds price (cents) × 2^26 + the boxes' weight (grams), so one comparison orders by price
 * then by packaging. Exact while the boxes weigh under 67 t and the price stays below 2^27 cents
 * (1.3 million euros): `maxTableCents` bounds a parcel's price × the items.
 */
const GRAMS_RANGE = 2 ** 26;
export const maxTableStates = 2 ** 20;
export const maxTableCents = 2 ** 26;

export function cheapestByTable<Q extends ParcelQuote>(
  fills: readonly PricedFill<Q>[],
  left: readonly number[],
): PricedFill<Q>[] | null {
  const dims = left.flatMap((n, g) => (n > 0 ? [g] : []));
  if (dims.length === 0) return [];
  const size = dims.map((g) => left[g]! + 1);
  const stride = strides(size);
  const states = stride.at(-1)! * size.at(-1)!;
  if (states > maxTableStates) throw new Error(`Packing table of ${states} cells`);
  const usable = fills.filter((fill) => fitsIn(fill, left));

  // Parcels by their last group (the highest digit they use), lowest first. A set of parcels is
  // then always built from parcels of lower or equal last group, so a parcel whose last group is d
  // only ever extends vectors that are zero beyond d: its pass stops at digit d (a quarter less
  // work for four groups than every vector ≥ the parcel), without losing any set of parcels.
  const lastDigit = (fill: PricedFill<Q>) => dims.reduce((last, g, d) => (fill.counts[g]! > 0 ? d : last), 0);
  const order = usable.map((fill, k) => ({ k, last: lastDigit(fill) })).sort((a, b) => a.last - b.last || a.k - b.k);

  const cell = new Float64Array(states).fill(Infinity);
  const choice = new Int32Array(states).fill(-1);
  cell[0] = 0;
  for (const { k, last } of order) {
    const fill = usable[k]!;
    const low = dims.map((g) => fill.counts[g]!);
    relaxWithParcel(
      cell,
      choice,
      k,
      fill.cents * GRAMS_RANGE + Math.round(fill.box.boxWeight * 1000),
      low,
      size.slice(0, last + 1),
      stride,
    );
  }

  const full = states - 1;
  if (cell[full] === Infinity) return null;
  const chosen: PricedFill<Q>[] = [];
  for (let v = full; v !== 0;) {
    const fill = usable[choice[v]!]!;
    chosen.push(fill);
    v -= dims.reduce((sum, g, d) => sum + fill.counts[g]! * stride[d]!, 0);
  }
  return chosen;
}

/**
 * One pass of the table for parcel k: every vector v ≥ the parcel (digit by digit) over the digits
 * of `size` (the higher ones stay 0), in increasing index, may be packed as the parcel plus
 * v − parcel. The innermost digit (stride 1) is a plain run; the outer digits turn like an
 * odometer. Plain loops over typed arrays: this is the hot path.
 */
function relaxWithParcel(
  cell: Float64Array,
  choice: Int32Array,
  k: number,
  step: number,
  low: readonly number[],
  size: readonly number[],
  stride: readonly number[],
): void {
  const dimCount = size.length;
  let delta = 0;
  for (let d = 0; d < dimCount; d++) delta += low[d]! * stride[d]!;
  const digits = Int32Array.from(low);
  let base = 0;
  for (let d = 1; d < dimCount; d++) base += low[d]! * stride[d]!;
  const runStart = low[0]!;
  const runEnd = size[0]! - 1;
  for (;;) {
    for (let v = base + runStart, end = base + runEnd; v <= end; v++) {
      const candidate = step + cell[v - delta]!;
      if (candidate < cell[v]!) {
        cell[v] = candidate;
        choice[v] = k;
      }
    }
    let d = 1;
    while (d < dimCount && digits[d] === size[d]! - 1) {
      base -= (digits[d]! - low[d]!) * stride[d]!;
      digits[d] = low[d]!;
      d++;
    }
    if (d === dimCount) return;
    digits[d] = digits[d]! + 1;
    base += stride[d]!;
  }
}

/**
 * Cells the table updates: Σ over the parcels that fit of Π over the groups up to the parcel's last
 * one of (left − count + 1).
 */
export function tableWork(
  fills: readonly PricedFill<ParcelQuote>[],
  left: readonly number[],
): { states: number; work: number } {
  const states = left.reduce((product, n) => product * (n + 1), 1);
  let work = 0;
  for (const fill of fills) {
    if (!fitsIn(fill, left)) continue;
    const last = fill.counts.reduce((found, n, g) => (n > 0 ? g : found), 0);
    work += left.reduce((product, n, g) => (g <= last && n > 0 ? product * (n - fill.counts[g]! + 1) : product), 1);
  }
  return { states, work };
}

export function fitsIn(fill: PricedFill<ParcelQuote>, left: readonly number[]): boolean {
  return fill.counts.every((n, g) => n <= left[g]!);
}

function strides(size: readonly number[]): number[] {
  const stride: number[] = [];
  let product = 1;
  for (const n of size) {
    stride.push(product);
    product *= n;
  }
  return stride;
}
