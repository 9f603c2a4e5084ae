import { cartPricingService } from '../../../services/checkout/cart-pricing-service.ts';
import { discountService } from '../../../services/checkout/discount-service.ts';
import type { CheckoutHandlers } from './part.ts';

/** The site's discounts (admin) and the discount preview of a cart (docs/checkout.md). */
export const discountsHandlers = {
  orderDiscount: async ({ site, body, principal }) => {
    const { data, message } = await cartPricingService.preview(site, body, principal);
    return { message, data };
  },
  adminDiscounts: async ({ site, query }) => ({ data: await discountService.list(site, query) }),
  adminDiscountCreate: async ({ site, body }) => ({
    message: 'discount.created',
    data: await discountService.create(site, body),
  }),
  adminDiscountUpdate: async ({ site, params, body }) => ({
    message: 'discount.updated',
    data: await discountService.update(site, params.id, body),
  }),
  adminDiscountValid: async ({ site, params, body }) => ({
    message: 'discount.updated',
    data: await discountService.setValid(site, params.id, body.valid),
  }),
  adminDiscountDelete: async ({ site, params }) => {
    await discountService.remove(site, params.id);
    return { message: 'discount.deleted', data: null };
  },
} satisfies CheckoutHandlers;
