import type { ShippingHandlers } from './part.ts';
import { carrierService } from '../../../services/shipping/carrier-service.ts';
import { shippingFeesService } from '../../../services/shipping/shipping-fees-service.ts';

/** Shipping fees and the carriers a storefront offers (docs/shipping.md). */
export const feesHandlers = {
  // The shopper's view: neither the producer's markup nor the carriers' own prices (docs/shipping.md "The answer").
  calculateShippingFees: async ({ site, body }) => ({ data: await shippingFeesService.forShopper(site, body) }),
  // The carriers' area (issue 6): the site's valid carriers, no prices.
  listCarriers: async ({ site }) => ({ data: await carrierService.forShoppers(site) }),
} satisfies ShippingHandlers;
