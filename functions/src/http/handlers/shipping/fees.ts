import { notImplemented } from '../../types.ts';
import type { ShippingHandlers } from './part.ts';
import { carrierService } from '../../../services/carrier-service.ts';

/** Shipping fees and the carriers a storefront offers (docs/shipping.md). */
export const feesHandlers = {
  calculateShippingFees: notImplemented,
  // The carriers' area (issue 6): the site's valid carriers, no prices.
  listCarriers: async ({ site }) => ({ data: await carrierService.forShoppers(site) }),
} satisfies ShippingHandlers;
