import type { CarrierStatus } from '@cellar/shared/orders/shipping';

/**
 * Shipments at a partner carrier (docs/orders.md "Shipping an order"): what every partner's
 * adapter is given to create one, and what it answers. Each partner's own interface
 * (`mondial-relay.ts`, `chronopost.ts`, `vignoble-export.ts`) says which of these it offers.
 */
export interface ShipmentAddress {
  /** A person or the shop's name, as the label prints it. */
  name: string;
  line1: string;
  line2?: string | null;
  postalCode: string;
  city: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  phone?: string | null;
  email?: string | null;
}

/** One parcel: its box's outer size and its gross weight (contents and box). */
export interface ShipmentParcel {
  weightKg: number;
  widthCm: number;
  heightCm: number;
  lengthCm: number;
}

export interface ShipmentRequest {
  /** The order's number: printed on the label, kept by the partner as the shipper's reference. */
  reference: string;
  shipper: ShipmentAddress;
  recipient: ShipmentAddress;
  parcels: ShipmentParcel[];
  /** The relay the parcel goes to (relay delivery), by the partner's own id and its country. */
  relay?: { id: string; country: string } | null;
  /** The recipient's language (notices). */
  lang: 'fr_FR' | 'en_US';
}

/** A created shipment: the partner's number, its public tracking page and the label (a PDF). */
export interface CreatedShipment {
  trackingNumber: string;
  trackingUrl: string;
  label: Uint8Array;
}

export interface TrackingStep {
  /** ISO instant (Paris time read as such), or null when the partner gives none. */
  at: string | null;
  label: string;
  place: string | null;
}

/** A parcel's status at the partner, on one scale, with its steps oldest first. */
export interface ShipmentTracking {
  status: CarrierStatus;
  /** The partner's own words for the status. */
  label: string | null;
  events: TrackingStep[];
}

/** Sum of the parcels' weights, kg, to the gram. */
export const totalWeightKg = (parcels: readonly ShipmentParcel[]): number =>
  Math.round(parcels.reduce((sum, parcel) => sum + parcel.weightKg, 0) * 1000) / 1000;

/** "dd/mm/yy" or "dd/mm/yyyy" and "HH:mm" (Paris wall clock) as an ISO instant, approximately (CET/CEST by month); null
 * when unreadable. */
export function parisInstant(day: string, time: string | null): string | null {
  const m = /^(\d{2})\/(\d{2})\/(\d{2}|\d{4})$/.exec(day.trim());
  if (!m) return null;
  const year = m[3]!.length === 2 ? 2000 + Number(m[3]) : Number(m[3]);
  const t = /^(\d{1,2}):(\d{2})/.exec((time ?? '').trim());
  const month = Number(m[2]);
  // Summer time from the last Sunday of March to the last Sunday of October, to the month.
  const offset = month > 3 && month < 11 ? 2 : 1;
  const at = new Date(Date.UTC(year, month - 1, Number(m[1]), (t ? Number(t[1]) : 12) - offset, t ? Number(t[2]) : 0));
  return Number.isNaN(at.getTime()) ? null : at.toISOString();
}
