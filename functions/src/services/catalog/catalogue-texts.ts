import type { SiteId } from '../../data/site-id.ts';
import type { AwardRecord, ProductRecord } from '../../repositories/product-records.ts';
import { translationOverlay } from '../translations/translation-overlay.ts';
import { translationSync } from '../translations/translation-sync.ts';

/**
 * The texts of a product and of an award as the storefront reads them (kinds `product` and `award`,
 * catalogue-kinds.ts): the same paths as the product page's answer, so the overlay finds them there.
 */
export const productTexts = (product: ProductRecord) => ({
  name: product.name,
  description: product.description,
  metaDescription: product.metaDescription,
  images: product.images.map((image) => ({ alt: image.alt })),
});

export const awardTexts = (award: AwardRecord) => ({
  title: award.title,
  description: award.description,
  image: award.image ? { alt: award.image.alt } : null,
});

/** Keeps the translations' units in step after a save (drafts and invalid products too), or a delete (null). */
export const syncProduct = (site: SiteId, id: number, product: ProductRecord | null, label = product?.name ?? '') =>
  translationSync.entity(site, 'product', id, product ? productTexts(product) : null, label);

export const syncAward = (site: SiteId, id: number, award: AwardRecord | null, label = award?.title ?? '') =>
  translationSync.entity(site, 'award', id, award ? awardTexts(award) : null, label);

/**
 * How long this container keeps a storefront answer's translations (the product list, a product page): a person's
 * translation reaches shoppers within it, as within the shared cache's own `sMaxAge`. The sources are kept by the
 * catalogue's version (docs/catalogue-cache.md); a translation does not move that version.
 */
export const translationsTtlMs = 5_000;

/**
 * The list's rows in the visitor's language: the rows are shaped and kept without translations (the catalogue's
 * projection is language-free), the product names and first images' alt texts are laid over them (one Query of
 * the language's product translations).
 */
export async function overlayProductRows<T extends { id: number; name: string; image: { alt: string } | null }>(
  site: SiteId,
  lang: string,
  rows: T[],
): Promise<T[]> {
  const texts = rows.map((row) => ({ id: row.id, name: row.name, images: row.image ? [{ alt: row.image.alt }] : [] }));
  const translated = await translationOverlay.many(site, lang, 'product', texts, (text) => text.id);
  return rows.map((row, i) => {
    const text = translated[i]!;
    // The overlay answers the same object when it has nothing for the row: the row stays as it is.
    if (text === texts[i]) return row;
    return { ...row, name: text.name, image: row.image ? { ...row.image, alt: text.images[0]!.alt } : null };
  });
}

/** Awards (the product page's, `GET /list/award`) in the visitor's language. */
export const overlayAwards = <T extends { id: number }>(site: SiteId, lang: string, awards: T[]): Promise<T[]> =>
  translationOverlay.many(site, lang, 'award', awards, (award) => award.id);
