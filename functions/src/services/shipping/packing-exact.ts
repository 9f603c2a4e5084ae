import { dualPrices } from './packing-duals.ts';
import { cheapestByTable, fitsIn, tableWork } from './packing-table.ts';
import type { ParcelQuote } from './packing-types.ts';
import type { PricedFill } from './priced-fills.ts';

/**
 * The exact cheapest packing of `left`, or null when none exists, with "reduced-cost pruning"
 * (docs/shipping.md "The cheapest packing, per carrier", step 3): the table is first filled with the parcels most
 * likely to be used
 * and only grows when that cannot prove its answer.
 *
 * With duals y (no parcel costs less than its items' y, see packing-duals.ts), every packing costs
 * y·left plus the "excess" of its parcels, price − y·contents, each ≥ 0. A packing costing V has a
 * total excess V − y·left, so none of its parcels has more. Hence:
 * - the table over the parcels of excess ≤ τ finds a packing of price V; if V − y·left ≤ τ, any
 *   packing at least as cheap only uses parcels of excess ≤ τ: V is the cheapest;
 * - otherwise the table over the parcels of excess ≤ V − y·left is exact.
 * τ grows from 0 (the parcels of the linear relaxation's optimum) until a packing is found. Pruned
 * tables that would cost more than a share of the full one are skipped for the full one.
 */

/** Excess thresholds tried, as a share of the lower bound y·left. */
const THRESHOLDS = [0, 0.01, 0.04];
/** Computed excesses are within this of the truth (cents): keep a parcel on the boundary. */
const TOLERANCE = 1e-6;
/** The pruned passes together may cost at most this share of the full table, and the final pruned one this share. */
const TRIAL_SHARE = 0.5;
const FINAL_SHARE = 0.7;

export function cheapestExactly<Q extends ParcelQuote>(
  fills: readonly PricedFill<Q>[],
  left: readonly number[],
): PricedFill<Q>[] | null {
  const usable = fills.filter((fill) => fitsIn(fill, left));
  const dims = left.flatMap((n, g) => (n > 0 ? [g] : []));
  if (dims.length === 0) return [];
  if (usable.length === 0) return null;
  const fullWork = tableWork(usable, left).work;
  const workOf = (kept: readonly PricedFill<Q>[]) => tableWork(kept, left).work;

  const y = dualPrices(usable, left, dims);
  const floor = dims.reduce((sum, g, d) => sum + left[g]! * y[d]!, 0);
  const excess = usable.map((fill) => fill.cents - dims.reduce((sum, g, d) => sum + fill.counts[g]! * y[d]!, 0));
  const within = (gap: number) => usable.filter((_, j) => excess[j]! <= gap + TOLERANCE);

  // Trials bounded in total, so that the worst case costs at most 1.5 full tables.
  let spent = 0;
  for (const share of THRESHOLDS) {
    const gap = share * Math.max(floor, 0);
    const kept = within(gap);
    const work = workOf(kept);
    if (spent + work > TRIAL_SHARE * fullWork) break;
    spent += work;
    const found = cheapestByTable(kept, left);
    if (found === null) continue;
    const price = found.reduce((sum, fill) => sum + fill.cents, 0);
    if (price - floor <= gap + TOLERANCE) return found;
    const exactSet = within(price - floor);
    return workOf(exactSet) <= FINAL_SHARE * fullWork ? cheapestByTable(exactSet, left) : cheapestByTable(usable, left);
  }
  return cheapestByTable(usable, left);
}
