import { nomenclatureName } from '@cellar/shared/catalog/nomenclature';
import type { Lang } from '@cellar/shared/i18n/lang';
import type { SiteId } from '../../data/site-id.ts';
import type { DiscountRecord } from '../../repositories/discount-repository.ts';
import type { NomenclatureRecord } from '../../repositories/nomenclature-repository.ts';
import type { ProductRecord } from '../../repositories/product-records.ts';
import { automaticDiscounts } from '../checkout/automatic-discounts.ts';
import { parisDay, unitPriceShown } from '../checkout/pricing.ts';

/** What the storefront's catalogue answers share: prices as shoppers pay them, nomenclature names in their language. */
export type Names = Map<number, NomenclatureRecord>;

/**
 * A price as shoppers will pay it for one unit: the best of the site's PRODUCT discounts naming the
 * product and of the DECREASING or product's own discounts from 1 unit (docs/checkout.md "Discounts").
 */
export function priced(price: number, product: Pick<ProductRecord, 'id' | 'decreasingDiscounts'>, shop: ShopDiscounts) {
  return unitPriceShown({
    product,
    unitPrice: price,
    productUnits: 1,
    cartUnits: 1,
    discounts: shop.discounts,
    today: shop.today,
  });
}

/** The site's automatic discounts (kept a few seconds per container) and today in Paris. */
export interface ShopDiscounts {
  discounts: readonly DiscountRecord[];
  today: string;
}
export async function shopDiscounts(site: SiteId): Promise<ShopDiscounts> {
  return { discounts: await automaticDiscounts.get(site), today: parisDay(new Date()) };
}
/** The e-label and the technical sheet show no prices (Regulation (EU) 2021/2117): no discount is read for them. */
export const noDiscounts: ShopDiscounts = { discounts: [], today: '' };

export function named(names: Names, id: number | null, lang: Lang): { id: number; name: string } | null {
  const entry = id === null ? undefined : names.get(id);
  return entry ? { id: entry.id, name: nomenclatureName(entry, lang) } : null;
}
export function namedList(names: Names, ids: readonly number[], lang: Lang): Array<{ id: number; name: string }> {
  return ids.flatMap((id) => named(names, id, lang) ?? []);
}
