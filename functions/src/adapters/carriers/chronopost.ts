import type { ChronopostProductCode } from '@cellar/shared/shipping/partners';
import type { ShipmentTracking } from './shipments.ts';

/**
 * Chronopost: the price of a parcel with one of its products (QuickCost web service), the products
 * it offers between two places, and (for orders, issue 7) a label. The account (number and
 * password) is the site's CHRONOPOST application settings (`/admin/app-parameters/CHRONOPOST`).
 */
export interface ChronopostAccount {
  accountNumber: string;
  password: string;
}

export interface ChronopostPlace {
  /** ISO 3166-1 alpha-2. */
  country: string;
  postalCode: string;
  city?: string;
}

export interface ChronopostQuoteRequest {
  productCode: ChronopostProductCode;
  from: ChronopostPlace;
  to: ChronopostPlace;
  /** The parcel's gross weight, kg. */
  weightKg: number;
}

/** Chronopost's price for one parcel, euros: VAT excluded, VAT, VAT included. */
export interface ChronopostQuote {
  productCode: string;
  amount: number;
  amountTva: number;
  amountTtc: number;
  /** Chronopost's zone of the destination, when it says. */
  zone: string | null;
}

export interface ChronopostProductsRequest {
  from: ChronopostPlace;
  to: ChronopostPlace;
  weightKg: number;
  /** Outer size, cm (optional: Chronopost prices by weight, the size decides what it accepts). */
  size?: { widthCm: number; heightCm: number; lengthCm: number };
}

export interface ChronopostAdapter {
  /** The price of one parcel with this product (`quickCost`). */
  quote(account: ChronopostAccount, request: ChronopostQuoteRequest): Promise<ChronopostQuote>;
  /** The products Chronopost offers for this parcel between these places, with their price (`calculateProducts`). */
  products(account: ChronopostAccount, request: ChronopostProductsRequest): Promise<ChronopostQuote[]>;
}

/** A shipment to label (orders, issue 7). */
export interface ChronopostLabelRequest {
  productCode: ChronopostProductCode;
  /** The order it ships, printed on the label and kept by Chronopost as the shipper's reference. */
  reference: string;
  shipper: ChronopostAddress;
  recipient: ChronopostAddress;
  weightKg: number;
  /** The relay of a relay product (Chrono Relais: its Chronopost id). */
  relayId?: string;
}

export interface ChronopostAddress {
  name: string;
  line1: string;
  line2?: string;
  postalCode: string;
  city: string;
  country: string;
  phone?: string;
  email?: string;
}

export interface ChronopostLabel {
  /** Chronopost's parcel number ("skybill"), for tracking. */
  skybillNumber: string;
  /** The label, a PDF. */
  pdf: Uint8Array;
}

/**
 * Labels of orders (docs/orders.md "Shipping an order"): a shipment with its skybill and PDF
 * (ShippingServiceWS `shippingMultiParcelV5`), its cancellation (TrackingServiceWS `cancelSkybill`)
 * and its tracking (TrackingServiceWS `trackSkybillV2`).
 */
export interface ChronopostLabels {
  createLabel(account: ChronopostAccount, request: ChronopostLabelRequest): Promise<ChronopostLabel>;
  /** Cancels a skybill not yet handed over (Chronopost refuses once it is on its way). */
  cancelLabel(account: ChronopostAccount, skybillNumber: string): Promise<void>;
  track(account: ChronopostAccount, skybillNumber: string, lang: 'fr_FR' | 'en_US'): Promise<ShipmentTracking>;
}

/** Chronopost's public tracking page of a parcel. */
export const chronopostTrackingUrl = (skybillNumber: string): string =>
  `https://www.chronopost.fr/tracking-no-cms/suivi-page?listeNumerosLT=${encodeURIComponent(skybillNumber)}`;
