import { exportMaxWeightKg, type ShippingType } from '@cellar/shared/shipping/partners';
import type { CreatedShipment, ShipmentRequest, ShipmentTracking } from './shipments.ts';

/**
 * Vignoble Export, the export vineyard partner: priced offers for parcels of wine to a destination,
 * used by the fee calculation for a VIGNOBLE_EXPORT carrier (docs/shipping.md "Partners and
 * adapters"). The site's account (its API key) comes from its settings (`/admin/carrier/vignoblexport`).
 */
export interface VignobleExportAccount {
  apiKey: string;
}

/** One parcel as packed by the fee calculation. */
export interface ExportParcel {
  /** Outer size of the box, cm. */
  widthCm: number;
  heightCm: number;
  /** The box's depth. */
  lengthCm: number;
  /** Gross weight (contents and the empty box), kg. */
  weightKg: number;
  /** Bottles in it (the partner's rules on alcohol count bottles; a magnum counts 1). */
  bottles: number;
}

export interface ExportDestination {
  /** ISO 3166-1 alpha-2 (`countryByAlpha3(body.country).alphaTwo`). */
  country: string;
  postalCode: string;
  city?: string;
}

/** One priced offer: a carrier's service the partner books for the whole shipment. */
export interface ExportOffer {
  /** Stable code of the service (`ups:ups-standard`): the cart's `carrier.serviceCode`. */
  serviceCode: string;
  /** What the shopper reads (`UPS Standard`). */
  serviceName: string;
  /** The carrier the partner books (`ups`, `dhl`, `chronopost`…). */
  carrier: string;
  /** Standard or Express (spec 1 §9). */
  shippingType: ShippingType;
  /** Price of the whole shipment in euros, VAT excluded, as the partner quotes it. */
  price: number;
  /** The partner's insurance for the goods' value, when it quotes one (euros, VAT excluded). */
  insurancePrice: number | null;
  /** Calendar days from today to the delivery the partner announces. */
  deliveryDays: number;
  /** The announced delivery day (yyyy-mm-dd), when the partner gives one. */
  deliveryDate: string | null;
}

export interface VignobleExportAdapter {
  /**
   * Offers for these parcels to this destination, cheapest first. None (an empty list) when the
   * shipment weighs over 100 kg (spec 2 §9) or the partner has no offer for it.
   */
  quote(
    account: VignobleExportAccount,
    parcels: readonly ExportParcel[],
    destination: ExportDestination,
  ): Promise<ExportOffer[]>;
}

/** The shipment's gross weight, kg. */
export function shipmentWeightKg(parcels: readonly ExportParcel[]): number {
  return parcels.reduce((sum, parcel) => sum + parcel.weightKg, 0);
}

/** "UPS Express Saver", "Chrono 13": express services by their name; the rest is standard. */
export function shippingTypeOf(serviceName: string): ShippingType {
  return /express|saver|priority|premium|chrono\s?(?:10|13|18)|13h|10h/i.test(serviceName) ? 'EXPRESS' : 'STANDARD';
}

export function serviceCodeOf(carrier: string, service: string): string {
  const slug = (text: string) =>
    text
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
  return `${slug(carrier)}:${slug(service)}`;
}

/**
 * Whatever the implementation: no parcel, or over 100 kg, is no offer without asking the partner
 * (spec 2 §9); offers come back cheapest first.
 */
export class WeightLimitedVignobleExport implements VignobleExportAdapter {
  constructor(private readonly inner: VignobleExportAdapter) {}

  async quote(
    account: VignobleExportAccount,
    parcels: readonly ExportParcel[],
    destination: ExportDestination,
  ): Promise<ExportOffer[]> {
    if (parcels.length === 0 || shipmentWeightKg(parcels) > exportMaxWeightKg) return [];
    const offers = await this.inner.quote(account, parcels, destination);
    return [...offers].sort((a, b) => a.price - b.price || a.deliveryDays - b.deliveryDays);
  }
}

/**
 * Shipments booked through Vignoble Export (docs/orders.md "Shipping an order"): the offer the
 * shopper chose (`serviceCode`), booked with the partner, its label, its cancellation and its
 * tracking. Only the local implementation exists: the partner's booking API is not among the calls
 * recorded so far (`carrierAdapters().vignobleExportShipments` is null in `http` mode).
 */
export interface VignobleExportShipments {
  createShipment(
    account: VignobleExportAccount,
    request: ShipmentRequest & { serviceCode: string | null },
  ): Promise<CreatedShipment>;
  cancelShipment(account: VignobleExportAccount, trackingNumber: string): Promise<void>;
  tracking(account: VignobleExportAccount, trackingNumber: string, lang: 'fr_FR' | 'en_US'): Promise<ShipmentTracking>;
}
