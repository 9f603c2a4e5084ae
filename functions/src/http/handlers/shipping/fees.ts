import { notImplemented } from '../../types.ts';
import type { ShippingHandlers } from './part.ts';

/** Shipping fees and the carriers a storefront offers (docs/shipping.md). */
export const feesHandlers = {
  calculateShippingFees: notImplemented,
  listCarriers: notImplemented,
} satisfies ShippingHandlers;
