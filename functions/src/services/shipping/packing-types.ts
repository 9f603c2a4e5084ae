/**
 * What the packing search works on (docs/shipping.md "The cheapest packing, per carrier"). Plain
 * interfaces: the repositories load boxes with these field names (spec 1 §3 "Box"), and the fee
 * engine builds the groups from the cart.
 */

/** A box as the carrier accepts it. Sizes in cm and kg, capacities per spec 1 §3 "Box". */
export type ShippingBox = BottleBox | WeightBox;

interface BoxCommon {
  id: number;
  name?: string | null;
  /** The empty box, kg: part of a parcel's gross weight. */
  boxWeight: number;
  width: number;
  height: number;
  depth: number;
}

/** `bottleBoxCapacity` slots, each taking one bottle of at most `bottleCapacity` cl. */
export interface BottleBox extends BoxCommon {
  mainType: 'BOTTLE';
  bottleBoxCapacity: number;
  bottleCapacity: number;
}

/** Takes items (not bottles) up to `weightBoxCapacity` kg of contents. */
export interface WeightBox extends BoxCommon {
  mainType: 'WEIGHT';
  weightBoxCapacity: number;
}

/**
 * Identical items, as far as packing and pricing can tell: a packing is a vector of counts, one per
 * group. Bottles go only in BOTTLE boxes, weight items only in WEIGHT boxes.
 */
export type PackingGroup = BottleGroup | WeightGroup;

export interface BottleGroup {
  kind: 'BOTTLE';
  count: number;
  /** Capacity of one bottle, cl (37.5 a half bottle, 75 a standard one, 150 a magnum). */
  capacityCl: number;
  /** Weight of one bottle, kg. */
  weightKg: number;
}

export interface WeightGroup {
  kind: 'WEIGHT';
  count: number;
  weightKg: number;
}

/** One parcel the search is considering: a box and how many items of each group it holds. */
export interface ParcelCandidate {
  box: ShippingBox;
  /** One count per group, in the order of the groups given to the search. */
  counts: readonly number[];
  /** Contents plus the empty box, kg. */
  grossWeightKg: number;
}

/**
 * The carrier's price for one parcel, or null when the carrier does not take that parcel (no
 * tranche for its measure). `price` is in euros, rounded to the cent, never below 0; the quote may
 * carry whatever explains it (tranche, bottle equivalents).
 */
export type PriceParcel<Q extends ParcelQuote> = (parcel: ParcelCandidate) => Q | null;

export interface ParcelQuote {
  price: number;
}

export interface PackedParcel<Q extends ParcelQuote> extends ParcelCandidate {
  quote: Q;
}

export type PackingResult<Q extends ParcelQuote> =
  /**
   * `total` in euros. `exact`: proven cheapest; false only for carts beyond the search's bounds,
   * packed partly by best price per item (docs/shipping.md "Bounds").
   */
  | { status: 'packed'; parcels: PackedParcel<Q>[]; total: number; exact: boolean }
  /** These groups (indices) fit no box at all: "This product is not fitting any box". */
  | { status: 'notFitting'; groups: number[] }
  /** Every item fits some box, but no packing has a price for all its parcels: "No optimized packaging found". */
  | { status: 'noPackaging' }
  /** Even parcel by parcel, the cart is beyond what a request may explore (docs/shipping.md "Bounds"). */
  | { status: 'tooLarge' };
