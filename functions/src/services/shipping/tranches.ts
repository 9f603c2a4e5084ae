import type { Tranche, TrancheUnit } from './carrier-types.ts';
import { roundToCent } from './money.ts';

/**
 * Pricing one parcel with a grid's tranches (docs/shipping.md "Tranches"). A parcel is priced by
 * the tranche whose [min, max] holds its measure; where two tranches share a bound (0–5 kg, 5–10 kg)
 * the one starting lower wins. A measure in no tranche (a gap, or beyond the last) is a parcel the
 * carrier does not take.
 */

export interface TranchePrice {
  tranche: Tranche;
  /** Bottle equivalents (BOTTLE) or gross kg (KG) of the parcel. */
  measure: number;
  price: number;
}

export function trancheFor(measure: number, tranches: readonly Tranche[]): Tranche | null {
  let found: Tranche | null = null;
  for (const tranche of tranches) {
    if (tranche.min <= measure && measure <= tranche.max && (found === null || tranche.min < found.min))
      found = tranche;
  }
  return found;
}

/** PACKAGE: the tranche's price; UNIT: per bottle equivalent, or per kg rounded up. */
export function priceInTranche(tranche: Tranche, unit: TrancheUnit, measure: number): number {
  if (tranche.priceType === 'PACKAGE') return roundToCent(tranche.price);
  const units = unit === 'KG' ? Math.ceil(measure) : measure;
  return roundToCent(tranche.price * units);
}

export function priceByTranches(unit: TrancheUnit, tranches: readonly Tranche[], measure: number): TranchePrice | null {
  const tranche = trancheFor(measure, tranches);
  return tranche === null ? null : { tranche, measure, price: priceInTranche(tranche, unit, measure) };
}
