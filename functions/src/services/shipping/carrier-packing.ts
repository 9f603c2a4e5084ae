import { cheapestPacking, defaultPackingLimits, type PackingLimits } from './packing.ts';
import type { PackedParcel, PackingGroup, ParcelQuote, PriceParcel, ShippingBox } from './packing-types.ts';
import type { ParcelExplanation, SkipReason } from './fee-types.ts';
import { contentsOfParcels, groupForPacking, type ParcelContents, type ShipmentItem } from './shipment-items.ts';

/** A cart packed for one carrier, parcel by parcel with the cart lines each one holds. */
export type CarrierPacking<Q extends ParcelQuote> =
  | {
      status: 'packed';
      parcels: { packed: PackedParcel<Q>; contents: ParcelContents }[];
      total: number;
      exact: boolean;
    }
  | {
      status: Exclude<SkipReason, 'invalid' | 'notServed' | 'overWeight' | 'exportUnavailable'>;
      idProducts?: number[];
    };

/**
 * Groups the cart as this carrier sees it, packs it at the lowest price into its boxes, and hands
 * the cart lines out to the parcels.
 */
export function packForCarrier<Q extends ParcelQuote>(
  items: readonly ShipmentItem[],
  boxes: readonly ShippingBox[],
  weightMatters: boolean,
  pricerFor: (groups: readonly PackingGroup[]) => PriceParcel<Q>,
  limits: PackingLimits = defaultPackingLimits,
): CarrierPacking<Q> {
  const shipment = groupForPacking(items, weightMatters);
  const result = cheapestPacking(shipment.groups, boxes, pricerFor(shipment.groups), limits);
  if (result.status === 'notFitting') {
    const idProducts = [...new Set(result.groups.flatMap((g) => shipment.lines[g]!.map((line) => line.idProduct)))];
    return { status: 'notFitting', idProducts };
  }
  if (result.status !== 'packed') return { status: result.status };
  const contents = contentsOfParcels(shipment, result.parcels);
  return {
    status: 'packed',
    parcels: result.parcels.map((packed, p) => ({ packed, contents: contents[p]! })),
    total: result.total,
    exact: result.exact,
  };
}

/** A parcel as the answer explains it; pricing fields are the caller's. */
export function describeParcel(
  box: ShippingBox,
  contents: ParcelContents,
  priced: Pick<ParcelExplanation, 'equivalents' | 'tranche' | 'price'>,
): ParcelExplanation {
  return {
    box: { id: box.id, name: box.name ?? null, mainType: box.mainType },
    contents: contents.lines.map(({ item, quantity }) => ({
      idProduct: item.idProduct,
      idVintage: item.kind === 'BOTTLE' ? (item.idVintage ?? null) : null,
      quantity,
    })),
    bottles: contents.bottles,
    weightKg: contents.grossWeightKg,
    ...priced,
  };
}
