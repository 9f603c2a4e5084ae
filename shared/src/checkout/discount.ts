import * as z from 'zod';
import { parseDay, isoDay } from '../validation/dates.ts';
import { fail, isBlank } from '../validation/issues.ts';
import { looseNumber, readNumber, readWholeNumber } from '../validation/numbers.ts';

/**
 * Discounts of a site (spec 1 §3 "Discount", §5 "Discount"; docs/checkout.md "Discounts"): a code
 * for everyone (GENERAL) or for some customers (SPECIFIC), or automatic from a number of units in the
 * cart (DECREASING) or on some products (PRODUCT); PERCENT or EURO; on the products or, for a code,
 * on the shipping fees.
 */
export const discountTypes = ['PERCENT', 'EURO'] as const;
export type DiscountType = (typeof discountTypes)[number];

export const discountDestinationTypes = ['GENERAL', 'SPECIFIC', 'DECREASING', 'PRODUCT'] as const;
export type DiscountDestinationType = (typeof discountDestinationTypes)[number];

export const discountDetailTypes = ['PRODUCTS', 'SHIPPING_FEES'] as const;
export type DiscountDetailType = (typeof discountDetailTypes)[number];

/** Destination types the shopper types a code for; the others apply by themselves. */
export const codeDestinationTypes: readonly DiscountDestinationType[] = ['GENERAL', 'SPECIFIC'];
export const isCodeDiscount = (destinationType: DiscountDestinationType): boolean =>
  codeDestinationTypes.includes(destinationType);

/** What a code may hold: letters, digits, `-` and `_`, 3 to 40 of them (it is typed by shoppers). */
export const discountCodePattern = /^[A-Za-z0-9_-]{3,40}$/;
export const maxDiscountUsers = 500;
export const maxDiscountProducts = 200;

const text = (max: number) => z.string().max(max, 'validation.tooLong').nullish();
const ref = z.union([z.number().int().positive(), z.string().regex(/^\d{1,15}$/, 'validation.invalidId')]);

/** A form's fields as typed: numbers as numbers or text, blanks allowed, so every rule reports at once. */
const discountShape = {
  label: text(200),
  code: text(100),
  type: text(20),
  destinationType: text(20),
  detailType: text(20),
  amount: looseNumber,
  /** GENERAL: how many times the code may be used; blank or 0: no limit. */
  total: looseNumber,
  /** SPECIFIC: ids of the customers who may use the code. */
  users: z.array(ref).max(maxDiscountUsers, 'validation.tooLong').nullish(),
  /** DECREASING: from this many units in the cart. */
  decreasingLimit: looseNumber,
  /** PRODUCT: the products it applies to. */
  idProducts: z.array(ref).max(maxDiscountProducts, 'validation.tooLong').nullish(),
  /** dd/mm/yyyy (or yyyy-mm-dd); blank: no bound. */
  startOn: text(20),
  endOn: text(20),
  valid: z.boolean().nullish(),
  usableOnce: z.boolean().nullish(),
};

export type DiscountRawInput = z.input<z.ZodObject<typeof discountShape>>;
type RawDiscount = z.infer<z.ZodObject<typeof discountShape>>;

const isOneOf = <T extends string>(list: readonly T[], value: string | null | undefined): value is T =>
  (list as readonly string[]).includes(value ?? '');

/** Over 0 with at most two decimals (cents, or hundredths of a percent). */
function hasCents(value: number): boolean {
  return Math.abs(Math.round(value * 100) - value * 100) < 1e-6;
}

function readDate(
  ctx: z.RefinementCtx,
  field: 'startOn' | 'endOn',
  value: string | null | undefined,
): string | null | undefined {
  if (isBlank(value)) return null;
  const day = parseDay(value!);
  if (!day) {
    fail(ctx, field, 'discount.invalidDate');
    return undefined;
  }
  return isoDay(day);
}

/**
 * The Discount rules (spec 1 §5), all at once, each on its field: label; code for GENERAL or SPECIFIC;
 * type; destination type; on what it applies; amount over 0; a PERCENT up to 100; a GENERAL total
 * not negative; SPECIFIC users; a DECREASING number of units over 0; PRODUCT products; the end not
 * before the start. Ours beside them: a code's characters, real dates, whole totals and units, and
 * automatic discounts on the products only (docs/checkout.md "Discounts").
 */
