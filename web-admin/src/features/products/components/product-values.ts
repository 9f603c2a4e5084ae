import {
  nutritionFields,
  productTypes,
  type CapacityUnit,
  type NutritionField,
  type ProductType,
} from '@cellar/shared/catalog/product';
import type { AdminProductView } from '@cellar/shared/catalog/product-view';
import { readWholeNumber } from '@cellar/shared/validation/numbers';
import type { ImageItem } from '../../../components/kit/images-field.tsx';
import type { ProductImageMeta } from '../api/product-images.ts';

/** A number field's value (the kit's `DecimalInput`): a number, '' when empty, or the text typed when it reads as no
 * number the field takes ("1.3" for a stock). */
export type NumberValue = number | string;

export interface GrapeRow {
  /** React key of the row (not sent). */
  key: string;
  id: string;
  percent: NumberValue;
}

export interface BoxRow {
  key: string;
  id: string;
  quantity: NumberValue;
}

export interface FeatureRow {
  key: string;
  idType: string;
  value: string;
}

/**
 * The product screen's values. Their paths are the API's field names (`grapes.0.percent`,
 * `nutrition.sugar`…), so the rules' and the server's field errors land on the inputs as they are.
 */
export interface ProductFormValues {
  productType: '' | ProductType;
  name: string;
  description: string;
  metaDescription: string;
  price: NumberValue;
  multipleOf: NumberValue;
  weight: NumberValue;
  hasShippingFees: boolean;
  isDematerialized: boolean;
  setQuantity: boolean;
  quantity: NumberValue;
  sku: string;
  tags: string[];
  features: FeatureRow[];
  images: ImageItem[];
  // WINE
  isVintage: boolean;
  kind: string;
  grapes: GrapeRow[];
  taste: string[];
  meal: string[];
  label: string[];
  winetype: string;
  temperature: string;
  keepingYears: NumberValue;
  // WINE on add: its first vintage
  year: NumberValue;
  capacity: NumberValue;
  capacityUnit: CapacityUnit;
  alcoholLevel: NumberValue;
  nutrition: Record<NutritionField, NumberValue>;
  ingredients: string[];
  // BOX
  products: BoxRow[];
}

let lastRow = 0;
/** A key for a new row of a list (grapes, box products, features). */
export function rowKey(): string {
  lastRow += 1;
  return `row-${lastRow}`;
}

export const isProductType = (value: string | null | undefined): value is ProductType =>
  (productTypes as readonly string[]).includes(value ?? '');

export const emptyNutrition = (): Record<NutritionField, NumberValue> =>
  Object.fromEntries(nutritionFields.map((f) => [f, ''])) as Record<NutritionField, NumberValue>;

/** The values of a new product of a type (none chosen yet: ''). */
export function newProductValues(type: '' | ProductType): ProductFormValues {
  return {
    productType: type,
    name: '',
    description: '',
    metaDescription: '',
    price: '',
    multipleOf: type === 'BOX' ? '' : 1,
    weight: '',
    hasShippingFees: type !== 'OTHER',
    isDematerialized: false,
    setQuantity: false,
    quantity: '',
    sku: '',
    tags: [],
    features: [],
    images: [],
    isVintage: true,
    kind: '',
    grapes: [],
    taste: [],
    meal: [],
    label: [],
    winetype: '',
    temperature: '',
    keepingYears: '',
    year: '',
    capacity: 75,
    capacityUnit: 'cl',
    alcoholLevel: '',
    nutrition: emptyNutrition(),
    ingredients: [],
    products: [],
  };
}

const orEmpty = (value: number | null | undefined): NumberValue => (value === null || value === undefined ? '' : value);

/** The values of a product the API answered. */
export function productValues(product: AdminProductView): ProductFormValues {
  return {
    ...newProductValues(product.productType),
    productType: product.productType,
    name: product.name,
    description: product.description,
    metaDescription: product.metaDescription ?? '',
    price: orEmpty(product.price),
    multipleOf: orEmpty(product.multipleOf),
    weight: orEmpty(product.weight),
    hasShippingFees: product.hasShippingFees,
    isDematerialized: product.isDematerialized,
    setQuantity: product.setQuantity,
    quantity: orEmpty(product.quantity),
    sku: product.sku ?? '',
    tags: product.tags,
    features: product.features.map((f) => ({ key: rowKey(), idType: String(f.idType), value: f.value })),
    images: [...product.images]
      .sort((a, b) => a.order - b.order)
      .map((image) => ({ key: `image-${image.id}`, id: image.id, url: image.url, alt: image.alt })),
    isVintage: product.isVintage,
    kind: product.kind === null ? '' : String(product.kind),
    grapes: product.grapes.map((g) => ({ key: rowKey(), id: String(g.id), percent: g.percent })),
    taste: product.taste.map(String),
    meal: product.meal.map(String),
    label: product.label.map(String),
    winetype: product.winetype ?? '',
    temperature: product.temperature ?? '',
    keepingYears: orEmpty(product.keepingYears),
    products: product.products.map((p) => ({ key: rowKey(), id: String(p.id), quantity: p.quantity })),
  };
}

