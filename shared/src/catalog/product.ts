import * as z from 'zod';
import { imageTypes, type UploadedFile } from '../site/upload.ts';
import { fail, isBlank } from '../validation/issues.ts';
import { isPositive, looseNumber, readNumber, readWholeNumber, type LooseNumber } from '../validation/numbers.ts';

/** The product types (spec 1 §9). */
export const productTypes = ['WINE', 'BOX', 'OTHER'] as const;
export type ProductType = (typeof productTypes)[number];

export const capacityUnits = ['cl', 'l', 'ml'] as const;
export type CapacityUnit = (typeof capacityUnits)[number];

/**
 * Product images take 5 MB ("Image file cannot be more than 5 mb"; spec 1 §9: "image 2Mb or 5 mb depending
 * on screen").
 */
export const maxProductImageBytes = 5 * 1024 * 1024;
export const maxProductImages = 10;
/**
 * Above this many bytes of files in one multipart body, the admin uploads through a presigned POST
 * instead: Lambda takes 6 MB per request, and base64 makes a body a third larger.
 */
export const maxMultipartBytes = 4 * 1024 * 1024;

const text = z.string().max(200, 'validation.tooLong').nullish();
const longText = z.string().max(20_000, 'validation.tooLong').nullish();
const flag = z.boolean().nullish();
/** An id, as a number or as a form's text: at most 15 digits (past 2^53 an id is not held exactly). */
const ref = z.union([z.number().int().positive(), z.string().regex(/^\d{1,15}$/, 'validation.invalidId')]);
const refList = z.array(ref).max(30, 'validation.tooLong').nullish();

/** An uploaded file of a multipart body (the pipeline's shape). */
const uploadedFile = z.custom<UploadedFile>(
  (v) => typeof v === 'object' && v !== null && 'data' in v && 'filename' in v,
  'product.imageRequired',
);

/**
 * One image of a product, in order: a file of this multipart body (`file`: its index in `images`),
 * a presigned upload (`uploadKey`), or an image the product already has (`id`, on update).
 */
const imageMetaSchema = z.strictObject({
  file: z.number().int().min(0).optional(),
  uploadKey: z.string().max(300, 'validation.tooLong').optional(),
  id: z.string().max(100, 'validation.tooLong').optional(),
  alt: z.string().max(300, 'validation.tooLong').nullish(),
});
export type ImageMeta = z.infer<typeof imageMetaSchema>;

/** Nutrition values per 100 ml (spec 1 §3). */
export const nutritionFields = ['fat', 'saturated', 'carbohydrates', 'sugar', 'salt', 'proteins'] as const;
export type NutritionField = (typeof nutritionFields)[number];
const nutritionShape = z
  .strictObject(
    Object.fromEntries(nutritionFields.map((f) => [f, looseNumber])) as Record<NutritionField, typeof looseNumber>,
  )
  .nullish();

/**
 * Alcohol level in % vol: from 0 (dealcoholised wine) to 100, the physical bound. Not tighter: the
 * WINE type also carries a producer's liqueur wines and spirits (docs/decisions.md "Catalogue API").
 */
export const alcoholLevelBounds = { min: 0, max: 100 } as const;
/** A nutrition value is grams per 100 ml: more than 100 g is a misplaced decimal separator, not a wine. */
export const maxNutritionGrams = 100;

/** An alcohol level the rules accept (the admin's energy line computes nothing for another). */
export function isAlcoholLevel(value: number): boolean {
  return Number.isFinite(value) && value >= alcoholLevelBounds.min && value <= alcoholLevelBounds.max;
}

/** The vintage (declination) fields: on a vintage call, and on a WINE's add for its first vintage. */
const vintageShape = {
  year: looseNumber,
  price: looseNumber,
  capacity: looseNumber,
  capacityUnit: z.enum(capacityUnits, { error: 'validation.invalidValue' }).nullish(),
  /** Sold by: the storefront steps quantities by it. */
  sellByMultipleOf: looseNumber,
  /** Stock of the vintage. */
  quantity: looseNumber,
  sku: text,
  alcoholLevel: looseNumber,
  nutrition: nutritionShape,
  /** INGREDIENT nomenclature ids, in label order. */
  ingredients: refList,
  variation1: text,
  variation2: text,
  variation3: text,
  valid: flag,
};

