import type { DecreasingDiscount } from '@cellar/shared/catalog/decreasing-discount';
import type { SiteId } from '../../data/site-id.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { ProductChanged, productRepository } from '../../repositories/product-repository.ts';
import { visiblePage } from './store-catalog-service.ts';

/** Decreasing discounts of a product: kept on the product item, sorted by quantity. */
export const decreasingDiscountService = {
  /** `PUT /admin/product/{id}/decreasing-discount`: replaces the list (the rules sorted it); one conditional
   * UpdateItem. */
  async set(
    site: SiteId,
    idProduct: number,
    discounts: DecreasingDiscount[],
  ): Promise<{ discounts: DecreasingDiscount[] }> {
    try {
      await productRepository.setDecreasingDiscounts(site, idProduct, discounts, new Date().toISOString());
    } catch (error) {
      // No product of that id in this site.
      if (error instanceof ProductChanged) throw new NotFoundError('product.notFound');
      throw error;
    }
    return { discounts };
  },

  /** `GET /product/{id}/decreasing-discount`: only for a product shoppers may see (else 404). */
  async forShoppers(site: SiteId, idProduct: number): Promise<{ discounts: DecreasingDiscount[] }> {
    const { page } = await visiblePage(site, idProduct);
    return { discounts: page.product.decreasingDiscounts ?? [] };
  },
};
