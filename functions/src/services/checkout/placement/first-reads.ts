import type { Principal } from '../../../auth/principal.ts';
import type { SiteId } from '../../../data/site-id.ts';
import type { DiscountRecord } from '../../../repositories/discount-repository.ts';
import { currentDiscounts } from '../automatic-discounts.ts';
import { currentCatalogue } from '../../catalog/current-catalogue.ts';
import { customerService, type Customer } from '../../users/customer-service.ts';
import type { CatalogueEntry } from '../order-lines.ts';
import { shopOf, type Shop } from '../payment-service.ts';

/** What an order reads before anything else, at once. */
export interface FirstReads {
  /** Null: a guest. */
  customer: Customer | null;
  catalogue: Map<number, CatalogueEntry>;
  shop: Shop;
  /** The site's valid discounts. */
  discounts: DiscountRecord[];
}

/** The site's catalogue by product id. */
export async function catalogueOf(site: SiteId): Promise<Map<number, CatalogueEntry>> {
  return new Map((await currentCatalogue(site)).map((entry) => [entry.product.id, entry]));
}

/** `code`: the typed discount code, whose discount is read again when it counts its uses (`currentDiscounts`). */
export async function readFirst(site: SiteId, principal: Principal, code: string | null): Promise<FirstReads> {
  const [customer, catalogue, shop, discounts] = await Promise.all([
    customerService.optional(principal, site),
    catalogueOf(site),
    shopOf(site),
    currentDiscounts(site, code),
  ]);
  return { customer, catalogue, shop, discounts };
}
