import type { FeeCarrier, Tranche } from './carrier-types.ts';
import type { Destination } from './destination.ts';
import type { ShipmentItem } from './shipment-items.ts';

/** What the fee engine is asked (docs/shipping.md "The fee calculation"). */
export interface FeeRequest {
  items: ShipmentItem[];
  country: string;
  postalCode: string;
  /** The site's carriers, with their boxes, grids, rules and flat rates loaded. */
  carriers: FeeCarrier[];
}

/** One way to ship, as the storefront lists it (spec 2 §3 cart "carrier"). */
export interface ShippingOption {
  id: number;
  name: string;
  /** What the shopper pays: 0 when free shipping applies. */
  price: number;
  /** The price before free shipping ("frais de port"). */
  fdp: number;
  serviceCode: string | null;
  siteType: FeeCarrier['type'];
  deliveryType: 'DELIVERY' | 'PICKUP';
  explanation: FeeExplanation;
}

export interface FeeExplanation {
  destination: Destination;
  parcels: ParcelExplanation[];
  /** The parcels' packing is proven the cheapest (false only past the search's bounds). */
  cheapestProven: boolean;
  /** Sum of the parcels' prices (BASIC), the flat rate (FLAT_RATE) or the partner's price (VIGNOBLE_EXPORT), before
   * percentage and fix. */
  basePrice: number;
  flatRate?: number;
  /** VIGNOBLE_EXPORT: the partner's service and its price before VAT; `basePrice` is it with VAT. */
  exportService?: { serviceCode: string; name: string; priceVatExcluded: number; vatRate: number };
  percentage: number;
  fix: number;
  freeShipping: { count: number; from: number | null; applied: boolean };
}

export interface ParcelExplanation {
  box: { id: number; name: string | null; mainType: 'BOTTLE' | 'WEIGHT' };
  contents: { idProduct: number; idVintage: number | null; quantity: number }[];
  bottles: number;
  /** Bottle equivalents (BASIC carriers). */
  equivalents: number | null;
  /** Gross weight: contents and box, kg. */
  weightKg: number;
  /** The tranche that priced the parcel (BASIC carriers). */
  tranche: Tranche | null;
  /** The parcel's price (BASIC carriers); the partner prices the whole shipment. */
  price: number | null;
}

/** Why a carrier is not offered; the engine's answer lists them for the logs. */
export interface SkippedCarrier {
  id: number;
  name: string;
  reason: SkipReason;
  /** notFitting: the products that fit none of its boxes; restricted: the products it does not ship. */
  idProducts?: number[];
  detail?: string;
}

export type SkipReason =
  /** Switched off. */
  | 'invalid'
  /** It ships only some products, and the cart holds others (`idProducts`). */
  | 'restricted'
  /** No grid, flat rate or partner offer for the destination. */
  | 'notServed'
  /** An item fits none of its boxes. */
  | 'notFitting'
  /** Items fit, but no packing has a tranche for every parcel. */
  | 'noPackaging'
  /** Beyond what a request may search (docs/shipping.md "Bounds"). */
  | 'tooLarge'
  /** Export: the order weighs over 100 kg (spec 2 §9). */
  | 'overWeight'
  /** Export: the partner's quote failed. */
  | 'exportUnavailable';

export type FeeResult =
  | { ok: true; options: ShippingOption[]; skipped: SkippedCarrier[] }
  | { ok: false; message: FeeRefusal; idProducts: number[]; skipped: SkippedCarrier[] };

/** The spec's messages (spec 1 §8), keys of shared/src/i18n/messages/shipping.ts. */
export type FeeRefusal = 'shipping.noCarrier' | 'shipping.productNotFitting' | 'shipping.noPackaging';

/** What one carrier answers: its options, or why it has none. */
export type CarrierOutcome = { options: ShippingOption[] } | { skipped: SkippedCarrier };
