import { fitsBox } from './parcel-fills.ts';
import type {
  PackedParcel,
  PackingGroup,
  PackingResult,
  ParcelQuote,
  PriceParcel,
  ShippingBox,
} from './packing-types.ts';
import { cheapestExactly } from './packing-exact.ts';
import { maxTableCents, maxTableStates, tableWork } from './packing-table.ts';
import { listPricedFills, type PricedFill } from './priced-fills.ts';

/**
 * The cheapest packing of a cart into a carrier's boxes (docs/shipping.md "The cheapest packing,
 * per carrier"): the sum of the parcels' prices is the lowest possible, each parcel priced by the
 * caller's `priceParcel` (the carrier's grid), a parcel it does not price being not allowed.
 * Bottles and weight items never share a box, so the two parts are packed separately and their
 * costs add.
 */

export interface PackingLimits {
  /** Most cells of the exact table (one per "what is left" vector). */
  maxStates: number;
  /** Most cell updates of the exact table (`tableWork`): what bounds its time. */
  maxWork: number;
  /** Most contents vectors examined while listing what the boxes can hold. */
  maxFills: number;
}

/**
 * docs/shipping.md "Bounds": 25 million cell updates keep every cart of 48 bottles in up to four
 * groups exact (the hardest needs 16 million), and cap the time of any cart.
 */
export const defaultPackingLimits: PackingLimits = {
  maxStates: maxTableStates,
  maxWork: 25_000_000,
  maxFills: 200_000,
};

export function cheapestPacking<Q extends ParcelQuote>(
  groups: readonly PackingGroup[],
  boxes: readonly ShippingBox[],
  priceParcel: PriceParcel<Q>,
  limits: PackingLimits = defaultPackingLimits,
): PackingResult<Q> {
  for (const group of groups) {
    if (!Number.isInteger(group.count) || group.count < 0) throw new Error(`Invalid count ${group.count}`);
  }
  const notFitting = groups.flatMap((group, g) =>
    group.count > 0 && !boxes.some((box) => fitsBox(group, box)) ? [g] : [],
  );
  if (notFitting.length > 0) return { status: 'notFitting', groups: notFitting };

  const parcels: PackedParcel<Q>[] = [];
  let cents = 0;
  let exact = true;
  for (const kind of ['BOTTLE', 'WEIGHT'] as const) {
    const left = groups.map((group) => (group.kind === kind ? group.count : 0));
    if (left.every((n) => n === 0)) continue;
    const part = packPart(
      groups,
      left,
      boxes.filter((box) => box.mainType === kind),
      priceParcel,
      limits,
    );
    if (part.status !== 'packed') return part;
    for (const fill of part.fills)
      parcels.push({ box: fill.box, counts: fill.counts, grossWeightKg: fill.grossWeightKg, quote: fill.quote });
    cents += part.fills.reduce((sum, fill) => sum + fill.cents, 0);
    exact &&= part.exact;
  }
  // Fullest parcels first: the order a person reads a packing in.
  parcels.sort((a, b) => total(b.counts) - total(a.counts));
  return { status: 'packed', parcels, total: cents / 100, exact };
}

type PartResult<Q extends ParcelQuote> =
  { status: 'packed'; fills: PricedFill<Q>[]; exact: boolean } | { status: 'noPackaging' } | { status: 'tooLarge' };

function packPart<Q extends ParcelQuote>(
  groups: readonly PackingGroup[],
  left: readonly number[],
  boxes: readonly ShippingBox[],
  priceParcel: PriceParcel<Q>,
  limits: PackingLimits,
): PartResult<Q> {
  const fills = listPricedFills(groups, left, boxes, priceParcel, limits.maxFills);
  if (fills === 'tooLarge') return { status: 'tooLarge' };
  // An item no priced parcel holds: nothing can be done.
  if (left.some((n, g) => n > 0 && !fills.some((fill) => fill.counts[g]! > 0))) return { status: 'noPackaging' };

  // Sums of cents stay exact in the table only below its ceiling (thousands of euros per parcel).
  const items = left.reduce((sum, n) => sum + n, 0);
  if (fills.some((fill) => fill.cents * items >= maxTableCents)) return { status: 'tooLarge' };
  const peeled = peelUntilBounded(fills, left, { ...limits, maxStates: Math.min(limits.maxStates, maxTableStates) });
  if (peeled === 'tooLarge') return { status: 'tooLarge' };
  const rest = cheapestExactly(fills, peeled.left);
  if (rest === null) return { status: 'noPackaging' };
  return { status: 'packed', fills: [...peeled.taken, ...rest], exact: peeled.taken.length === 0 };
}

/**
 * Beyond the limits the exact table would not fit in a request (a restaurant's 300 bottles of five
 * sizes): parcels of the best price per item are taken out one at a time until what is left can be
 * packed exactly. The answer is then a good packing, not a proven cheapest one (`exact: false`,
 * docs/shipping.md "Bounds"). Carts of up to 48 bottles in four groups never get here.
 */
function peelUntilBounded<Q extends ParcelQuote>(
  fills: readonly PricedFill<Q>[],
  start: readonly number[],
  limits: PackingLimits,
): { left: number[]; taken: PricedFill<Q>[] } | 'tooLarge' {
  const byPricePerItem = [...fills].sort((a, b) => a.cents * b.items - b.cents * a.items || b.items - a.items);
  const left = [...start];
  const taken: PricedFill<Q>[] = [];
  // What is left only shrinks: a parcel that no longer fits never fits again, so one pass suffices.
  let next = 0;
  for (;;) {
    const { states, work } = tableWork(fills, left);
    if (states <= limits.maxStates && work <= limits.maxWork) return { left, taken };
    while (next < byPricePerItem.length && byPricePerItem[next]!.counts.some((n, g) => n > left[g]!)) next++;
    const fill = byPricePerItem[next];
    if (fill === undefined) return 'tooLarge';
    fill.counts.forEach((n, g) => (left[g] = left[g]! - n));
    taken.push(fill);
  }
}

function total(counts: readonly number[]): number {
  return counts.reduce((sum, n) => sum + n, 0);
}
