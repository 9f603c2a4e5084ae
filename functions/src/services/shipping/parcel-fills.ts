import type { PackingGroup, ShippingBox } from './packing-types.ts';

/**
 * What one box can physically hold (docs/shipping.md "The cheapest packing"): a BOTTLE box takes
 * bottles of at most its slot capacity, one per slot; a WEIGHT box takes weight items up to its
 * capacity in kg. Prices play no part here.
 */

/** Weights are decimals (1.3 kg): a fill exactly at the box's limit must not fail on rounding. */
const KG_TOLERANCE = 1e-9;

export function fitsBox(group: PackingGroup, box: ShippingBox): boolean {
  if (group.kind === 'BOTTLE') {
    return box.mainType === 'BOTTLE' && box.bottleBoxCapacity >= 1 && group.capacityCl <= box.bottleCapacity;
  }
  return box.mainType === 'WEIGHT' && group.weightKg <= box.weightBoxCapacity + KG_TOLERANCE;
}

/** Contents of a parcel, kg. */
export function contentsWeightKg(groups: readonly PackingGroup[], counts: readonly number[]): number {
  let kg = 0;
  for (let g = 0; g < groups.length; g++) kg += (counts[g] ?? 0) * groups[g]!.weightKg;
  return kg;
}

/**
 * Calls `visit` with every non-empty way to fill one `box` from `available` (counts per group, the
 * other groups' entries at 0). The array handed to `visit` is reused: copy it to keep it. Stops and
 * answers false as soon as `visit` answers false (the caller's work bound).
 */
export function forEachFill(
  box: ShippingBox,
  groups: readonly PackingGroup[],
  available: readonly number[],
  visit: (counts: readonly number[]) => boolean,
): boolean {
  const fitting = groups.flatMap((group, g) => ((available[g] ?? 0) > 0 && fitsBox(group, box) ? [g] : []));
  const counts = groups.map(() => 0);
  let empty = true;

  // Depth-first over the fitting groups; `room` is slots left (BOTTLE) or kg left (WEIGHT).
  const fill = (position: number, room: number): boolean => {
    if (position === fitting.length) return empty || visit(counts);
    const g = fitting[position]!;
    const unit = box.mainType === 'BOTTLE' ? 1 : groups[g]!.weightKg;
    const most = unit > 0 ? Math.min(available[g]!, Math.floor((room + KG_TOLERANCE) / unit)) : available[g]!;
    const wasEmpty = empty;
    for (let n = 0; n <= most; n++) {
      counts[g] = n;
      empty = wasEmpty && n === 0;
      if (!fill(position + 1, room - n * unit)) return false;
    }
    counts[g] = 0;
    empty = wasEmpty;
    return true;
  };
  return fill(0, box.mainType === 'BOTTLE' ? box.bottleBoxCapacity : box.weightBoxCapacity);
}
