import type { ProductRecord, VintageRecord } from '../../repositories/product-records.ts';

/** What shoppers may see of a product: a valid one, with its valid vintages; a WINE needs one. */
export function visible(product: ProductRecord, vintages: readonly VintageRecord[]): VintageRecord[] | null {
  if (!product.valid) return null;
  if (product.productType !== 'WINE') return product.price === null ? null : [];
  const sellable = vintages.filter((v) => v.valid);
  return sellable.length ? sellable : null;
}

/** A vintage is in stock when it has units; a BOX or OTHER when it has units or no stock is kept. */
export function inStock(product: ProductRecord, vintages: readonly VintageRecord[]): boolean {
  if (product.productType === 'WINE') return vintages.some((v) => v.quantity > 0);
  return !product.setQuantity || (product.quantity ?? 0) > 0;
}