const productShape = {
  productType: z.string().max(20, 'validation.tooLong').nullish(),
  name: text,
  description: longText,
  metaDescription: z.string().max(300, 'validation.tooLong').nullish(),
  /** BOX and OTHER: the product's price. WINE: the first vintage's price (on add). */
  price: looseNumber,
  /** Sold by (spec: multipleOf); for a BOX, the number of bottles in it. */
  multipleOf: looseNumber,
  weight: looseNumber,
  hasShippingFees: flag,
  isDematerialized: flag,
  isVintage: flag,
  /** WINE: first vintage (on add). */
  year: looseNumber,
  capacity: looseNumber,
  capacityUnit: vintageShape.capacityUnit,
  alcoholLevel: looseNumber,
  nutrition: nutritionShape,
  ingredients: refList,
  /** KIND nomenclature id; a blank select sends ''. */
  kind: z.union([ref, z.literal('')]).nullish(),
  grapes: z
    .array(z.strictObject({ id: ref, percent: looseNumber }))
    .max(30, 'validation.tooLong')
    .nullish(),
  /** BOX: its products with their quantities. */
  products: z
    .array(z.strictObject({ id: ref, quantity: looseNumber }))
    .max(50, 'validation.tooLong')
    .nullish(),
  /** Detail lists (nomenclature ids). */
  taste: refList,
  meal: refList,
  label: refList,
  winetype: z.string().max(40, 'validation.tooLong').nullish(),
  temperature: z.string().max(40, 'validation.tooLong').nullish(),
  keepingYears: looseNumber,
  /** When on, `quantity` is the stock and cannot be negative. */
  setQuantity: flag,
  quantity: looseNumber,
  sku: text,
  tags: z.array(z.string().trim().min(1).max(50, 'validation.tooLong')).max(30, 'validation.tooLong').nullish(),
  /** Features: a site detail type (`/admin/product-details-type`) and its value. */
  features: z
    .array(z.strictObject({ idType: ref, value: z.string().trim().max(500, 'validation.tooLong') }))
    .max(30, 'validation.tooLong')
    .nullish(),
  /** Files of a multipart body. */
  images: z.array(uploadedFile).max(maxProductImages, 'product.tooManyImages').nullish(),
  /** The product's images in order, with their alt texts (see `imageMetaSchema`). */
  imageMeta: z.array(imageMetaSchema).max(maxProductImages, 'product.tooManyImages').nullish(),
  valid: flag,
};

type RawProduct = z.infer<z.ZodObject<typeof productShape>>;
type RawVintage = z.infer<z.ZodObject<typeof vintageShape>>;

const imageExtensions = /\.(svg|jpe?g|png)$/i;

/** Files and metadata of the images: each file's type and size, each alt text (spec: alt texts required). */
function checkImages(raw: RawProduct, ctx: z.RefinementCtx): number {
  const files = raw.images ?? [];
  files.forEach((file, i) => {
    if (!(file.contentType in imageTypes) || !imageExtensions.test(file.filename))
      fail(ctx, `images.${i}`, 'media.invalidImageType');
    else if (file.size > maxProductImageBytes) fail(ctx, `images.${i}`, 'product.imageTooBig');
  });
  const meta: ImageMeta[] = raw.imageMeta ?? files.map((_, i) => ({ file: i }));
  meta.forEach((m, i) => {
    if (m.file === undefined && isBlank(m.uploadKey) && isBlank(m.id))
      fail(ctx, `imageMeta.${i}`, 'validation.invalidValue');
    else if (m.file !== undefined && m.file >= files.length) fail(ctx, `imageMeta.${i}`, 'validation.invalidValue');
    if (isBlank(m.alt)) fail(ctx, `imageMeta.${i}.alt`, 'product.altRequired');
  });
  return meta.length;
}

