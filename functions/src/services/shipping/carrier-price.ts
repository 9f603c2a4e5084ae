import type { CarrierCommon } from './carrier-types.ts';
import { shipsFree } from './free-shipping.ts';
import { roundToCent } from './money.ts';

/**
 * The price a carrier asks (docs/shipping.md "Carrier"): round2(max(0, base × (1 + percentage / 100)
 * + fix)), then 0 when the free-shipping count reaches the carrier's threshold (`fdp` keeps the
 * price before that).
 */
export function carrierPrice(
  base: number,
  carrier: CarrierCommon,
  freeCount: number,
): { price: number; fdp: number; free: boolean } {
  const fdp = roundToCent(Math.max(0, base * (1 + carrier.percentageToApply / 100) + carrier.fixToApply));
  const free = shipsFree(freeCount, carrier.freeShippingFrom);
  return { price: free ? 0 : fdp, fdp, free };
}
