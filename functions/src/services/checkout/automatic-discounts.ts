import type { SiteId } from '../../data/site-id.ts';
import { ttlCache } from '../../lib/ttl-cache.ts';
import { discountRepository, type DiscountRecord } from '../../repositories/discount-repository.ts';

/**
 * The site's valid automatic discounts (DECREASING, PRODUCT) as the storefront's product list and
 * page show them: kept a minute per container, so a product page stays one Query (docs/checkout.md
 * "Discounts"). A discount saved in this container is seen at once, in the others within the minute;
 * the checkout never uses this copy: it prices a cart on the discounts read again.
 */
const cache = ttlCache(60_000, async (site: SiteId): Promise<DiscountRecord[]> =>
  (await discountRepository.valid(site)).filter(
    (d) => d.destinationType === 'DECREASING' || d.destinationType === 'PRODUCT',
  ),
);

export const automaticDiscounts = {
  get: (site: SiteId): Promise<DiscountRecord[]> => cache.get(site),
  forget: (site: SiteId): void => cache.forget(site),
};
