import { contentsWeightKg, forEachFill } from './parcel-fills.ts';
import type { PackingGroup, ParcelQuote, PriceParcel, ShippingBox } from './packing-types.ts';

/**
 * The parcels the search may use: every contents vector some box can hold and the carrier prices,
 * each with its cheapest box. The price of a parcel depends only on its box and contents, so for
 * one contents vector a dearer box can never be part of a cheaper packing: keeping only the
 * cheapest box per contents loses nothing (the "dominance" of docs/shipping.md "Bounds").
 */
export interface PricedFill<Q extends ParcelQuote> {
  /** Items per group (the caller's group order). */
  counts: number[];
  items: number;
  /** Price in cents: sums of cents are exact. */
  cents: number;
  box: ShippingBox;
  grossWeightKg: number;
  quote: Q;
}

export function listPricedFills<Q extends ParcelQuote>(
  groups: readonly PackingGroup[],
  available: readonly number[],
  boxes: readonly ShippingBox[],
  priceParcel: PriceParcel<Q>,
  maxFills: number,
): PricedFill<Q>[] | 'tooLarge' {
  const cheapest = new Map<string, PricedFill<Q>>();
  let examined = 0;
  for (const box of boxes) {
    const complete = forEachFill(box, groups, available, (counts) => {
      if (++examined > maxFills) return false;
      const grossWeightKg = roundToGram(contentsWeightKg(groups, counts) + box.boxWeight);
      const quote = priceParcel({ box, counts: [...counts], grossWeightKg });
      if (quote === null) return true;
      const cents = Math.round(quote.price * 100);
      if (!Number.isFinite(cents) || cents < 0) throw new Error(`Invalid parcel price ${quote.price}`);
      const key = counts.join(',');
      const known = cheapest.get(key);
      if (known === undefined || cents < known.cents || (cents === known.cents && isSmaller(box, known.box))) {
        const items = counts.reduce((sum, n) => sum + n, 0);
        cheapest.set(key, { counts: [...counts], items, cents, box, grossWeightKg, quote });
      }
      return true;
    });
    if (!complete) return 'tooLarge';
  }
  return [...cheapest.values()];
}

/** At equal price the shopper gets the smaller, then lighter box; else the carrier's order stands. */
function isSmaller(box: ShippingBox, than: ShippingBox): boolean {
  const size = (b: ShippingBox) => (b.mainType === 'BOTTLE' ? b.bottleBoxCapacity : b.weightBoxCapacity);
  return size(box) < size(than) || (size(box) === size(than) && box.boxWeight < than.boxWeight);
}

/** Gross weights to the gram: 1.3 × 3 + 0.4 is 4.3 kg, not 4.300000000000001. */
function roundToGram(kg: number): number {
  return Math.round(kg * 1000) / 1000;
}
