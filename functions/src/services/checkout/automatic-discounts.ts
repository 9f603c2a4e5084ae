import type { SiteId } from '../../data/site-id.ts';
import { discountRepository, type DiscountRecord } from '../../repositories/discount-repository.ts';
import { versionedCopy } from '../catalog/versioned-copy.ts';

/**
 * The site's valid discounts, kept per catalogue version (discount writes move it: docs/catalogue-cache.md): the
 * checkout prices every cart on them. Their `used` counts may lag behind the orders placed since: the order's
 * transaction counts a use on its own condition (docs/checkout.md "Discounts").
 */
const valid = versionedCopy((site) => discountRepository.valid(site));

/** The automatic ones (DECREASING, PRODUCT) the storefront's product list and pages show, per version too. */
const automatic = versionedCopy(async (site): Promise<DiscountRecord[]> =>
  (await valid.get(site)).filter((d) => d.destinationType === 'DECREASING' || d.destinationType === 'PRODUCT'),
);

/**
 * The site's valid discounts as a cart is priced on them: the version's copy, with the typed code's own discount read
 * again (consistently) when it counts its uses — its `used` moves with every order and no version follows it.
 */
export async function currentDiscounts(site: SiteId, code: string | null = null): Promise<DiscountRecord[]> {
  const discounts = await valid.get(site);
  const typed = code?.trim().toLowerCase();
  const limited = typed
    ? discounts.find((d) => d.code?.toLowerCase() === typed && d.total !== null && d.total > 0)
    : null;
  if (!limited) return discounts;
  const fresh = await discountRepository.get(site, limited.id);
  return discounts.flatMap((d) => (d.id !== limited.id ? [d] : fresh?.valid ? [fresh] : []));
}

export const automaticDiscounts = {
  get: (site: SiteId): Promise<DiscountRecord[]> => automatic.get(site),
  /** Forgets this container's copies (the local stack on a new table). */
  forget: (): void => {
    valid.forget();
    automatic.forget();
  },
};