function checkGrapes(raw: RawProduct, ctx: z.RefinementCtx): void {
  const grapes = raw.grapes ?? [];
  let sum = 0;
  grapes.forEach((grape, i) => {
    const percent = readNumber(grape.percent);
    if (!isPositive(percent)) fail(ctx, `grapes.${i}.percent`, 'product.percentInvalid');
    else if (percent > 100) fail(ctx, `grapes.${i}.percent`, 'product.percentTooHigh');
    else sum += percent;
  });
  // Compared in hundredths, so 33.33 + 33.33 + 33.34 makes 100.
  if (grapes.length > 0 && Math.round(sum * 100) !== 10_000) fail(ctx, 'grapes', 'product.percentSum');
}

function checkBox(raw: RawProduct, ctx: z.RefinementCtx, multipleOf: number | undefined): void {
  const lines = raw.products ?? [];
  let sum = 0;
  let notWhole = Number.isNaN(multipleOf);
  lines.forEach((line, i) => {
    const quantity = readWholeNumber(line.quantity);
    if (Number.isNaN(quantity)) notWhole = true;
    else if (!isPositive(quantity)) fail(ctx, `products.${i}.quantity`, 'product.quantityInvalid');
    else sum += quantity;
  });
  // A figure that is not whole already says so on its field: a sum of the others would mislead.
  if (!notWhole && sum !== multipleOf) fail(ctx, 'products', 'product.boxQuantitySum');
}

function checkStock(
  raw: { setQuantity?: boolean | null; quantity?: RawProduct['quantity'] },
  ctx: z.RefinementCtx,
): void {
  const quantity = readWholeNumber(raw.quantity);
  if (raw.setQuantity && quantity !== undefined && quantity < 0) fail(ctx, 'quantity', 'product.quantityNegative');
}

/**
 * The Product add rules, in the order of spec 1 §5: name and description; at least one image; price a number
 * over 0; productType required — validation stops there without one; weight when shipping fees
 * apply; for a WINE year (vintage), capacity, kind, grape percents and their total of 100; unless
 * OTHER, multipleOf; for a BOX its quantities and their sum; with setQuantity, no negative quantity;
 * the alcohol level and nutrition within their bounds (`checkLabelValues`).
 */
function checkAdd(raw: RawProduct, ctx: z.RefinementCtx): void {
  if (isBlank(raw.name)) fail(ctx, 'name', 'product.nameRequired');
  if (isBlank(raw.description)) fail(ctx, 'description', 'product.descriptionRequired');
  if (checkImages(raw, ctx) === 0) fail(ctx, 'images', 'product.imageRequired');
  if (!isPositive(readNumber(raw.price))) fail(ctx, 'price', 'product.priceInvalid');
  if (isBlank(raw.productType)) {
    fail(ctx, 'productType', 'product.typeRequired');
    return;
  }
  if (!(productTypes as readonly string[]).includes(raw.productType!)) {
    fail(ctx, 'productType', 'validation.invalidValue');
    return;
  }
  const type = raw.productType as ProductType;
  if (raw.hasShippingFees && !raw.isDematerialized && !isPositive(readNumber(raw.weight)))
    fail(ctx, 'weight', 'product.weightInvalid');
  if (type === 'WINE') {
    if (raw.isVintage && readNumber(raw.year) === undefined) fail(ctx, 'year', 'product.yearRequired');
    else if (raw.isVintage && !isYear(readNumber(raw.year))) fail(ctx, 'year', 'validation.invalidValue');
    if (!isPositive(readNumber(raw.capacity))) fail(ctx, 'capacity', 'product.capacityInvalid');
    if (raw.kind === undefined || raw.kind === null || raw.kind === '') fail(ctx, 'kind', 'product.kindRequired');
    checkGrapes(raw, ctx);
    checkNumbers(raw, ctx, ['keepingYears']);
  }
  // The first vintage's alcohol level and nutrition, bounded as on a vintage.
  checkLabelValues(raw, ctx);
  const multipleOf = readWholeNumber(raw.multipleOf);
  if (type !== 'OTHER' && !isPositive(multipleOf)) fail(ctx, 'multipleOf', 'product.multipleOfInvalid');
  if (type === 'BOX') checkBox(raw, ctx, multipleOf);
  checkStock(raw, ctx);
}

