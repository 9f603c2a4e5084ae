import type { MessageKey } from '@cellar/shared/i18n/messages';
import type { ProductRecord, StockRef, VintageRecord } from '../../repositories/product-records.ts';

/**
 * The lines of a cart against the site's catalogue (pure; docs/checkout.md "Orders"): what each
 * line is (the product, the vintage of a wine), whether it can be sold as asked, and the stock it
 * takes, summed per stock item:
 * - a WINE line takes from its vintage (the one named, else the wine's first valid vintage);
 * - a BOX line from the box's own stock when it keeps one (`setQuantity`), and from each component:
 *   a wine component from its first valid vintage, an OTHER component when it keeps stock;
 * - an OTHER line from its stock when it keeps one.
 * Several lines (the same wine twice, a box and a bottle of one of its wines) taking from one item
 * add up, so the order's transaction has one action per item with the total.
 */

export interface OrderLineInput {
  id: number;
  idVintage?: number | null;
  quantity: number;
}

export type CatalogueEntry = { product: ProductRecord; vintages: readonly VintageRecord[] };

export interface StockTake {
  ref: StockRef;
  /** `V<idVintage>` or `P<idProduct>`: one entry per item. */
  id: string;
  /** The product as shoppers know it (a wine with its year). */
  name: string;
  idProduct: number;
  idVintage: number | null;
  /** Units the order takes from it. */
  quantity: number;
  /** Units it held when the catalogue was read. */
  available: number;
  /** The lines taking from it, and how many units one unit of each line takes. */
  lines: Array<{ index: number; perUnit: number }>;
}

export interface ResolvedLine {
  index: number;
  product: ProductRecord;
  /** A WINE line's vintage; null for BOX and OTHER. */
  vintage: VintageRecord | null;
  quantity: number;
  /** The step a vintage wine is sold by; 1 otherwise. */
  sellBy: number;
}

export interface LineProblem {
  index: number;
  field: 'id' | 'idVintage' | 'quantity';
  key: MessageKey;
}

export interface OrderLinesResult {
  lines: ResolvedLine[];
  problems: LineProblem[];
  takes: StockTake[];
}

const validVintages = (entry: CatalogueEntry): VintageRecord[] => entry.vintages.filter((v) => v.valid);

/** A product shoppers can buy: valid; a WINE with a valid vintage; a BOX or OTHER with a price (as the storefront shows
 * it). */
function sellable(entry: CatalogueEntry | undefined): entry is CatalogueEntry {
  if (!entry || !entry.product.valid) return false;
  if (entry.product.productType === 'WINE') return validVintages(entry).length > 0;
  return entry.product.price !== null;
}

export const wineName = (product: ProductRecord, vintage: VintageRecord | null): string =>
  vintage?.year ? `${product.name} ${vintage.year}` : product.name;

/** The step a line's quantity must follow: a vintage wine's declination sells by its sellByMultipleOf (else the wine's
 * multipleOf); everything else by 1. */
export function sellByOf(product: ProductRecord, vintage: VintageRecord | null): number {
  if (product.productType !== 'WINE' || !product.isVintage || !vintage) return 1;
  return Math.max(1, Math.trunc(vintage.sellByMultipleOf ?? product.multipleOf ?? 1) || 1);
}

/** What one unit of a product takes from stock: its items and units (a BOX: itself when stocked, and its components).
 * */
