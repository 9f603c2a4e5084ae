import type { SiteId } from '../../data/site-id.ts';
import { ttlCache } from '../../lib/ttl-cache.ts';
import { discountRepository, type DiscountRecord } from '../../repositories/discount-repository.ts';

/**
 * The site's valid automatic discounts (DECREASING, PRODUCT) as the storefront's product list and
 * page show them: kept 5 seconds per container, so a product page stays one Query under load and a
 * discount saved in the admin shows within seconds (docs/catalogue-cache.md); the checkout never
 * uses this copy: it prices a cart on the discounts read again.
 */
export const automaticDiscountsMs = 5_000;
const cache = ttlCache(automaticDiscountsMs, async (site: SiteId): Promise<DiscountRecord[]> =>
  (await discountRepository.valid(site)).filter(
    (d) => d.destinationType === 'DECREASING' || d.destinationType === 'PRODUCT',
  ),
);

export const automaticDiscounts = {
  get: (site: SiteId): Promise<DiscountRecord[]> => cache.get(site),
  forget: (site: SiteId): void => cache.forget(site),
};