/** A number input's value as the API takes it: the number, or nothing when empty. */
export function numberOrUndefined(value: NumberValue): number | string | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  return value.trim() === '' ? undefined : value.trim();
}

/** Reads a number input's value (undefined when empty or not a number). */
export function readValue(value: NumberValue): number | undefined {
  const n = numberOrUndefined(value);
  if (n === undefined) return undefined;
  const parsed = typeof n === 'number' ? n : Number(n.replace(',', '.'));
  return Number.isFinite(parsed) ? parsed : undefined;
}

const textOrUndefined = (value: string): string | undefined => (value.trim() === '' ? undefined : value);

export function nutritionInput(
  nutrition: Record<NutritionField, NumberValue>,
): Partial<Record<NutritionField, number | string>> {
  const out: Partial<Record<NutritionField, number | string>> = {};
  for (const field of nutritionFields) {
    const value = numberOrUndefined(nutrition[field]);
    if (value !== undefined) out[field] = value;
  }
  return out;
}

/** The sum of the grape percentages, in hundredths to avoid binary noise (33.33 + 33.33 + 33.34). */
export function grapesTotal(grapes: readonly GrapeRow[]): number {
  return grapes.reduce((sum, g) => sum + Math.round((readValue(g.percent) ?? 0) * 100), 0) / 100;
}

/** A whole-number field's value as the rules read it: undefined when empty, NaN when not whole ("1.3"). */
export function wholeValue(value: NumberValue): number | undefined {
  return readWholeNumber(numberOrUndefined(value));
}

/** The bottles of a box's lines; NaN when a line is not a whole number (its own message says so). */
export function boxTotal(products: readonly BoxRow[]): number {
  return products.reduce((sum, p) => sum + (wholeValue(p.quantity) ?? 0), 0);
}

/**
 * What the rules and the API read (`productAddSchema` / `productUpdateSchema`), from the values and
 * the images part: only the fields of the product's type, blanks left out, list rows without their
 * React keys. On update, a sent stock goes with `previousQuantity`, the stock the screen loaded: the
 * server writes it only when it was changed, and refuses the change when orders took stock since
 * (docs/decisions.md "Catalogue API", stock).
 */
export function productInput(
  values: ProductFormValues,
  adding: boolean,
  images: { images: unknown[]; imageMeta: ProductImageMeta[] },
  previousQuantity: number | null = null,
): Record<string, unknown> {
  const type = values.productType;
  const body: Record<string, unknown> = {
    productType: type === '' ? undefined : type,
    name: values.name,
    description: values.description,
    metaDescription: textOrUndefined(values.metaDescription),
    multipleOf: numberOrUndefined(values.multipleOf),
    weight: numberOrUndefined(values.weight),
    hasShippingFees: values.hasShippingFees,
    isDematerialized: values.isDematerialized,
    setQuantity: values.setQuantity,
    quantity: values.setQuantity ? numberOrUndefined(values.quantity) : undefined,
    sku: textOrUndefined(values.sku),
    tags: values.tags,
    features: values.features
      .filter((f) => f.idType !== '' || f.value.trim() !== '')
      .map((f) => ({ idType: f.idType, value: f.value })),
    images: images.images.length > 0 ? images.images : undefined,
    imageMeta: images.imageMeta,
  };
  // A wine's price is its vintages' (on add, the first vintage's); a box or another product has its own.
  if (adding || type !== 'WINE') body.price = numberOrUndefined(values.price);
  if (type === 'WINE' || type === '') {
    Object.assign(body, {
      isVintage: values.isVintage,
      kind: values.kind === '' ? undefined : values.kind,
      grapes: values.grapes.map((g) => ({ id: g.id, percent: numberOrUndefined(g.percent) })),
      taste: values.taste,
      meal: values.meal,
      label: values.label,
      winetype: textOrUndefined(values.winetype),
      temperature: textOrUndefined(values.temperature),
      keepingYears: numberOrUndefined(values.keepingYears),
    });
    if (adding) {
      Object.assign(body, {
        year: values.isVintage ? numberOrUndefined(values.year) : undefined,
        capacity: numberOrUndefined(values.capacity),
        capacityUnit: values.capacityUnit,
        alcoholLevel: numberOrUndefined(values.alcoholLevel),
        nutrition: nutritionInput(values.nutrition),
        ingredients: values.ingredients,
      });
    }
  }
  if (type === 'BOX')
    body.products = values.products.map((p) => ({ id: p.id, quantity: numberOrUndefined(p.quantity) }));
  if (!adding && body.quantity !== undefined && previousQuantity !== null) body.previousQuantity = previousQuantity;
  for (const key of Object.keys(body)) if (body[key] === undefined) delete body[key];
  return body;
}