function stockOfOneUnit(
  entry: CatalogueEntry,
  vintage: VintageRecord | null,
  catalogue: ReadonlyMap<number, CatalogueEntry>,
): Array<{ ref: StockRef; name: string; perUnit: number; available: number }> | null {
  const { product } = entry;
  if (product.productType === 'WINE') {
    return vintage
      ? [
          {
            ref: { kind: 'vintage', idProduct: product.id, idVintage: vintage.id },
            name: wineName(product, vintage),
            perUnit: 1,
            available: vintage.quantity,
          },
        ]
      : null;
  }
  const own = product.setQuantity
    ? [
        {
          ref: { kind: 'product' as const, idProduct: product.id },
          name: product.name,
          perUnit: 1,
          available: product.quantity ?? 0,
        },
      ]
    : [];
  if (product.productType === 'OTHER') return own;
  const components: Array<{ ref: StockRef; name: string; perUnit: number; available: number }> = [];
  for (const component of product.products) {
    const inner = catalogue.get(component.id);
    // A box whose component is gone or not sold cannot be put together: the box is not sold.
    if (!inner || !inner.product.valid) return null;
    if (inner.product.productType === 'WINE') {
      const first = validVintages(inner)[0];
      if (!first) return null;
      components.push({
        ref: { kind: 'vintage', idProduct: inner.product.id, idVintage: first.id },
        name: wineName(inner.product, first),
        perUnit: component.quantity,
        available: first.quantity,
      });
    } else if (inner.product.productType === 'OTHER' && inner.product.setQuantity) {
      components.push({
        ref: { kind: 'product', idProduct: inner.product.id },
        name: inner.product.name,
        perUnit: component.quantity,
        available: inner.product.quantity ?? 0,
      });
    }
  }
  return [...own, ...components];
}

export const stockId = (ref: StockRef): string => (ref.kind === 'vintage' ? `V${ref.idVintage}` : `P${ref.idProduct}`);

/** Resolves every line, reports each one's problems, and sums the stock they take per item. */
export function resolveOrderLines(
  input: readonly OrderLineInput[],
  catalogue: ReadonlyMap<number, CatalogueEntry>,
): OrderLinesResult {
  const lines: ResolvedLine[] = [];
  const problems: LineProblem[] = [];
  const takes = new Map<string, StockTake>();
  input.forEach((line, index) => {
    const entry = catalogue.get(line.id);
    if (!entry) return void problems.push({ index, field: 'id', key: 'product.notFound' });
    if (!sellable(entry)) return void problems.push({ index, field: 'id', key: 'order.notSold' });
    const { product } = entry;
    let vintage: VintageRecord | null = null;
    if (product.productType === 'WINE') {
      const valid = validVintages(entry);
      vintage = line.idVintage ? (valid.find((v) => v.id === line.idVintage) ?? null) : valid[0]!;
      if (!vintage) return void problems.push({ index, field: 'idVintage', key: 'vintage.notFound' });
    } else if (line.idVintage) {
      return void problems.push({ index, field: 'idVintage', key: 'order.vintageOfWineOnly' });
    }
    const sellBy = sellByOf(product, vintage);
    if (line.quantity % sellBy !== 0) problems.push({ index, field: 'quantity', key: 'order.quantityStep' });
    const units = stockOfOneUnit(entry, vintage, catalogue);
    if (!units) return void problems.push({ index, field: 'id', key: 'order.notSold' });
    lines.push({ index, product, vintage, quantity: line.quantity, sellBy });
    for (const unit of units) {
      const id = stockId(unit.ref);
      const take = takes.get(id) ?? {
        ref: unit.ref,
        id,
        name: unit.name,
        idProduct: unit.ref.idProduct,
        idVintage: unit.ref.kind === 'vintage' ? unit.ref.idVintage : null,
        quantity: 0,
        available: unit.available,
        lines: [],
      };
      take.quantity += unit.perUnit * line.quantity;
      take.lines.push({ index, perUnit: unit.perUnit });
      takes.set(id, take);
    }
  });
  return { lines, problems, takes: [...takes.values()] };
}

/** The items the order needs more of than they hold (with `available` as last read). */
export function shortages(
  takes: readonly StockTake[],
  available: ReadonlyMap<string, number> = new Map(),
): StockTake[] {
  return takes
    .map((take) => ({ ...take, available: available.get(take.id) ?? take.available }))
    .filter((take) => take.quantity > take.available);
}

/** How many units of a line stock allows, were it alone in the cart; null when it takes from no stock item. */
export function availableForLine(index: number, takes: readonly StockTake[]): number | null {
  let best: number | null = null;
  for (const take of takes) {
    for (const use of take.lines) {
      if (use.index !== index) continue;
      const units = Math.floor(Math.max(0, take.available) / use.perUnit);
      best = best === null ? units : Math.min(best, units);
    }
  }
  return best;
}
