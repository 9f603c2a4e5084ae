import type { DecreasingDiscount } from '@cellar/shared/catalog/decreasing-discount';
import type { ProductInput, VintageInput } from '@cellar/shared/catalog/product';

/** An image of a product as stored: its object key in the media bucket and its alt text. */
export interface StoredImage {
  id: string;
  key: string;
  alt: string;
}

/**
 * A product as stored (`PRODUCT` item of its partition): the fields the rules read
 * (`shared/src/catalog/product.ts`; a WINE's `price` is null, its prices are its vintages'), its
 * images, decreasing discounts, validity and place in the list.
 */
export interface ProductRecord extends Omit<ProductInput, 'files' | 'imageMeta' | 'firstVintage' | 'valid'> {
  id: number;
  images: StoredImage[];
  /** Sorted by quantity; absent on products saved before they existed. */
  decreasingDiscounts?: DecreasingDiscount[];
  valid: boolean;
  order: number;
  createdAt: string;
  updatedAt: string;
}

/** A vintage (declination) of a WINE (`VINTAGE#<id>` item of the product's partition); `quantity` is its stock. */
export interface VintageRecord extends Omit<VintageInput, 'valid'> {
  id: number;
  idProduct: number;
  valid: boolean;
  order: number;
  createdAt: string;
  updatedAt: string;
}

/** An award (press, medal) of a product (`AWARD#<id>` item of the product's partition). */
export interface AwardRecord {
  id: number;
  idProduct: number;
  city: { city: string; postalCode: string };
  /** AWARD nomenclature id (not `type`: every item's `type` is its entity). */
  awardType: number;
  title: string;
  description: string | null;
  year: number;
  image: { key: string; alt: string } | null;
  createdAt: string;
  updatedAt: string;
}

/** A customization a product offers (`CUSTOMIZATION#<id>` item of the product's partition). */
export interface ProductCustomizationRecord {
  idProduct: number;
  idCustomization: number;
  /** The shopper must fill it in to buy the product. */
  required: boolean;
  order: number;
  createdAt: string;
  updatedAt: string;
}

/** Everything under one product, as one Query reads it. */
export interface ProductPage {
  product: ProductRecord;
  vintages: VintageRecord[];
  awards: AwardRecord[];
  /** Its customization links, in order. */
  customizations: ProductCustomizationRecord[];
}
