import { notImplemented } from '../../types.ts';
import type { CheckoutHandlers } from './part.ts';

/** Checking a cart and placing an order (docs/checkout.md). */
export const ordersHandlers = {
  orderValidate: notImplemented,
  orderCreate: notImplemented,
} satisfies CheckoutHandlers;