function checkDiscount(raw: RawDiscount, ctx: z.RefinementCtx): void {
  if (isBlank(raw.label)) fail(ctx, 'label', 'discount.labelRequired');
  const destination = raw.destinationType;
  const destinationKnown = isOneOf(discountDestinationTypes, destination);
  if (destinationKnown && isCodeDiscount(destination)) {
    if (isBlank(raw.code)) fail(ctx, 'code', 'discount.codeRequired');
    else if (!discountCodePattern.test(raw.code!.trim())) fail(ctx, 'code', 'discount.codeInvalid');
  }
  if (isBlank(raw.type)) fail(ctx, 'type', 'discount.typeRequired');
  else if (!isOneOf(discountTypes, raw.type)) fail(ctx, 'type', 'validation.invalidValue');
  if (isBlank(destination)) fail(ctx, 'destinationType', 'discount.destinationTypeRequired');
  else if (!destinationKnown) fail(ctx, 'destinationType', 'validation.invalidValue');
  if (isBlank(raw.detailType)) fail(ctx, 'detailType', 'discount.detailTypeRequired');
  else if (!isOneOf(discountDetailTypes, raw.detailType)) fail(ctx, 'detailType', 'validation.invalidValue');
  else if (destinationKnown && !isCodeDiscount(destination) && raw.detailType !== 'PRODUCTS')
    fail(ctx, 'detailType', 'discount.automaticOnProducts');

  const amount = readNumber(raw.amount);
  if (amount === undefined || !Number.isFinite(amount) || amount <= 0) fail(ctx, 'amount', 'discount.amountInvalid');
  else if (raw.type === 'PERCENT' && amount > 100) fail(ctx, 'amount', 'discount.percentTooHigh');
  else if (!hasCents(amount)) fail(ctx, 'amount', 'validation.invalidValue');

  if (destination === 'GENERAL') {
    const total = readWholeNumber(raw.total);
    if (total !== undefined && Number.isNaN(total)) fail(ctx, 'total', 'validation.wholeNumber');
    else if (total !== undefined && total < 0) fail(ctx, 'total', 'discount.totalNegative');
  }
  if (destination === 'SPECIFIC' && (raw.users ?? []).length === 0) fail(ctx, 'users', 'discount.usersRequired');
  if (destination === 'DECREASING') {
    const limit = readWholeNumber(raw.decreasingLimit);
    if (limit !== undefined && Number.isNaN(limit)) fail(ctx, 'decreasingLimit', 'validation.wholeNumber');
    else if (limit === undefined || limit <= 0) fail(ctx, 'decreasingLimit', 'discount.unitsInvalid');
  }
  if (destination === 'PRODUCT' && (raw.idProducts ?? []).length === 0)
    fail(ctx, 'idProducts', 'discount.productsRequired');

  const startOn = readDate(ctx, 'startOn', raw.startOn);
  const endOn = readDate(ctx, 'endOn', raw.endOn);
  if (startOn && endOn && endOn < startOn) fail(ctx, 'endOn', 'discount.endBeforeStart');
}

/** What the rules hand to the service: numbers read, dates as yyyy-mm-dd, the other types' fields dropped. */
export interface DiscountInput {
  label: string;
  /** As typed (trimmed); GENERAL and SPECIFIC only. */
  code: string | null;
  type: DiscountType;
  destinationType: DiscountDestinationType;
  detailType: DiscountDetailType;
  amount: number;
  /** GENERAL: uses allowed; null: no limit. */
  total: number | null;
  users: number[];
  decreasingLimit: number | null;
  idProducts: number[];
  /** yyyy-mm-dd, both days included. */
  startOn: string | null;
  endOn: string | null;
  valid: boolean | undefined;
  usableOnce: boolean;
}

const ids = (list: ReadonlyArray<number | string> | null | undefined): number[] => [
  ...new Set((list ?? []).map(Number)),
];

