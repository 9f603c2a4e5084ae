import { energyOf } from '@cellar/shared/catalog/energy';
import type { CustomizationLinkView } from '@cellar/shared/catalog/customization';
import type { AdminProductRow, AdminProductView, VintageView } from '@cellar/shared/catalog/product-view';
import { mediaRepository } from '../../repositories/media-repository.ts';
import type {
  ProductCustomizationRecord,
  ProductPage,
  ProductRecord,
  StoredImage,
  VintageRecord,
} from '../../repositories/product-records.ts';

export const imageUrl = (image: Pick<StoredImage, 'key'>): string => mediaRepository.url(image.key) ?? '';

export function vintageView(vintage: VintageRecord): VintageView {
  return { ...vintage, energy: energyOf(vintage.alcoholLevel, vintage.nutrition.sugar) };
}

export function adminProductView(page: ProductPage): AdminProductView {
  const { images, ...product } = page.product;
  return {
    ...product,
    images: images.map((image, order) => ({ id: image.id, url: imageUrl(image), alt: image.alt, order })),
    vintages: page.vintages.map(vintageView),
    decreasingDiscounts: product.decreasingDiscounts ?? [],
    customizations: page.customizations.map(linkView),
  };
}

export function linkView(link: ProductCustomizationRecord): CustomizationLinkView {
  return {
    idProduct: link.idProduct,
    idCustomization: link.idCustomization,
    required: link.required,
    order: link.order,
  };
}

/** Units in stock: a WINE's vintages always count theirs; a BOX or OTHER only when `setQuantity` is on. */
export function stockOf(product: ProductRecord, vintages: readonly VintageRecord[]): number {
  if (product.productType === 'WINE') return vintages.reduce((sum, v) => sum + v.quantity, 0);
  return product.setQuantity ? (product.quantity ?? 0) : 0;
}

/** The lowest price: a WINE's among its vintages (the valid ones when asked). */
export function lowestPrice(product: ProductRecord, vintages: readonly VintageRecord[]): number | null {
  if (product.productType !== 'WINE') return product.price;
  return vintages.length ? Math.min(...vintages.map((v) => v.price)) : null;
}

export function newestYear(vintages: readonly VintageRecord[]): number | null {
  const years = vintages.map((v) => v.year).filter((y): y is number => y !== null);
  return years.length ? Math.max(...years) : null;
}

export function adminProductRow(product: ProductRecord, vintages: readonly VintageRecord[]): AdminProductRow {
  const first = product.images[0];
  return {
    id: product.id,
    type: product.productType,
    name: product.name,
    price: lowestPrice(product, vintages),
    year: newestYear(vintages),
    kind: product.kind,
    isVintage: product.isVintage,
    valid: product.valid,
    order: product.order,
    stock: stockOf(product, vintages),
    vintages: vintages.length,
    image: first ? { url: imageUrl(first), alt: first.alt } : null,
  };
}
