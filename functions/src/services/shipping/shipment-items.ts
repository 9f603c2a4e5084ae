import type { PackingGroup, ShippingBox } from './packing-types.ts';

/**
 * What ships (docs/shipping.md "What ships"), built by the caller from the cart's products: a WINE
 * line is `quantity` bottles of its vintage's capacity and the product's weight; a BOX (gift box)
 * line is its bottles as standard 75 cl bottles sharing the box's weight; an OTHER line is weight
 * items. Products that ship nothing are left out.
 */
export type ShipmentItem = ShipmentBottles | ShipmentWeightItems;

export interface ShipmentBottles {
  kind: 'BOTTLE';
  idProduct: number;
  idVintage?: number | null;
  quantity: number;
  capacityCl: number;
  /** One bottle, kg. */
  weightKg: number;
}

export interface ShipmentWeightItems {
  kind: 'WEIGHT';
  idProduct: number;
  quantity: number;
  /** One item, kg. */
  weightKg: number;
}

/** The cart as packing groups, with the cart lines behind each group (in cart order). */
export interface GroupedShipment {
  groups: PackingGroup[];
  lines: ShipmentItem[][];
}

/**
 * Lines that the carrier cannot tell apart become one group: fewer groups, a smaller search.
 * Bottles of one capacity are alike when the grid counts bottles (their weight changes nothing:
 * a BOTTLE box takes any bottle up to its slot size); they must also weigh the same when the grid
 * weighs parcels. Weight items are alike when they weigh the same (WEIGHT boxes are filled by kg).
 * A merged group carries the heaviest weight of its lines; the explanation weighs the real lines.
 */
export function groupForPacking(items: readonly ShipmentItem[], weightMatters: boolean): GroupedShipment {
  const byKey = new Map<string, { group: PackingGroup; lines: ShipmentItem[] }>();
  for (const item of items) {
    if (item.quantity <= 0) continue;
    const key =
      item.kind === 'BOTTLE' ? `B${item.capacityCl}${weightMatters ? `/${item.weightKg}` : ''}` : `W${item.weightKg}`;
    const known = byKey.get(key);
    if (known === undefined) {
      const group: PackingGroup =
        item.kind === 'BOTTLE'
          ? { kind: 'BOTTLE', count: item.quantity, capacityCl: item.capacityCl, weightKg: item.weightKg }
          : { kind: 'WEIGHT', count: item.quantity, weightKg: item.weightKg };
      byKey.set(key, { group, lines: [item] });
    } else {
      known.group.count += item.quantity;
      known.group.weightKg = Math.max(known.group.weightKg, item.weightKg);
      known.lines.push(item);
    }
  }
  const entries = [...byKey.values()];
  return { groups: entries.map((entry) => entry.group), lines: entries.map((entry) => entry.lines) };
}

/** What one parcel holds, line by line, and what it really weighs. */
export interface ParcelContents {
  lines: { item: ShipmentItem; quantity: number }[];
  bottles: number;
  /** Contents plus the empty box, kg (to the gram). */
  grossWeightKg: number;
}

/**
 * Hands each group's cart lines out to the parcels, in order: the parcel that holds 5 of a group
 * takes them from the first lines not yet handed out.
 */
export function contentsOfParcels(
  shipment: GroupedShipment,
  parcels: readonly { box: ShippingBox; counts: readonly number[] }[],
): ParcelContents[] {
  const left = shipment.lines.map((lines) => lines.map((line) => line.quantity));
  return parcels.map((parcel) => {
    const lines: ParcelContents['lines'] = [];
    let kg = parcel.box.boxWeight;
    parcel.counts.forEach((count, g) => {
      let wanted = count;
      shipment.lines[g]!.forEach((item, l) => {
        const taken = Math.min(wanted, left[g]![l]!);
        if (taken <= 0) return;
        left[g]![l] = left[g]![l]! - taken;
        wanted -= taken;
        lines.push({ item, quantity: taken });
        kg += taken * item.weightKg;
      });
    });
    const bottles = lines.reduce((sum, line) => sum + (line.item.kind === 'BOTTLE' ? line.quantity : 0), 0);
    return { lines, bottles, grossWeightKg: Math.round(kg * 1000) / 1000 };
  });
}

/** The cart's own weight (contents only), kg: what "orders over 100 kg" weighs. */
export function shipmentWeightKg(items: readonly ShipmentItem[]): number {
  return Math.round(items.reduce((sum, item) => sum + item.quantity * item.weightKg, 0) * 1000) / 1000;
}
