import { bottleEquivalents } from './bottle-equivalents.ts';
import type { BottleRule, Tranche, TrancheUnit } from './carrier-types.ts';
import type { PackingGroup, ParcelCandidate, PriceParcel } from './packing-types.ts';
import { priceByTranches } from './tranches.ts';

/** A parcel priced by a BASIC carrier's grid, with what explains it. */
export interface BasicParcelQuote {
  price: number;
  tranche: Tranche;
  /** Bottle equivalents of the parcel (0 for a parcel of weight items). */
  equivalents: number;
  /** What the tranche measured: the equivalents (BOTTLE) or the gross weight in kg (KG). */
  measure: number;
}

/**
 * The parcel price function the packing search calls for a BASIC carrier: the parcel's bottle
 * equivalents (carrier's rules) or gross weight, then the grid's tranche. A parcel of weight items
 * only (a corkscrew in an envelope) measures 1 on a BOTTLE grid: a carrier priced by bottles prices
 * it as its smallest parcel (docs/shipping.md "Pricing a parcel").
 */
export function basicParcelPricer(
  groups: readonly PackingGroup[],
  unit: TrancheUnit,
  rules: readonly BottleRule[],
  tranches: readonly Tranche[],
): PriceParcel<BasicParcelQuote> {
  return (parcel: ParcelCandidate) => {
    const bottles = groups.flatMap((group, g) =>
      group.kind === 'BOTTLE' ? [{ capacityCl: group.capacityCl, count: parcel.counts[g] ?? 0 }] : [],
    );
    const equivalents = bottleEquivalents(bottles, rules);
    const measure = unit === 'BOTTLE' ? Math.max(equivalents, 1) : parcel.grossWeightKg;
    const priced = priceByTranches(unit, tranches, measure);
    return priced === null ? null : { price: priced.price, tranche: priced.tranche, equivalents, measure };
  };
}
