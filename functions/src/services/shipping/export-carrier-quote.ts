import { carrierPrice } from './carrier-price.ts';
import { describeParcel, packForCarrier } from './carrier-packing.ts';
import type { ExportCarrier } from './carrier-types.ts';
import type { Destination } from './destination.ts';
import type { ExportParcel, ExportQuoter } from './export-quote.ts';
import type { CarrierOutcome } from './fee-types.ts';
import type { PackingLimits } from './packing.ts';
import { shipmentWeightKg, type ShipmentItem } from './shipment-items.ts';

/** Spec 2 §9: orders over 100 kg have no export carrier option. */
export const exportMaxOrderKg = 100;

/**
 * A VIGNOBLE_EXPORT carrier: the partner prices the whole shipment, so the cart is packed into the
 * carrier's boxes in the fewest parcels (each parcel "costs" the same), then the partner quotes
 * once; each of its offers becomes an option. Orders over 100 kg (contents) are not asked about.
 */
export async function quoteExportCarrier(
  carrier: ExportCarrier,
  items: readonly ShipmentItem[],
  destination: Destination,
  freeCount: number,
  quoter: ExportQuoter,
  limits?: PackingLimits,
): Promise<CarrierOutcome> {
  const skip = (reason: 'overWeight' | 'notServed' | 'exportUnavailable', detail?: string): CarrierOutcome => ({
    skipped: { id: carrier.id, name: carrier.name, reason, ...(detail ? { detail } : {}) },
  });
  const weight = shipmentWeightKg(items);
  if (weight > exportMaxOrderKg) return skip('overWeight', `${weight} kg`);
  if (items.length === 0) return skip('notServed', 'nothing ships');

  const packing = packForCarrier(items, carrier.boxes, false, () => () => ({ price: 1 }), limits);
  if (packing.status !== 'packed') {
    return { skipped: { id: carrier.id, name: carrier.name, reason: packing.status, ...(packing.idProducts ? { idProducts: packing.idProducts } : {}) } };
  }
  const parcels: ExportParcel[] = packing.parcels.map(({ packed, contents }) => ({
    box: { id: packed.box.id, name: packed.box.name ?? null, width: packed.box.width, height: packed.box.height, depth: packed.box.depth },
    weightKg: contents.grossWeightKg,
    bottles: bottlesByCapacity(contents.lines),
  }));

  let offers;
  try {
    offers = await quoter.quote(parcels, { country: destination.country, postalCode: destination.postalCode });
  } catch (error) {
    return skip('exportUnavailable', error instanceof Error ? error.message : String(error));
  }
  if (offers.length === 0) return skip('notServed');
  const explained = packing.parcels.map(({ packed, contents }) => describeParcel(packed.box, contents, { equivalents: null, tranche: null, price: null }));
  return {
    options: offers.map((offer) => {
      const { price, fdp, free } = carrierPrice(offer.price, carrier, freeCount);
      return {
        id: carrier.id,
        name: `${carrier.name} (${offer.name})`,
        price,
        fdp,
        serviceCode: offer.serviceCode,
        siteType: 'VIGNOBLE_EXPORT' as const,
        deliveryType: carrier.deliveryType,
        explanation: {
          destination,
          parcels: explained,
          cheapestProven: packing.exact,
          basePrice: offer.price,
          exportService: { serviceCode: offer.serviceCode, name: offer.name, price: offer.price },
          percentage: carrier.percentageToApply,
          fix: carrier.fixToApply,
          freeShipping: { count: freeCount, from: carrier.freeShippingFrom ?? null, applied: free },
        },
      };
    }),
  };
}

function bottlesByCapacity(lines: readonly { item: ShipmentItem; quantity: number }[]): { capacityCl: number; quantity: number }[] {
  const byCapacity = new Map<number, number>();
  for (const { item, quantity } of lines) if (item.kind === 'BOTTLE') byCapacity.set(item.capacityCl, (byCapacity.get(item.capacityCl) ?? 0) + quantity);
  return [...byCapacity].map(([capacityCl, quantity]) => ({ capacityCl, quantity }));
}
