import { decreasingDiscountFor } from '@cellar/shared/catalog/decreasing-discount';
import type { DiscountDetailType, DiscountType } from '@cellar/shared/checkout/discount';
import type { MessageKey } from '@cellar/shared/i18n/messages';
import type { DiscountRecord } from '../../repositories/discount-repository.ts';
import type { ProductRecord, VintageRecord } from '../../repositories/product-records.ts';

/**
 * The prices of a cart (docs/checkout.md "Prices of a cart"). Pure: no clock, no table — the caller
 * reads the catalogue, the site's discounts and the shopper's past uses, and gives the day in Paris.
 * `POST /order/discount` and `POST /order` price a cart with it, so they never disagree.
 *
 * Money is counted in whole cents, rounded half up at each unit and each percentage.
 */

export interface PricingLine {
  idProduct: number;
  /** A WINE's declination; absent: its first valid vintage. */
  idVintage?: number | null;
  quantity: number;
}

export type PricingCatalogue = ReadonlyMap<number, { product: ProductRecord; vintages: readonly VintageRecord[] }>;

export interface PricingShopper {
  /** The signed-in customer (SPECIFIC codes name customers); null for a guest. */
  idCustomer: number | null;
  /** Usable-once discounts this shopper has used (`discountRepository.usedBy`). */
  usedDiscounts: readonly number[];
}

export interface PriceCartInput {
  lines: readonly PricingLine[];
  catalogue: PricingCatalogue;
  /** The site's discounts (`discountRepository.valid`); switched-off ones are ignored anyway. */
  discounts: readonly DiscountRecord[];
  /** The code as typed; blank or null: none. */
  code: string | null;
  /** Null: nobody known yet (a guest's preview). */
  shopper: PricingShopper | null;
  /** Euros: the chosen option's price, 0 for click and collect or when not chosen yet. */
  shippingFees: number;
  /** yyyy-mm-dd, the day in Europe/Paris (`parisDay`). */
  today: string;
}

export type LineDiscountSource = 'PRODUCT_DECREASING' | 'DECREASING' | 'PRODUCT';

/** A line's discount as the catalogue shows it (spec 2 §3 "Discount: type, amount"). */
export interface LineDiscount {
  type: DiscountType;
  amount: number;
  source: LineDiscountSource;
  /** The site's discount; null for the product's own decreasing discount. */
  idDiscount: number | null;
}

export interface PricedLine {
  index: number;
  id: number;
  idVintage: number | null;
  quantity: number;
  unitPrice: number;
  discount: LineDiscount | null;
  discountedUnitPrice: number;
  saved: number;
  total: number;
}

export type CodeRefusalReason =
  'UNKNOWN' | 'NOT_STARTED' | 'EXPIRED' | 'USED_UP' | 'SIGN_IN' | 'NOT_YOURS' | 'ALREADY_USED';

export const codeRefusalMessages: Record<CodeRefusalReason, MessageKey> = {
  UNKNOWN: 'discount.unknownCode',
  NOT_STARTED: 'discount.notStarted',
  EXPIRED: 'discount.expired',
  USED_UP: 'discount.usedUp',
  SIGN_IN: 'discount.signIn',
  NOT_YOURS: 'discount.notYours',
  ALREADY_USED: 'discount.alreadyUsed',
};

export interface AppliedCode {
  id: number;
  code: string;
  label: string;
  type: DiscountType;
  /** The discount's own amount (a percentage or euros). */
  rate: number;
  /** Euros saved: never more than what it applies to. */
  amount: number;
  on: DiscountDetailType;
  /** For the order: its use (`DiscountUse`: which discount, its limit, usable once or not). */
  record: DiscountRecord;
}

export interface CartPrice {
  lines: PricedLine[];
  /** Lines shoppers cannot buy (unknown or invalid product, vintage): priced 0, out of the totals. */
  unknown: Array<{ index: number; field: 'idProduct' | 'idVintage' }>;
  subtotal: number;
  shippingFees: number;
  discount: AppliedCode | null;
  total: number;
  refusal?: { reason: CodeRefusalReason; message: MessageKey };
}

// ---------------------------------------------------------------------------------------------
// Money in cents

const toCents = (euros: number): number => Math.round(Number((euros * 100).toPrecision(12)));
const toEuros = (cents: number): number => cents / 100;
/** `percent` % of an amount in cents, to the cent, half up. */
const percentOf = (cents: number, percent: number): number =>
  Math.round(Number(((cents * percent) / 100).toPrecision(12)));

/** What a discount takes off an amount (a unit price, the subtotal, the fees), never more than it. */
function reduction(baseCents: number, type: DiscountType, amount: number): number {
  const off = type === 'PERCENT' ? percentOf(baseCents, amount) : toCents(amount);
  return Math.max(0, Math.min(off, baseCents));
}

