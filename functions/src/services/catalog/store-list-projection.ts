import type { SiteId } from '../../data/site-id.ts';
import { logger } from '../../lib/logger.ts';
import { productRepository } from '../../repositories/product-repository.ts';
import {
  maxProjectionBytes,
  storeListRepository,
  type StoreListProjection,
  type StoreListRow,
} from '../../repositories/store-list-repository.ts';
import { lowestPrice, newestYear } from './product-views.ts';
import { inStock, visible } from './store-visibility.ts';
import { currentVersion, serves } from './versioned-copy.ts';

/** The rows of every product shoppers may see, in no particular order. */
export async function buildRows(site: SiteId): Promise<StoreListRow[]> {
  return (await productRepository.catalogue(site)).flatMap(({ product, vintages }) => {
    const shown = visible(product, vintages);
    if (!shown) return [];
    const first = product.images[0];
    return [
      {
        id: product.id,
        productType: product.productType,
        name: product.name,
        order: product.order,
        price: lowestPrice(product, shown)!,
        priceFrom: new Set(shown.map((v) => v.price)).size > 1,
        image: first ? { key: first.key, alt: first.alt } : null,
        kind: product.kind,
        year: newestYear(shown),
        isVintage: product.isVintage,
        inStock: inStock(product, shown),
        decreasingDiscounts: product.decreasingDiscounts ?? [],
      },
    ];
  });
}

const held = new Map<SiteId, StoreListProjection>();
const building = new Map<SiteId, Promise<StoreListProjection>>();

/**
 * The storefront list's projection for the site's current version: this container's copy, else the stored one, else
 * built from the catalogue and stored (read-repair: a write only bumps the version, the next reader builds). One
 * GetItem of the version a second at most when the copy serves; concurrent readers of one container share one build.
 */
export async function storeListProjection(site: SiteId, now: number = Date.now()): Promise<StoreListProjection> {
  const current = await currentVersion(site);
  const copy = held.get(site);
  if (serves(copy, current, now)) return copy!;
  const pending = building.get(site);
  if (pending) return pending;
  const work = (async () => {
    const stored = await storeListRepository.get(site);
    if (serves(stored, current, now)) return stored!;
    const built: StoreListProjection = { version: current.version, builtAt: Date.now(), rows: await buildRows(site) };
    const bytes = Buffer.byteLength(JSON.stringify(built.rows));
    if (bytes <= maxProjectionBytes) await storeListRepository.put(site, built);
    else logger.warn('store list projection too large to store', { site, bytes, products: built.rows.length });
    return built;
  })();
  building.set(site, work);
  try {
    const projection = await work;
    held.set(site, projection);
    return projection;
  } finally {
    building.delete(site);
  }
}

/** Forgets this container's copies (tests that rewrite the table under it). */
export function forgetStoreListProjections(): void {
  held.clear();
}