/**
 * The Product update rules (spec 1 §5): name and description; price, when given, over 0; multipleOf over 0;
 * a BOX needs an image; alt texts. Grape percents and box quantities, when sent, keep the add's
 * rules: a wine saved at 60/30 would be wrong on every label (docs/decisions.md).
 */
function checkUpdate(raw: RawProduct, ctx: z.RefinementCtx, type: ProductType): void {
  if (isBlank(raw.name)) fail(ctx, 'name', 'product.nameRequired');
  if (isBlank(raw.description)) fail(ctx, 'description', 'product.descriptionRequired');
  const price = readNumber(raw.price);
  if (price !== undefined && !isPositive(price)) fail(ctx, 'price', 'product.priceInvalid');
  const multipleOf = readWholeNumber(raw.multipleOf);
  if (type !== 'OTHER' && !isPositive(multipleOf)) fail(ctx, 'multipleOf', 'product.multipleOfInvalid');
  const images = checkImages(raw, ctx);
  if (type === 'BOX' && images === 0) fail(ctx, 'images', 'product.imageRequired');
  if (raw.hasShippingFees && !raw.isDematerialized && !isPositive(readNumber(raw.weight)))
    fail(ctx, 'weight', 'product.weightInvalid');
  if (type === 'WINE' && raw.grapes) checkGrapes(raw, ctx);
  if (type === 'WINE') checkNumbers(raw, ctx, ['keepingYears']);
  if (type === 'BOX' && raw.products) checkBox(raw, ctx, multipleOf);
  checkStock(raw, ctx);
  checkLabelValues(raw, ctx);
}

function isYear(year: number | undefined): boolean {
  return year !== undefined && Number.isInteger(year) && year >= 1800 && year <= 2200;
}

/** The vintage rules: a WINE's rules on its year, capacity and price, sold-by over 0, no negative stock. */
function checkVintage(raw: RawVintage, ctx: z.RefinementCtx, isVintage: boolean): void {
  const year = readWholeNumber(raw.year);
  if (isVintage && year === undefined) fail(ctx, 'year', 'product.yearRequired');
  else if (year !== undefined && !isYear(year)) fail(ctx, 'year', 'validation.invalidValue');
  if (!isPositive(readNumber(raw.price))) fail(ctx, 'price', 'product.priceInvalid');
  if (!isPositive(readNumber(raw.capacity))) fail(ctx, 'capacity', 'product.capacityInvalid');
  const sellBy = readWholeNumber(raw.sellByMultipleOf);
  if (sellBy !== undefined && !isPositive(sellBy)) fail(ctx, 'sellByMultipleOf', 'product.multipleOfInvalid');
  const quantity = readWholeNumber(raw.quantity);
  if (quantity !== undefined && quantity < 0) fail(ctx, 'quantity', 'product.quantityNegative');
  checkLabelValues(raw, ctx);
}

function checkNumbers<T extends Record<string, unknown>>(
  raw: T,
  ctx: z.RefinementCtx,
  fields: Array<keyof T & string>,
): void {
  for (const field of fields) {
    const value = readNumber(raw[field] as z.infer<typeof looseNumber>);
    if (value !== undefined && (!Number.isFinite(value) || value < 0)) fail(ctx, field, 'validation.invalidValue');
  }
}

/**
 * What the e-label declares: the alcohol level within `alcoholLevelBounds`, each nutrition value
 * from 0 to `maxNutritionGrams` per 100 ml, and the "of which" values within their totals
 * (saturated fat within fat, sugars within carbohydrates) when both are given.
 */
