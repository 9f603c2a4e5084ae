import type { ProductRecord, VintageRecord } from '../../repositories/product-records.ts';
import type { ShipmentItem } from './shipment-items.ts';

/** Standard bottle, cl: the bottles of a gift box ship as these (docs/shipping.md "What ships"). */
const standardBottleCl = 75;

const toCl = { cl: 1, l: 100, ml: 0.1 } as const;

export interface CartLine {
  idProduct: number;
  idVintage?: number | null;
  quantity: number;
}

/** A line the site cannot ship: the product (or vintage) is unknown to shoppers. */
export interface UnknownLine {
  index: number;
  field: 'idProduct' | 'idVintage';
}

/**
 * What a cart ships (docs/shipping.md "What ships"), from the site's catalogue as shoppers see it:
 * a WINE line is bottles of its vintage (the named one, else the first valid one); a BOX line its
 * bottles as standard bottles sharing the box's weight; an OTHER line weight items. A product
 * without shipping fees, or dematerialized, ships nothing.
 */
export function cartShipment(
  lines: readonly CartLine[],
  catalogue: ReadonlyMap<number, { product: ProductRecord; vintages: readonly VintageRecord[] }>,
): { items: ShipmentItem[]; unknown: UnknownLine[] } {
  const items: ShipmentItem[] = [];
  const unknown: UnknownLine[] = [];
  lines.forEach((line, index) => {
    const entry = catalogue.get(line.idProduct);
    if (!entry || !entry.product.valid) return void unknown.push({ index, field: 'idProduct' });
    const { product } = entry;
    const vintages = entry.vintages.filter((v) => v.valid);
    if (product.productType === 'WINE') {
      const vintage = line.idVintage ? vintages.find((v) => v.id === line.idVintage) : vintages[0];
      if (!vintage) return void unknown.push({ index, field: line.idVintage ? 'idVintage' : 'idProduct' });
      if (!ships(product)) return;
      items.push({
        kind: 'BOTTLE',
        idProduct: product.id,
        idVintage: vintage.id,
        quantity: line.quantity,
        capacityCl: vintage.capacity * toCl[vintage.capacityUnit],
        weightKg: product.weight ?? 0,
      });
      return;
    }
    if (!ships(product)) return;
    if (product.productType === 'BOX') {
      const bottles = Math.max(1, product.multipleOf ?? product.products.reduce((sum, p) => sum + p.quantity, 0));
      items.push({
        kind: 'BOTTLE',
        idProduct: product.id,
        idVintage: null,
        quantity: line.quantity * bottles,
        capacityCl: standardBottleCl,
        weightKg: (product.weight ?? 0) / bottles,
      });
      return;
    }
    items.push({ kind: 'WEIGHT', idProduct: product.id, quantity: line.quantity, weightKg: product.weight ?? 0 });
  });
  return { items, unknown };
}

function ships(product: ProductRecord): boolean {
  return product.hasShippingFees && !product.isDematerialized;
}
