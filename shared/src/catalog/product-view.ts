import * as z from 'zod';
import { listQuerySchema } from '../list-query.ts';
import { capacityUnits, nutritionFields, productTypes } from './product.ts';
import { ingredientSubtypes } from './nomenclature.ts';
import { customizationLinkViewSchema } from './customization.ts';
import { decreasingDiscountSchema } from './decreasing-discount.ts';

const energySchema = z.object({ kj: z.number(), kcal: z.number() }).nullable();
const nutritionSchema = z.partialRecord(z.enum(nutritionFields), z.number());
const imageSchema = z.object({ id: z.string(), url: z.string(), alt: z.string(), order: z.number() });
/** A nomenclature entry as a page shows it: its name in the request's language. */
const namedSchema = z.object({ id: z.number(), name: z.string() });

// ---------------------------------------------------------------------------------------------
// Admin

export const vintageViewSchema = z.object({
  id: z.number(),
  idProduct: z.number(),
  year: z.number().nullable(),
  price: z.number(),
  capacity: z.number(),
  capacityUnit: z.enum(capacityUnits),
  sellByMultipleOf: z.number().nullable(),
  quantity: z.number(),
  sku: z.string().nullable(),
  alcoholLevel: z.number().nullable(),
  nutrition: nutritionSchema,
  /** Computed from the alcohol level and the sugar (shared/src/catalog/energy.ts). */
  energy: energySchema,
  ingredients: z.array(z.number()),
  variation1: z.string().nullable(),
  variation2: z.string().nullable(),
  variation3: z.string().nullable(),
  valid: z.boolean(),
  order: z.number(),
});
export type VintageView = z.infer<typeof vintageViewSchema>;

