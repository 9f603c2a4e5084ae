import { basicParcelPricer } from './basic-parcel-price.ts';
import { carrierPrice } from './carrier-price.ts';
import { describeParcel, packForCarrier } from './carrier-packing.ts';
import type { BasicCarrier } from './carrier-types.ts';
import { gridFor, type Destination } from './destination.ts';
import type { CarrierOutcome } from './fee-types.ts';
import type { PackingLimits } from './packing.ts';
import type { ShipmentItem } from './shipment-items.ts';

/**
 * A BASIC carrier (docs/shipping.md "The cheapest packing, per carrier"): the destination's grid
 * (a department's wins over its country's), the cheapest packing into the carrier's boxes under
 * that grid, then percentage, fix and free shipping.
 */
export function quoteBasicCarrier(
  carrier: BasicCarrier,
  items: readonly ShipmentItem[],
  destination: Destination,
  freeCount: number,
  limits?: PackingLimits,
): CarrierOutcome {
  const grid = gridFor(carrier.grids, destination);
  if (grid === null) return { skipped: { id: carrier.id, name: carrier.name, reason: 'notServed' } };
  const packing = packForCarrier(
    items,
    carrier.boxes,
    carrier.unit === 'KG',
    (groups) => basicParcelPricer(groups, carrier.unit, carrier.rules, grid.tranches),
    limits,
  );
  if (packing.status !== 'packed') {
    return {
      skipped: {
        id: carrier.id,
        name: carrier.name,
        reason: packing.status,
        ...(packing.idProducts ? { idProducts: packing.idProducts } : {}),
      },
    };
  }
  // Nothing to ship (a cart of dematerialised products) costs nothing, fix included.
  const base = packing.total;
  const { price, fdp, free } =
    packing.parcels.length === 0 ? { price: 0, fdp: 0, free: false } : carrierPrice(base, carrier, freeCount);
  return {
    options: [
      {
        id: carrier.id,
        name: carrier.name,
        price,
        fdp,
        serviceCode: carrier.serviceCode ?? null,
        siteType: 'BASIC',
        deliveryType: carrier.deliveryType,
        explanation: {
          destination,
          parcels: packing.parcels.map(({ packed, contents }) =>
            describeParcel(packed.box, contents, {
              equivalents: packed.quote.equivalents,
              tranche: packed.quote.tranche,
              price: packed.quote.price,
            }),
          ),
          cheapestProven: packing.exact,
          basePrice: base,
          percentage: carrier.percentageToApply,
          fix: carrier.fixToApply,
          freeShipping: { count: freeCount, from: carrier.freeShippingFrom ?? null, applied: free },
        },
      },
    ],
  };
}