function checkLabelValues(
  raw: { alcoholLevel?: LooseNumber; nutrition?: RawProduct['nutrition'] },
  ctx: z.RefinementCtx,
): void {
  const alcohol = readNumber(raw.alcoholLevel);
  if (alcohol !== undefined && !isAlcoholLevel(alcohol)) fail(ctx, 'alcoholLevel', 'product.alcoholLevelInvalid');
  const grams: Partial<Record<NutritionField, number>> = {};
  for (const field of nutritionFields) {
    const value = readNumber(raw.nutrition?.[field]);
    if (value === undefined) continue;
    if (!Number.isFinite(value) || value < 0 || value > maxNutritionGrams)
      fail(ctx, `nutrition.${field}`, 'product.nutritionInvalid');
    else grams[field] = value;
  }
  if (grams.saturated !== undefined && grams.fat !== undefined && grams.saturated > grams.fat)
    fail(ctx, 'nutrition.saturated', 'product.saturatedOverFat');
  if (grams.sugar !== undefined && grams.carbohydrates !== undefined && grams.sugar > grams.carbohydrates)
    fail(ctx, 'nutrition.sugar', 'product.sugarOverCarbohydrates');
}

/** The decimal number fields of a product or vintage body, by path (list rows and nutrition values included). */
function decimalPaths(raw: Partial<RawProduct>): Array<[string, LooseNumber]> {
  const fields = ['price', 'weight', 'capacity', 'alcoholLevel'] as const;
  return [
    ...fields.map((field): [string, LooseNumber] => [field, raw[field]]),
    ...nutritionFields.map((field): [string, LooseNumber] => [`nutrition.${field}`, raw.nutrition?.[field]]),
    ...(raw.grapes ?? []).map((grape, i): [string, LooseNumber] => [`grapes.${i}.percent`, grape.percent]),
  ];
}

/**
 * The whole-number fields (stocks, counts, years, sold by), box lines included. `previousQuantity`
 * is the stock the admin's screen loaded: the service writes a new `quantity` only when it differs,
 * on the condition that the stock is still that (docs/decisions.md "Catalogue API", stock).
 */
function wholePaths(
  raw: Partial<RawProduct> & { sellByMultipleOf?: LooseNumber; previousQuantity?: LooseNumber },
): Array<[string, LooseNumber]> {
  const fields = ['multipleOf', 'year', 'keepingYears', 'quantity', 'sellByMultipleOf', 'previousQuantity'] as const;
  return [
    ...fields.map((field): [string, LooseNumber] => [field, raw[field]]),
    ...(raw.products ?? []).map((line, i): [string, LooseNumber] => [`products.${i}.quantity`, line.quantity]),
  ];
}

/**
 * A number sent as text that reads as no number ("1.234,5": thousands separators are not read, so
 * a magnitude is never guessed; "13 %") gets 'product.notANumber' and only that; a whole-number
 * field given anything but a whole number ("1.3", "1.000", 2.5) gets 'validation.wholeNumber' and
 * only that. The context handed back drops the field's other messages, which would read it as
 * missing and say something else.
 */
function numbersFirst(raw: Parameters<typeof wholePaths>[0], ctx: z.RefinementCtx): z.RefinementCtx {
  const notNumbers = new Set<string>();
  for (const [path, value] of decimalPaths(raw)) {
    if (!Number.isNaN(readNumber(value))) continue;
    notNumbers.add(path);
    fail(ctx, path, 'product.notANumber');
  }
  for (const [path, value] of wholePaths(raw)) {
    if (!Number.isNaN(readWholeNumber(value))) continue;
    notNumbers.add(path);
    fail(ctx, path, 'validation.wholeNumber');
  }
  if (notNumbers.size === 0) return ctx;
  return {
    ...ctx,
    addIssue: (issue) => {
      if (typeof issue === 'string' || !notNumbers.has((issue.path ?? []).map(String).join('.'))) ctx.addIssue(issue);
    },
  };
}

// ---------------------------------------------------------------------------------------------
// What the rules hand to the service: numbers read, blanks dropped, ids as numbers.

export type Nutrition = Partial<Record<NutritionField, number>>;