/** `GET /admin/v4/product/{id}`: everything the product screen edits. */
export const adminProductViewSchema = z.object({
  id: z.number(),
  productType: z.enum(productTypes),
  name: z.string(),
  description: z.string(),
  metaDescription: z.string().nullable(),
  price: z.number().nullable(),
  multipleOf: z.number().nullable(),
  weight: z.number().nullable(),
  hasShippingFees: z.boolean(),
  isDematerialized: z.boolean(),
  isVintage: z.boolean(),
  kind: z.number().nullable(),
  grapes: z.array(z.object({ id: z.number(), percent: z.number() })),
  products: z.array(z.object({ id: z.number(), quantity: z.number() })),
  taste: z.array(z.number()),
  meal: z.array(z.number()),
  label: z.array(z.number()),
  winetype: z.string().nullable(),
  temperature: z.string().nullable(),
  keepingYears: z.number().nullable(),
  setQuantity: z.boolean(),
  quantity: z.number().nullable(),
  sku: z.string().nullable(),
  tags: z.array(z.string()),
  features: z.array(z.object({ idType: z.number(), value: z.string() })),
  images: z.array(imageSchema),
  valid: z.boolean(),
  order: z.number(),
  vintages: z.array(vintageViewSchema),
  /** Sorted by quantity (`PUT /admin/product/{id}/decreasing-discount`). */
  decreasingDiscounts: z.array(decreasingDiscountSchema),
  /** The customizations it offers, in order (the link calls). */
  customizations: z.array(customizationLinkViewSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminProductView = z.infer<typeof adminProductViewSchema>;

/** A row of `GET /admin/v4/product`; its fields are the list's filters and sort keys. */
export const adminProductRowSchema = z.object({
  id: z.number(),
  type: z.enum(productTypes),
  name: z.string(),
  /** BOX / OTHER: the price; WINE: the lowest price of its vintages. */
  price: z.number().nullable(),
  /** WINE: the newest vintage's year. */
  year: z.number().nullable(),
  kind: z.number().nullable(),
  isVintage: z.boolean(),
  valid: z.boolean(),
  order: z.number(),
  /** Units in stock: the product's, or the sum of its vintages'. */
  stock: z.number(),
  vintages: z.number(),
  image: z.object({ url: z.string(), alt: z.string() }).nullable(),
});
export type AdminProductRow = z.infer<typeof adminProductRowSchema>;

export const adminProductListSchema = z.object({ products: z.array(adminProductRowSchema), total: z.number() });

// ---------------------------------------------------------------------------------------------
// Storefront

/** Product list filters: nbItem 100, orderBy price, name (like), kind (equal list: `kind=3,5`; spec 2 §3). */
export const storeProductListQuerySchema = listQuerySchema(['name', 'kind', 'type'], ['price', 'name', 'order'], {
  nbItem: 100,
});

/** A price as the storefront shows it: the discount (spec 2 §3) and what is left to pay, never below 0. */
const priceFields = {
  price: z.number(),
  /** Issue 7 fills it from the site's PRODUCT discounts; null until then and when none applies. */
  discount: z.object({ type: z.enum(['EURO', 'PERCENT']), amount: z.number() }).nullable(),
  discountedPrice: z.number(),
};

export const storeProductSummarySchema = z.object({
  id: z.number(),
  productType: z.enum(productTypes),
  name: z.string(),
  /** Lowest price among valid vintages for a WINE. */
  ...priceFields,
  /** Several valid vintages at different prices: the price shown is the lowest ("From …"). */
  priceFrom: z.boolean(),
  image: z.object({ url: z.string(), alt: z.string() }).nullable(),
  kind: namedSchema.nullable(),
  year: z.number().nullable(),
  isVintage: z.boolean(),
  inStock: z.boolean(),
});
export type StoreProductSummary = z.infer<typeof storeProductSummarySchema>;

export const storeProductListSchema = z.object({ products: z.array(storeProductSummarySchema), total: z.number() });

const ingredientSchema = z.object({
  id: z.number(),
  name: z.string(),
  allergen: z.boolean(),
  subtype: z.enum(ingredientSubtypes).nullable(),
});

/** A wine's declination (spec 2 §3 "Wine"), with what the product page and the e-label show. */
export const storeDeclinationSchema = z.object({
  id: z.number(),
  year: z.number().nullable(),
  ...priceFields,
  capacity: z.number(),
  capacityUnit: z.enum(capacityUnits),
  /** The storefront steps quantities by it (spec 2 §5). */
  sellByMultipleOf: z.number(),
  inStock: z.boolean(),
  alcoholLevel: z.number().nullable(),
  nutrition: nutritionSchema,
  energy: energySchema,
  ingredients: z.array(ingredientSchema),
  variation1: z.string().nullable(),
  variation2: z.string().nullable(),
  variation3: z.string().nullable(),
});
export type StoreDeclination = z.infer<typeof storeDeclinationSchema>;

export const storeAwardSchema = z.object({
  id: z.number(),
  title: z.string(),
  year: z.number(),
  type: namedSchema,
  description: z.string().nullable(),
  image: z.object({ url: z.string(), alt: z.string() }).nullable(),
});

/** The storefront's product page, read in one Query (a product and everything under it). */
export const storeProductDetailSchema = z.object({
  id: z.number(),
  productType: z.enum(productTypes),
  name: z.string(),
  description: z.string(),
  metaDescription: z.string().nullable(),
  ...priceFields,
  /** Sold by for BOX and OTHER; a WINE's declinations carry their own. */
  sellByMultipleOf: z.number(),
  isVintage: z.boolean(),
  inStock: z.boolean(),
  images: z.array(z.object({ url: z.string(), alt: z.string() })),
  kind: namedSchema.nullable(),
  grapes: z.array(namedSchema.extend({ percent: z.number() })),
  taste: z.array(namedSchema),
  meal: z.array(namedSchema.extend({ icon: z.string().nullable() })),
  label: z.array(namedSchema),
  winetype: z.string().nullable(),
  temperature: z.string().nullable(),
  keepingYears: z.number().nullable(),
  tags: z.array(z.string()),
  features: z.array(z.object({ type: namedSchema, value: z.string() })),
  awards: z.array(storeAwardSchema),
  declinations: z.array(storeDeclinationSchema),
  /** The labels of the variations its declinations use (`variation2` → "Bottle size"), in the admin's order. */
  variations: z.array(z.object({ variation: z.union([z.literal(1), z.literal(2), z.literal(3)]), label: z.string() })),
  /** BOX: what is in it. */
  products: z.array(z.object({ id: z.number(), name: z.string(), quantity: z.number() })),
  /** BOX: its reference (spec 2 §3). */
  reference: z.string().nullable(),
});
export type StoreProductDetail = z.infer<typeof storeProductDetailSchema>;

/** `GET /v2/vintage/details/{id}`: one vintage with its wine, for the e-label and the technical sheet. */
export const vintageDetailsSchema = storeDeclinationSchema.extend({
  idProduct: z.number(),
  productName: z.string(),
  kind: namedSchema.nullable(),
  grapes: z.array(namedSchema.extend({ percent: z.number() })),
  taste: z.array(namedSchema),
  winetype: z.string().nullable(),
  temperature: z.string().nullable(),
  keepingYears: z.number().nullable(),
});
export type VintageDetails = z.infer<typeof vintageDetailsSchema>;
