import { notImplemented } from '../../types.ts';
import type { CheckoutHandlers } from './part.ts';

/** The site's discounts (admin) and the discount preview of a cart (docs/checkout.md). */
export const discountsHandlers = {
  orderDiscount: notImplemented,
  adminDiscounts: notImplemented,
  adminDiscountCreate: notImplemented,
  adminDiscountUpdate: notImplemented,
  adminDiscountValid: notImplemented,
  adminDiscountDelete: notImplemented,
} satisfies CheckoutHandlers;
