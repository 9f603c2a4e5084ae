import type { ShippingHandlers } from './part.ts';
import { carrierService } from '../../../services/carrier-service.ts';
import { shippingFeesService } from '../../../services/shipping/shipping-fees-service.ts';

/** Shipping fees and the carriers a storefront offers (docs/shipping.md). */
export const feesHandlers = {
  calculateShippingFees: async ({ site, body }) => ({ data: await shippingFeesService.calculate(site, body) }),
  // The carriers' area (issue 6): the site's valid carriers, no prices.
  listCarriers: async ({ site }) => ({ data: await carrierService.forShoppers(site) }),
} satisfies ShippingHandlers;
