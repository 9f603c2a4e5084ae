import type { ShippingBox } from './packing-types.ts';

/**
 * A carrier as the fee engine needs it (docs/shipping.md "The entities"; spec 1 §3 "Carrier").
 * The carriers repository loads these; the engine never reads the table.
 */
export type FeeCarrier = BasicCarrier | FlatRateCarrier | ExportCarrier;

export interface CarrierCommon {
  id: number;
  name: string;
  /** Only valid carriers are offered. */
  valid: boolean;
  /** −100 to 100: the parcels' total × (1 + percentage / 100). */
  percentageToApply: number;
  /** € added after the percentage. */
  fixToApply: number;
  /** From this many bottles (free-shipping count) the carrier ships for 0; absent: never free. */
  freeShippingFrom?: number | null;
  /** The carrier's own product code (Chronopost product…), answered as `serviceCode`. */
  serviceCode?: string | null;
  /** DELIVERY to the address, or PICKUP at an access point (relay carriers). */
  deliveryType: 'DELIVERY' | 'PICKUP';
  /** The only products it ships (`GET /admin/carrier/{id}/products`); absent or empty: every product. */
  products?: number[];
}

/** Priced by our tranches, per country or department. */
export interface BasicCarrier extends CarrierCommon {
  type: 'BASIC';
  boxes: ShippingBox[];
  /** What the tranches measure in a parcel: bottle equivalents, or gross kg. */
  unit: TrancheUnit;
  grids: PriceGrid[];
  rules: BottleRule[];
}

/** One price per country, whatever the cart. */
export interface FlatRateCarrier extends CarrierCommon {
  type: 'FLAT_RATE';
  flatRates: FlatRate[];
}

/**
 * Priced by the export partner through its adapter (`ExportQuoter`). Its boxes, percentage and
 * fix: the wiring gives the partner settings' (`percentageToApply`, global VIGNOBLE_EXPORT boxes).
 */
export interface ExportCarrier extends CarrierCommon {
  type: 'VIGNOBLE_EXPORT';
  boxes: ShippingBox[];
  /** The partner quotes VAT excluded: this rate (percent, e.g. 20) makes it what the shop charges; 0 when absent. */
  vatRate?: number;
}

export type TrancheUnit = 'BOTTLE' | 'KG';

/**
 * A tranche: a parcel whose measure is within [min, max] is priced `price` (PACKAGE) or `price` per
 * unit (UNIT: per bottle equivalent, or per kg rounded up).
 */
export interface Tranche {
  min: number;
  max: number;
  priceType: 'PACKAGE' | 'UNIT';
  price: number;
}

/** The tranches of one destination: a country (alpha-3), or one department of it. */
export interface PriceGrid {
  country: string;
  department?: string | null;
  tranches: Tranche[];
}

/** "nbBottle bottles of a capacity between `from` and `to` cl represent `represent` bottles." */
export interface BottleRule {
  name: string;
  from: number;
  to: number;
  lines: BottleRuleLine[];
}

export interface BottleRuleLine {
  nbBottle: number;
  represent: number;
}

export interface FlatRate {
  country: string;
  price: number;
}