function toInput(raw: RawDiscount): DiscountInput {
  const destinationType = raw.destinationType as DiscountDestinationType;
  const withCode = isCodeDiscount(destinationType);
  const total = readNumber(raw.total);
  const day = (value: string | null | undefined) => (isBlank(value) ? null : isoDay(parseDay(value!)!));
  return {
    label: raw.label!.trim(),
    code: withCode ? raw.code!.trim() : null,
    type: raw.type as DiscountType,
    destinationType,
    detailType: raw.detailType as DiscountDetailType,
    amount: readNumber(raw.amount)!,
    total: destinationType === 'GENERAL' && total ? total : null,
    users: destinationType === 'SPECIFIC' ? ids(raw.users) : [],
    decreasingLimit: destinationType === 'DECREASING' ? readNumber(raw.decreasingLimit)! : null,
    idProducts: destinationType === 'PRODUCT' ? ids(raw.idProducts) : [],
    startOn: day(raw.startOn),
    endOn: day(raw.endOn),
    valid: raw.valid ?? undefined,
    usableOnce: withCode ? (raw.usableOnce ?? false) : false,
  };
}

/** Body of `POST /admin/discount` and `PUT /admin/discount/{id}` (the whole form). */
export const discountInputSchema = z.strictObject(discountShape).superRefine(checkDiscount).transform(toInput);

/** yyyy-mm-dd → dd/mm/yyyy (spec 1 §9 "Dates dd/mm/yyyy"). */
export function displayDay(iso: string | null): string | null {
  if (!iso) return null;
  const [year, month, day] = iso.split('-');
  return `${day}/${month}/${year}`;
}

// ---------------------------------------------------------------------------------------------
// Answers

export const discountViewSchema = z.object({
  id: z.number(),
  label: z.string(),
  code: z.string().nullable(),
  type: z.enum(discountTypes),
  destinationType: z.enum(discountDestinationTypes),
  detailType: z.enum(discountDetailTypes),
  amount: z.number(),
  total: z.number().nullable(),
  /** How many orders used it. */
  used: z.number(),
  users: z.array(z.number()),
  decreasingLimit: z.number().nullable(),
  idProducts: z.array(z.number()),
  /** dd/mm/yyyy */
  startOn: z.string().nullable(),
  endOn: z.string().nullable(),
  valid: z.boolean(),
  usableOnce: z.boolean(),
  /** Its end is before today (Paris): the list highlights it (spec 1 §9). */
  expired: z.boolean(),
});
export type DiscountView = z.infer<typeof discountViewSchema>;

export const discountListSchema = z.object({ discounts: z.array(discountViewSchema), total: z.number() });

/** A line discount as the catalogue and the cart show it (spec 2 §3 "Discount: type, amount"). */
export const lineDiscountSchema = z.object({
  type: z.enum(discountTypes),
  amount: z.number(),
  /** The product's own decreasing discount, the site's DECREASING or PRODUCT discount. */
  source: z.enum(['PRODUCT_DECREASING', 'DECREASING', 'PRODUCT']),
  idDiscount: z.number().nullable(),
});

/** `POST /order/discount` (spec 2 §7: products (id, discount), total, subtotal, shippingFees, discount). */
export const orderDiscountAnswerSchema = z.object({
  products: z.array(
    z.object({
      id: z.number(),
      idVintage: z.number().nullable(),
      quantity: z.number(),
      unitPrice: z.number(),
      discount: lineDiscountSchema.nullable(),
      discountedUnitPrice: z.number(),
      saved: z.number(),
      total: z.number(),
    }),
  ),
  subtotal: z.number(),
  shippingFees: z.number(),
  /** False when neither a carrier with a destination nor click and collect was given: the fees count 0 until then. */
  shippingFeesKnown: z.boolean(),
  discount: z
    .object({
      id: z.number(),
      code: z.string(),
      label: z.string(),
      type: z.enum(discountTypes),
      rate: z.number(),
      amount: z.number(),
      on: z.enum(discountDetailTypes),
    })
    .nullable(),
  total: z.number(),
});
export type OrderDiscountAnswer = z.infer<typeof orderDiscountAnswerSchema>;
