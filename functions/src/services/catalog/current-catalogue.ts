import type { SiteId } from '../../data/site-id.ts';
import type { ProductRecord, VintageRecord } from '../../repositories/product-records.ts';
import { productRepository } from '../../repositories/product-repository.ts';
import { versionedCopy } from './versioned-copy.ts';

export type CatalogueEntries = ReadonlyArray<{ product: ProductRecord; vintages: VintageRecord[] }>;

const catalogues = versionedCopy((site) => productRepository.catalogue(site));

/**
 * The site's catalogue (every product with its vintages) as the storefront's checkout calls read it: this container's
 * copy while the catalogue's version has not moved (at most one GetItem of the version a second), else one Query of
 * the catalogue index (docs/catalogue-cache.md). Prices, validity, weights and boxes are those of the version; stock
 * may lag behind the orders placed since, as the index's own copy always could: shortages are confirmed by consistent
 * reads, and the order's transaction takes stock on its own condition (docs/checkout.md "Orders").
 */
export const currentCatalogue = (site: SiteId): Promise<CatalogueEntries> => catalogues.get(site);

/** Forgets this container's copies (the local stack on a new table). */
export const forgetCurrentCatalogues = (): void => catalogues.forget();