export interface VintageInput {
  year: number | null;
  price: number;
  capacity: number;
  capacityUnit: CapacityUnit;
  sellByMultipleOf: number | null;
  quantity: number;
  sku: string | null;
  alcoholLevel: number | null;
  nutrition: Nutrition;
  ingredients: number[];
  variation1: string | null;
  variation2: string | null;
  variation3: string | null;
  valid: boolean | undefined;
}

/**
 * What `PUT /admin/vintage/{id}` hands to the service: the vintage's fields, with its stock only
 * when sent (`quantity` absent: the stock is kept) and `previousQuantity`, the stock the admin's
 * screen loaded (the guard of a stock change).
 */
export interface VintageUpdateInput extends Omit<VintageInput, 'quantity'> {
  quantity: number | undefined;
  previousQuantity: number | undefined;
}

export interface ProductInput {
  productType: ProductType;
  name: string;
  description: string;
  metaDescription: string | null;
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
  quantity: number | null;
  sku: string | null;
  tags: string[];
  features: Array<{ idType: number; value: string }>;
  files: UploadedFile[];
  imageMeta: Array<{ file?: number; uploadKey?: string; id?: string; alt: string }>;
  valid: boolean | undefined;
  /** WINE on add: its first vintage. */
  firstVintage: VintageInput | null;
}

/**
 * What `PUT /admin/product/{id}` hands to the service: `quantity` null when not sent (the stock is
 * kept), `previousQuantity` the stock the admin's screen loaded (the guard of a stock change).
 */
export interface ProductUpdateInput extends ProductInput {
  previousQuantity: number | undefined;
}

const textOrNull = (v: string | null | undefined): string | null => (isBlank(v) ? null : v!.trim());
const numberOrNull = (v: z.infer<typeof looseNumber>): number | null => readNumber(v) ?? null;
const ids = (list: ReadonlyArray<number | string> | null | undefined): number[] => [
  ...new Set((list ?? []).map(Number)),
];

function nutritionOf(raw: RawProduct['nutrition']): Nutrition {
  const out: Nutrition = {};
  for (const field of nutritionFields) {
    const value = readNumber(raw?.[field]);
    if (value !== undefined) out[field] = value;
  }
  return out;
}

function toVintage(raw: RawVintage): VintageInput {
  return {
    year: numberOrNull(raw.year),
    price: readNumber(raw.price)!,
    capacity: readNumber(raw.capacity)!,
    capacityUnit: raw.capacityUnit ?? 'cl',
    sellByMultipleOf: numberOrNull(raw.sellByMultipleOf),
    quantity: readNumber(raw.quantity) ?? 0,
    sku: textOrNull(raw.sku),
    alcoholLevel: numberOrNull(raw.alcoholLevel),
    nutrition: nutritionOf(raw.nutrition),
    ingredients: ids(raw.ingredients),
    variation1: textOrNull(raw.variation1),
    variation2: textOrNull(raw.variation2),
    variation3: textOrNull(raw.variation3),
    valid: raw.valid ?? undefined,
  };
}

function toProduct(raw: RawProduct, type: ProductType, withFirstVintage: boolean): ProductInput {
  const files = raw.images ?? [];
  const meta: ImageMeta[] = raw.imageMeta ?? files.map((_, i) => ({ file: i }));
  return {
    productType: type,
    name: raw.name!.trim(),
    description: raw.description!.trim(),
    metaDescription: textOrNull(raw.metaDescription),
    price: numberOrNull(raw.price),
    multipleOf: numberOrNull(raw.multipleOf),
    weight: numberOrNull(raw.weight),
    hasShippingFees: raw.hasShippingFees ?? false,
    isDematerialized: raw.isDematerialized ?? false,
    isVintage: type === 'WINE' && (raw.isVintage ?? false),
    kind: raw.kind === undefined || raw.kind === null || raw.kind === '' ? null : Number(raw.kind),
    grapes: (raw.grapes ?? []).map((g) => ({ id: Number(g.id), percent: readNumber(g.percent)! })),
    products: (raw.products ?? []).map((p) => ({ id: Number(p.id), quantity: readNumber(p.quantity)! })),
    taste: ids(raw.taste),
    meal: ids(raw.meal),
    label: ids(raw.label),
    winetype: textOrNull(raw.winetype),
    temperature: textOrNull(raw.temperature),
    keepingYears: numberOrNull(raw.keepingYears),
    setQuantity: raw.setQuantity ?? false,
    quantity: numberOrNull(raw.quantity),
    sku: textOrNull(raw.sku),
    tags: [...new Set(raw.tags ?? [])],
    features: (raw.features ?? []).map((f) => ({ idType: Number(f.idType), value: f.value })),
    files,
    imageMeta: meta.map((m) => ({ ...m, alt: (m.alt ?? '').trim() })),
    valid: raw.valid ?? undefined,
    firstVintage:
      withFirstVintage && type === 'WINE'
        ? toVintage({
            ...raw,
            year: raw.isVintage ? raw.year : null,
            sellByMultipleOf: raw.multipleOf,
            quantity: raw.quantity,
            valid: true,
            variation1: null,
            variation2: null,
            variation3: null,
          })
        : null,
  };
}

