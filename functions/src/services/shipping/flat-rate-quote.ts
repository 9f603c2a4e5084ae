import { carrierPrice } from './carrier-price.ts';
import type { FlatRateCarrier } from './carrier-types.ts';
import type { Destination } from './destination.ts';
import type { CarrierOutcome } from './fee-types.ts';

/**
 * A FLAT_RATE carrier: its country's price whatever the cart (no packing: the price does not depend
 * on it), then percentage, fix and free shipping. No rate for the country: not offered.
 */
export function quoteFlatRateCarrier(
  carrier: FlatRateCarrier,
  destination: Destination,
  freeCount: number,
  nothingShips: boolean,
): CarrierOutcome {
  const rate = carrier.flatRates.find((flat) => flat.country.toUpperCase() === destination.country);
  if (rate === undefined) return { skipped: { id: carrier.id, name: carrier.name, reason: 'notServed' } };
  const { price, fdp, free } = nothingShips
    ? { price: 0, fdp: 0, free: false }
    : carrierPrice(rate.price, carrier, freeCount);
  return {
    options: [
      {
        id: carrier.id,
        name: carrier.name,
        price,
        fdp,
        serviceCode: carrier.serviceCode ?? null,
        siteType: 'FLAT_RATE',
        deliveryType: carrier.deliveryType,
        explanation: {
          destination,
          parcels: [],
          cheapestProven: true,
          basePrice: nothingShips ? 0 : rate.price,
          flatRate: rate.price,
          percentage: carrier.percentageToApply,
          fix: carrier.fixToApply,
          freeShipping: { count: freeCount, from: carrier.freeShippingFrom ?? null, applied: free },
        },
      },
    ],
  };
}
