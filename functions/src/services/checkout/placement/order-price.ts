import { maxOrderTotal } from '@cellar/shared/checkout/orders';
import { minimumCardAmountCents, toCents } from '../../../adapters/payment/payment.ts';
import type { SiteId } from '../../../data/site-id.ts';
import { ConflictError, withDetails } from '../../../lib/errors.ts';
import {
  discountRepository,
  discountShopperKey,
  type DiscountRecord,
  type DiscountUse,
} from '../../../repositories/discount-repository.ts';
import type { CatalogueEntry, ResolvedLine } from '../order-lines.ts';
import { needsUses, parisDay, priceCart, type CartPrice } from '../pricing.ts';
import type { OrderBody } from './placement-types.ts';
import { refuse } from './refuse.ts';
import type { Shopper } from './shopper.ts';

export interface PricedOrder {
  price: CartPrice;
  /** The discount the order uses and by whom; null: none. */
  discountUse: DiscountUse | null;
}

/** The server's figures are the order's: a shopper shown another total confirms again (409 with the new figures). */
function refuseAnotherTotal(expectedTotal: OrderBody['expectedTotal'], price: CartPrice): void {
  if (expectedTotal === null || expectedTotal === undefined || toCents(expectedTotal) === toCents(price.total)) return;
  const totals = {
    subtotal: price.subtotal,
    shippingFees: price.shippingFees,
    discount: price.discount
      ? { code: price.discount.code, amount: price.discount.amount, on: price.discount.on }
      : null,
    total: price.total,
  };
  throw withDetails(new ConflictError('order.totalChanged', { expectedTotal: ['order.totalChanged'] }), totals);
}

/** Before any write: no order is worth more than a producer could ship (a typed 10¹⁵ is a mistake or worse). */
function refuseUnpayable(method: OrderBody['paymentMethod'], total: number): void {
  if (toCents(total) > maxOrderTotal * 100) refuse({ products: ['order.totalTooLarge'] }, 'order.totalTooLarge');
  if (method === 'CARD' && toCents(total) < minimumCardAmountCents)
    refuse({ paymentMethod: ['payment.amountTooSmall'] }, 'payment.amountTooSmall');
}

/**
 * Every price, discount and fee computed again as `POST /order/discount` does (the fee: the chosen
 * delivery's), the code checked again with the shopper's past uses; then the total the shopper saw.
 */
export async function priceOrder(
  site: SiteId,
  order: {
    body: OrderBody;
    shopper: Shopper;
    lines: readonly ResolvedLine[];
    shippingFees: number;
    catalogue: ReadonlyMap<number, CatalogueEntry>;
    discounts: readonly DiscountRecord[];
    now: Date;
  },
): Promise<PricedOrder> {
  const { body, shopper, now } = order;
  const code = body.discount?.trim() || null;
  const customer = shopper.customer;
  const shopperKey = discountShopperKey(customer ? { idCustomer: customer.id } : { email: shopper.email });
  // Past uses matter only to a code usable once per shopper (the transaction records every use anyway).
  const usedDiscounts = needsUses(order.discounts, code) ? await discountRepository.usedBy(site, shopperKey) : [];
  const price = priceCart({
    lines: order.lines.map((line) => ({
      idProduct: line.product.id,
      idVintage: line.vintage?.id ?? null,
      quantity: line.quantity,
    })),
    catalogue: order.catalogue,
    discounts: order.discounts,
    code,
    shopper: { idCustomer: customer?.id ?? null, usedDiscounts },
    shippingFees: order.shippingFees,
    today: parisDay(now),
  });
  if (price.refusal) refuse({ discount: [price.refusal.message] }, price.refusal.message);
  refuseAnotherTotal(body.expectedTotal, price);
  refuseUnpayable(body.paymentMethod, price.total);
  const used = price.discount?.record;
  const discountUse = used
    ? { idDiscount: used.id, limit: used.total, usableOnce: used.usableOnce, shopperKey, at: now.toISOString() }
    : null;
  return { price, discountUse };
}
