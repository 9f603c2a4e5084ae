import { carrierPrice } from './carrier-price.ts';
import { describeParcel, packForCarrier } from './carrier-packing.ts';
import type { ExportCarrier } from './carrier-types.ts';
import type { Destination } from './destination.ts';
import { countryByAlpha3 } from '@cellar/shared/shipping/countries';
import { exportMaxWeightKg } from '@cellar/shared/shipping/partners';
import type { ExportOffer, ExportParcel, ExportQuoter } from './export-quote.ts';
import type { CarrierOutcome } from './fee-types.ts';
import type { PackingLimits } from './packing.ts';
import { roundToCent } from './money.ts';
import { shipmentWeightKg, type ShipmentItem } from './shipment-items.ts';

/**
 * A VIGNOBLE_EXPORT carrier: the partner prices the whole shipment, so the cart is packed into the
 * carrier's boxes in the fewest parcels (each parcel "costs" the same), then the partner quotes
 * once; each of its offers becomes an option. Orders over 100 kg (spec 2 §9; the gross weight, as
 * the partner's adapter counts it) are not asked about.
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
  // The contents alone over 100 kg: no need to pack.
  const contents = shipmentWeightKg(items);
  if (contents > exportMaxWeightKg) return skip('overWeight', `${contents} kg`);
  if (items.length === 0) return skip('notServed', 'nothing ships');
  const country = countryByAlpha3(destination.country);
  if (country === undefined) return skip('notServed', 'unknown country');

  const packing = packForCarrier(items, carrier.boxes, false, () => () => ({ price: 1 }), limits);
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
  const parcels: ExportParcel[] = packing.parcels.map(({ packed, contents: parcel }) => ({
    widthCm: packed.box.width,
    heightCm: packed.box.height,
    lengthCm: packed.box.depth,
    weightKg: parcel.grossWeightKg,
    bottles: parcel.bottles,
  }));
  const gross = Math.round(parcels.reduce((sum, parcel) => sum + parcel.weightKg, 0) * 1000) / 1000;
  if (gross > exportMaxWeightKg) return skip('overWeight', `${gross} kg with the boxes`);

  let offers: readonly ExportOffer[];
  try {
    offers = await quoter.quote(parcels, { country: country.alphaTwo, postalCode: destination.postalCode });
  } catch (error) {
    return skip('exportUnavailable', error instanceof Error ? error.message : String(error));
  }
  if (offers.length === 0) return skip('notServed');
  const explained = packing.parcels.map(({ packed, contents }) =>
    describeParcel(packed.box, contents, { equivalents: null, tranche: null, price: null }),
  );
  return {
    options: offers.map((offer) => {
      const charged = roundToCent(offer.price * (1 + (carrier.vatRate ?? 0) / 100));
      const { price, fdp, free } = carrierPrice(charged, carrier, freeCount);
      return {
        id: carrier.id,
        name: `${carrier.name} (${offer.serviceName})`,
        price,
        fdp,
        serviceCode: offer.serviceCode,
        siteType: 'VIGNOBLE_EXPORT' as const,
        deliveryType: carrier.deliveryType,
        explanation: {
          destination,
          parcels: explained,
          cheapestProven: packing.exact,
          basePrice: charged,
          exportService: {
            serviceCode: offer.serviceCode,
            name: offer.serviceName,
            priceVatExcluded: offer.price,
            vatRate: carrier.vatRate ?? 0,
          },
          percentage: carrier.percentageToApply,
          fix: carrier.fixToApply,
          freeShipping: { count: freeCount, from: carrier.freeShippingFrom ?? null, applied: free },
        },
      };
    }),
  };
}