/** Body of `POST /admin/product` (multipart: files under `images`, the rest as fields). */
export const productAddSchema = z
  .strictObject(productShape)
  .superRefine((raw, ctx) => checkAdd(raw, numbersFirst(raw, ctx)))
  .transform((raw) => toProduct(raw, raw.productType as ProductType, true));

/**
 * Body of `PUT /admin/product/{id}`. The type of a product does not change; it is sent so the
 * rules can be checked without reading the product first (the service refuses a different one).
 * The stock (`quantity`, BOX and OTHER with `setQuantity`) is written only when it is sent and
 * differs from `previousQuantity`, the stock the admin's screen loaded; without `previousQuantity`
 * (an API client) a sent `quantity` is set as asked (docs/decisions.md "Catalogue API", stock).
 */
export const productUpdateSchema = z
  .strictObject({ ...productShape, previousQuantity: looseNumber })
  .superRefine((raw, refinement) => {
    const ctx = numbersFirst(raw, refinement);
    if (isBlank(raw.productType)) fail(ctx, 'productType', 'product.typeRequired');
    else if (!(productTypes as readonly string[]).includes(raw.productType!))
      fail(ctx, 'productType', 'validation.invalidValue');
    else checkUpdate(raw, ctx, raw.productType as ProductType);
  })
  .transform(({ previousQuantity, ...raw }): ProductUpdateInput => ({
    ...toProduct(raw, raw.productType as ProductType, false),
    previousQuantity: readNumber(previousQuantity),
  }));

/**
 * Body of `POST /admin/vintage/{idProduct}`: a new vintage (no stock given: 0). `isVintage` tells
 * the rules whether a year is required (the admin screen knows it from the product).
 */
export const vintageInputSchema = z
  .strictObject({ ...vintageShape, isVintage: flag })
  .superRefine((raw, ctx) => checkVintage(raw, numbersFirst(raw, ctx), raw.isVintage ?? true))
  .transform(({ isVintage: _isVintage, ...raw }) => toVintage(raw));

/**
 * Body of `PUT /admin/vintage/{id}`: the vintage rules, and the stock written only when `quantity`
 * is sent and differs from `previousQuantity` (the stock the admin's screen loaded), on the
 * condition that the stock is still that; `quantity` absent keeps the stock; without
 * `previousQuantity` (an API client) a sent `quantity` is set as asked (docs/decisions.md
 * "Catalogue API", stock).
 */
export const vintageUpdateSchema = z
  .strictObject({ ...vintageShape, isVintage: flag, previousQuantity: looseNumber })
  .superRefine((raw, ctx) => checkVintage(raw, numbersFirst(raw, ctx), raw.isVintage ?? true))
  .transform(({ isVintage: _isVintage, previousQuantity, ...raw }): VintageUpdateInput => ({
    ...toVintage(raw),
    quantity: readNumber(raw.quantity),
    previousQuantity: readNumber(previousQuantity),
  }));

/** The fields the rules read, for the admin screen's instant checks. */
export type ProductRawInput = z.input<typeof productAddSchema>;
