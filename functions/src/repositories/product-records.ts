import type { DecreasingDiscount } from '@cellar/shared/catalog/decreasing-discount';
import type { CapacityUnit, Nutrition, ProductType } from '@cellar/shared/catalog/product';

/** An image of a product as stored: its object key in the media bucket and its alt text. */
export interface StoredImage {
  id: string;
  key: string;
  alt: string;
}

/** A product as stored (`PRODUCT` item of its partition). */
export interface ProductRecord {
  id: number;
  productType: ProductType;
  name: string;
  description: string;
  metaDescription: string | null;
  /** BOX and OTHER; a WINE's prices are its vintages'. */
  price: number | null;
  multipleOf: number | null;
  weight: number | null;
  hasShippingFees: boolean;
  isDematerialized: boolean;
  isVintage: boolean;
  kind: number | null;
  grapes: Array<{ id: number; percent: number }>;
  products: Array<{ id: number; quantity: number }>;
  taste: number[];
  meal: number[];
  label: number[];
  winetype: string | null;
  temperature: string | null;
  keepingYears: number | null;
  setQuantity: boolean;
  /** Stock of a BOX or OTHER when `setQuantity` is on. */
  quantity: number | null;
  sku: string | null;
  tags: string[];
  features: Array<{ idType: number; value: string }>;
  images: StoredImage[];
  /** Sorted by quantity; absent on products saved before they existed. */
  decreasingDiscounts?: DecreasingDiscount[];
  valid: boolean;
  order: number;
  createdAt: string;
  updatedAt: string;
}

/** A vintage (declination) of a WINE (`VINTAGE#<id>` item of the product's partition). */
export interface VintageRecord {
  id: number;
  idProduct: number;
  year: number | null;
  price: number;
  capacity: number;
  capacityUnit: CapacityUnit;
  sellByMultipleOf: number | null;
  /** Units in stock. */
  quantity: number;
  sku: string | null;
  alcoholLevel: number | null;
  nutrition: Nutrition;
  ingredients: number[];
  variation1: string | null;
  variation2: string | null;
  variation3: string | null;
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
