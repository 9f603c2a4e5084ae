import { recordOrderPlaced } from '../../../lib/metrics.ts';
import { orderService } from '../../../services/checkout/order-service.ts';
import { paymentService } from '../../../services/checkout/payment-service.ts';
import { pickupService } from '../../../services/shipping/pickup-service.ts';
import type { CheckoutHandlers } from './part.ts';

/** Checking a cart, placing an order and its payment (docs/checkout.md "Orders", "Payment"). */
export const checkoutOrdersHandlers = {
  orderValidate: async ({ site, body, lang }) => ({
    message: 'order.cartValid',
    data: await orderService.validate(site, body, lang),
  }),
  orderCreate: async ({ site, principal, body, lang, headers, clientAddress }) => {
    const placed = await orderService.place(site, principal, body, {
      lang,
      idempotencyKey: headers['idempotency-key'],
      clientAddress,
    });
    if (!placed.replayed) recordOrderPlaced(site, placed.order);
    // A replay answers as the first placement did (201, the same order); only the message says it.
    return { status: 201, message: placed.replayed ? 'order.alreadyPlaced' : 'order.placed', data: placed.order };
  },
  // Where and when a shopper may collect an order (the slots `POST /order` checks again).
  pickupPlaces: async ({ site, query }) => ({
    data: await pickupService.places(site, { from: query.from, days: query.days ?? 14, limit: 60 }),
  }),
  paymentMethods: async ({ site, lang }) => ({ data: await paymentService.methods(site, lang) }),
  orderPaymentCheck: async ({ site, params, body }) => ({
    data: await paymentService.check(site, params.id, body.clientSecret),
  }),
  paymentLocalConfirm: async ({ body }) => ({
    data: await paymentService.confirmLocally(body.clientSecret, body.outcome),
  }),
  paymentStripeWebhook: async ({ rawBody, headers }) => ({
    data: await paymentService.stripeWebhook(rawBody, headers['stripe-signature']),
  }),
} satisfies CheckoutHandlers;