// ---------------------------------------------------------------------------------------------
// Days

const parisDays = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Paris',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The day of an instant in Paris, yyyy-mm-dd (discounts' dates are French days). */
export function parisDay(instant: Date): string {
  const parts = Object.fromEntries(parisDays.formatToParts(instant).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** Valid, and today between its start and its end (both days included). */
export function isActive(discount: Pick<DiscountRecord, 'valid' | 'startOn' | 'endOn'>, today: string): boolean {
  return (
    discount.valid &&
    (discount.startOn === null || discount.startOn <= today) &&
    (discount.endOn === null || today <= discount.endOn)
  );
}

/** Its end is before today: the admin's list highlights it (spec 1 §9). */
export const isExpired = (discount: Pick<DiscountRecord, 'endOn'>, today: string): boolean =>
  discount.endOn !== null && discount.endOn < today;

// ---------------------------------------------------------------------------------------------
// Line level: the best automatic discount of a unit

/** Equal savings: the site's PRODUCT discount first, then DECREASING, then the product's own. */
const sourceRank: Record<LineDiscountSource, number> = { PRODUCT: 0, DECREASING: 1, PRODUCT_DECREASING: 2 };

export interface UnitContext {
  product: Pick<ProductRecord, 'id' | 'decreasingDiscounts'>;
  unitPrice: number;
  /** Units of this product in the cart (all its lines): its own decreasing discounts count them. */
  productUnits: number;
  /** Units of the whole cart: the site's DECREASING discounts count them. */
  cartUnits: number;
  /** The site's discounts; only active DECREASING and PRODUCT ones are looked at. */
  discounts: readonly DiscountRecord[];
  today: string;
}

/** The best line discount of one unit (docs/checkout.md, line level): never two of them. */
export function bestUnitDiscount(context: UnitContext): { discount: LineDiscount | null; offCents: number } {
  const unitCents = toCents(context.unitPrice);
  const candidates: LineDiscount[] = [];
  const own = decreasingDiscountFor(context.product.decreasingDiscounts ?? [], context.productUnits);
  if (own) candidates.push({ type: own.type, amount: own.amount, source: 'PRODUCT_DECREASING', idDiscount: null });
  for (const discount of context.discounts) {
    if (!isActive(discount, context.today) || discount.detailType !== 'PRODUCTS') continue;
    if (
      discount.destinationType === 'DECREASING' &&
      discount.decreasingLimit !== null &&
      context.cartUnits >= discount.decreasingLimit
    ) {
      candidates.push({ type: discount.type, amount: discount.amount, source: 'DECREASING', idDiscount: discount.id });
    }
    if (discount.destinationType === 'PRODUCT' && discount.idProducts.includes(context.product.id)) {
      candidates.push({ type: discount.type, amount: discount.amount, source: 'PRODUCT', idDiscount: discount.id });
    }
  }
  let best: { discount: LineDiscount | null; offCents: number } = { discount: null, offCents: 0 };
  for (const candidate of candidates) {
    const off = reduction(unitCents, candidate.type, candidate.amount);
    if (off <= 0) continue;
    const current = best.discount;
    const better =
      !current ||
      off > best.offCents ||
      (off === best.offCents &&
        (sourceRank[candidate.source] < sourceRank[current.source] ||
          (candidate.source === current.source && (candidate.idDiscount ?? 0) < (current.idDiscount ?? 0))));
    if (better) best = { discount: candidate, offCents: off };
  }
  return best;
}

/** One unit's price as the storefront shows it: the discount and what is left to pay. */
export function unitPriceShown(context: UnitContext): {
  price: number;
  discount: { type: DiscountType; amount: number } | null;
  discountedPrice: number;
} {
  const { discount, offCents } = bestUnitDiscount(context);
  return {
    price: context.unitPrice,
    discount: discount ? { type: discount.type, amount: discount.amount } : null,
    discountedPrice: toEuros(toCents(context.unitPrice) - offCents),
  };
}

// ---------------------------------------------------------------------------------------------
// The cart

/** The unit price of a line: the vintage's (WINE) or the product's; null when shoppers cannot buy it. */
function lineSource(
  line: PricingLine,
  catalogue: PricingCatalogue,
): { product: ProductRecord; vintage: VintageRecord | null; price: number } | { field: 'idProduct' | 'idVintage' } {
  const entry = catalogue.get(line.idProduct);
  if (!entry || !entry.product.valid) return { field: 'idProduct' };
  const { product } = entry;
  if (product.productType === 'WINE') {
    const vintages = entry.vintages.filter((v) => v.valid);
    const vintage = line.idVintage ? vintages.find((v) => v.id === line.idVintage) : vintages[0];
    if (!vintage) return { field: line.idVintage ? 'idVintage' : 'idProduct' };
    return { product, vintage, price: vintage.price };
  }
  if (product.price === null) return { field: 'idProduct' };
  return { product, vintage: null, price: product.price };
}

/** The typed code is one a shopper may use once: their past uses must be read to price the cart. */
export function needsUses(discounts: readonly DiscountRecord[], code: string | null): boolean {
  const typed = code?.trim().toLowerCase() ?? '';
  return typed !== '' && discounts.some((d) => d.usableOnce && d.code?.toLowerCase() === typed);
}

/** The typed code's discount, or why it is refused (checked in the order of docs/checkout.md). */
function codeDiscount(code: string, input: PriceCartInput): { record: DiscountRecord } | { reason: CodeRefusalReason } {
  const typed = code.trim().toLowerCase();
  const record = input.discounts.find(
    (d) =>
      d.valid &&
      d.code !== null &&
      (d.destinationType === 'GENERAL' || d.destinationType === 'SPECIFIC') &&
      d.code.toLowerCase() === typed,
  );
  if (!record) return { reason: 'UNKNOWN' };
  if (record.startOn !== null && input.today < record.startOn) return { reason: 'NOT_STARTED' };
  if (record.endOn !== null && record.endOn < input.today) return { reason: 'EXPIRED' };
  if (record.total !== null && record.total > 0 && record.used >= record.total) return { reason: 'USED_UP' };
  if (record.destinationType === 'SPECIFIC') {
    if (input.shopper?.idCustomer === null || input.shopper?.idCustomer === undefined) return { reason: 'SIGN_IN' };
    if (!record.users.includes(input.shopper.idCustomer)) return { reason: 'NOT_YOURS' };
  }
  if (record.usableOnce && input.shopper?.usedDiscounts.includes(record.id)) return { reason: 'ALREADY_USED' };
  return { record };
}

/** Prices a cart: its lines with their best automatic discount, then the typed code on the subtotal or on the fees. */
export function priceCart(input: PriceCartInput): CartPrice {
  const sources = input.lines.map((line) => lineSource(line, input.catalogue));
  const cartUnits = input.lines.reduce((sum, line, i) => sum + ('product' in sources[i]! ? line.quantity : 0), 0);
  const productUnits = new Map<number, number>();
  input.lines.forEach((line, i) => {
    if ('product' in sources[i]!)
      productUnits.set(line.idProduct, (productUnits.get(line.idProduct) ?? 0) + line.quantity);
  });

  const lines: PricedLine[] = [];
  const unknown: CartPrice['unknown'] = [];
  let subtotalCents = 0;
  input.lines.forEach((line, index) => {
    const source = sources[index]!;
    if (!('product' in source)) {
      unknown.push({ index, field: source.field });
      lines.push({
        index,
        id: line.idProduct,
        idVintage: line.idVintage ?? null,
        quantity: line.quantity,
        unitPrice: 0,
        discount: null,
        discountedUnitPrice: 0,
        saved: 0,
        total: 0,
      });
      return;
    }
    const { discount, offCents } = bestUnitDiscount({
      product: source.product,
      unitPrice: source.price,
      productUnits: productUnits.get(line.idProduct) ?? 0,
      cartUnits,
      discounts: input.discounts,
      today: input.today,
    });
    const unitCents = toCents(source.price);
    const discountedCents = unitCents - offCents;
    subtotalCents += discountedCents * line.quantity;
    lines.push({
      index,
      id: line.idProduct,
      idVintage: source.vintage?.id ?? null,
      quantity: line.quantity,
      unitPrice: toEuros(unitCents),
      discount,
      discountedUnitPrice: toEuros(discountedCents),
      saved: toEuros(offCents * line.quantity),
      total: toEuros(discountedCents * line.quantity),
    });
  });

  const shippingCents = Math.max(0, toCents(input.shippingFees));
  let applied: AppliedCode | null = null;
  let refusal: CartPrice['refusal'];
  const typed = input.code?.trim() ?? '';
  if (typed !== '') {
    const found = codeDiscount(typed, input);
    if ('reason' in found) refusal = { reason: found.reason, message: codeRefusalMessages[found.reason] };
    else {
      const { record } = found;
      const base = record.detailType === 'SHIPPING_FEES' ? shippingCents : subtotalCents;
      applied = {
        id: record.id,
        code: record.code!,
        label: record.label,
        type: record.type,
        rate: record.amount,
        amount: toEuros(reduction(base, record.type, record.amount)),
        on: record.detailType,
        record,
      };
    }
  }
  const totalCents = Math.max(0, subtotalCents + shippingCents - (applied ? toCents(applied.amount) : 0));
  return {
    lines,
    unknown,
    subtotal: toEuros(subtotalCents),
    shippingFees: toEuros(shippingCents),
    discount: applied,
    total: toEuros(totalCents),
    ...(refusal ? { refusal } : {}),
  };
}
