import type { AwardView } from '@cellar/shared/catalog/award';
import type { CustomizationLinkView } from '@cellar/shared/catalog/customization';
import type { AdminProductView, VintageView } from '@cellar/shared/catalog/product-view';

/** An image of a product as stored: its object key in the media bucket (the view answers its url) and its alt text. */
export type StoredImage = Omit<AdminProductView['images'][number], 'url' | 'order'> & { key: string };

/**
 * A product as stored (`PRODUCT` item of its partition): the admin's view of it (a WINE's `price` is null, its
 * prices are its vintages') but its images by object key; its vintages and customization links are items of their
 * own, its `uses` and `discountUses` counts are left out of it.
 */
export type ProductRecord = Omit<AdminProductView, 'images' | 'vintages' | 'decreasingDiscounts' | 'customizations'> & {
  images: StoredImage[];
  /** Sorted by quantity; absent on products saved before they existed. */
  decreasingDiscounts?: AdminProductView['decreasingDiscounts'];
};

/**
 * A vintage (declination) of a WINE (`VINTAGE#<id>` item of the product's partition); `quantity` is its stock. The
 * view's `energy` is computed.
 */
export type VintageRecord = Omit<VintageView, 'energy'> & { createdAt: string; updatedAt: string };

/**
 * An award (press, medal) of a product (`AWARD#<id>` item of the product's partition): the view's `type` (AWARD
 * nomenclature id) is stored as `awardType`, every item's `type` being its entity; its image by object key.
 */
export type AwardRecord = Omit<AwardView, 'productName' | 'type' | 'typeName' | 'image'> & {
  awardType: AwardView['type'];
  image: Pick<StoredImage, 'key' | 'alt'> | null;
  createdAt: string;
  updatedAt: string;
};

/** A customization a product offers (`CUSTOMIZATION#<id>` item of the product's partition). */
export type ProductCustomizationRecord = CustomizationLinkView & { createdAt: string; updatedAt: string };

/** Everything under one product, as one Query reads it. */
export interface ProductPage {
  product: ProductRecord;
  vintages: VintageRecord[];
  awards: AwardRecord[];
  /** Its customization links, in order. */
  customizations: ProductCustomizationRecord[];
}

/** A stock item: a vintage of a wine, or a product (BOX, OTHER) that keeps stock. */
export type StockRef =
  { kind: 'vintage'; idProduct: number; idVintage: number } | { kind: 'product'; idProduct: number };
