import * as z from 'zod';
import { route } from './define.ts';
import { listQuerySchema } from '../list-query.ts';
import { cartAddressSchema, idNumber, idParams, validBodySchema } from './schemas.ts';
import {
  discountInputSchema,
  discountListSchema,
  discountViewSchema,
  orderDiscountAnswerSchema,
} from '../checkout/discount.ts';
import {
  maxLineQuantity,
  maxOrderLines,
  maxOrderTotal,
  orderValidateAnswerSchema,
  orderViewSchema,
  paymentMethods,
  paymentMethodsAnswerSchema,
  paymentStateSchema,
} from '../checkout/orders.ts';
import { pickupPlaceSchema } from '../shipping/addresses.ts';

/** Delivery type sent with an order (spec 2 §4). */
export const orderDeliveryTypes = ['DELIVERY', 'PICKUP', 'CLICK_AND_COLLECT'] as const;

const shortText = z.string().trim().max(200, 'validation.tooLong');

/** A line's quantity: whole, from 1 to `maxLineQuantity`, each bound with its message. */
export const lineQuantity = z
  .number({ error: 'order.quantityInvalid' })
  .int('order.quantityInvalid')
  .min(1, 'order.quantityInvalid')
  .max(maxLineQuantity, 'order.quantityTooLarge');

/** Cart lines as sent to the server: products (id, quantity), and the declination (vintage) of a wine. */
export const cartProductsSchema = z
  .array(z.strictObject({ id: idNumber, idVintage: idNumber.nullish(), quantity: lineQuantity }))
  .min(1)
  .max(200);

/**
 * delivery (type, idCarrier, or serviceName, serviceCode, servicePrice, access point fields).
 * Loose: the spec does not name the access point fields.
 */
export const orderDeliverySchema = z.looseObject({
  type: z.enum(orderDeliveryTypes),
  idCarrier: idNumber.nullish(),
  serviceName: shortText.nullish(),
  serviceCode: shortText.nullish(),
  servicePrice: z.number().min(0).nullish(),
  /** CLICK_AND_COLLECT: the pick-up place (the cart's clickAndCollect.idAddress); dateSchedule and idSchedule say when.
   * */
  idAddress: idNumber.nullish(),
  /** PICKUP: the Mondial Relay point chosen (`POST /relay/access-points` answers them). */
  accessPoint: z
    .strictObject({
      id: z.string().trim().min(1).max(20, 'validation.tooLong'),
      name: shortText.nullish(),
      addLine1: shortText.nullish(),
      addLine2: shortText.nullish(),
      zipCode: z.string().trim().max(20, 'validation.tooLong').nullish(),
      city: shortText.nullish(),
      country: z.string().trim().max(3, 'validation.tooLong').nullish(),
    })
    .nullish(),
});

const orderShape = {
  products: cartProductsSchema,
  /** The shopper: a guest gives e-mail and phone (names from the billing address when absent); a signed-in customer's
   * come from the account. */
  user: z.strictObject({
    phone: z.string().trim().max(30, 'validation.tooLong').nullish(),
    email: z.string().trim().max(100, 'validation.tooLong').nullish(),
    firstname: shortText.nullish(),
    lastname: shortText.nullish(),
  }),
  address: z.strictObject({ delivery: cartAddressSchema.nullish(), billing: cartAddressSchema.nullish() }),
  /** "discount code": the code the shopper typed (field name not shown by the spec). */
  discount: z.string().trim().max(100, 'validation.tooLong').nullish(),
  message: z.string().trim().max(2000, 'validation.tooLong').nullish(),
  dateSchedule: z.string().trim().max(50, 'validation.tooLong').nullish(),
  idSchedule: idNumber.nullish(),
  delivery: orderDeliverySchema,
  deliveryPostalCode: z.string().trim().max(20, 'validation.tooLong').nullish(),
  deliveryIdCountry: idNumber.nullish(),
  /** Ticked by the shopper: at least 18 years old (spec 1 §9), and the sales conditions accepted. */
  legalAge: z.boolean().nullish(),
  salesConditions: z.boolean().nullish(),
  paymentMethod: z.enum(paymentMethods, { error: 'order.paymentMethodRequired' }).nullish(),
  /** The total the shopper was shown: when it is not the server's, nothing is written and the answer says so (409). */
  expectedTotal: z.number().min(0).max(maxOrderTotal, 'order.totalTooLarge').nullish(),
};

/** `POST /order`'s body (spec 2 §7), with the legal boxes and the payment method (docs/checkout.md "Orders"). */
export const orderBodySchema = z.strictObject({
  ...orderShape,
  products: cartProductsSchema.max(maxOrderLines, 'order.tooManyLines'),
  legalAge: z.literal(true, { error: 'order.legalAgeRequired' }),
  salesConditions: z.literal(true, { error: 'order.salesConditionsRequired' }),
  paymentMethod: z.enum(paymentMethods, { error: 'order.paymentMethodRequired' }),
});
/** "POST /order/discount: body like the order body", sent while the cart is still being filled. */
export const orderDiscountBodySchema = z.strictObject({
  ...orderShape,
  user: orderShape.user.optional(),
  address: orderShape.address.optional(),
  delivery: orderDeliverySchema.optional(),
});
export const orderValidateBodySchema = z.strictObject({ products: cartProductsSchema });

/** Filters on the discount fields (spec 1 §3); `type=DECREASING` is the filter the spec shows. */
export const adminDiscountListQuerySchema = listQuerySchema(
  ['label', 'code', 'type', 'destinationType', 'detailType', 'valid', 'expired'],
  ['id', 'label', 'code', 'type', 'destinationType', 'amount', 'used', 'startOn', 'endOn'],
);

/** Cart validation, discount preview, order placement, and the admin discounts (spec 2 §7). */
export const checkoutRoutes = {
  // Storefront (public: guest or signed-in customer; spec 2 §6 leaves enforcement unshown)
  orderValidate: route({
    method: 'POST',
    path: '/order/validate',
    level: 'public',
    group: 'checkout',
    summary:
      'Check the cart lines can be ordered (sold, sold-by steps of vintage wines, stock): each line with what is wrong; 400 with the errors per line when one is',
    body: orderValidateBodySchema,
    response: orderValidateAnswerSchema,
  }),
  orderDiscount: route({
    method: 'POST',
    path: '/order/discount',
    level: 'public',
    group: 'checkout',
    summary:
      'Price the cart with a discount code (docs/checkout.md "Prices of a cart"): products (id, discount), total, subtotal, shippingFees, discount; a refused code is a 400 on `discount`',
    body: orderDiscountBodySchema,
    response: orderDiscountAnswerSchema,
  }),
  orderCreate: route({
    method: 'POST',
    path: '/order',
    level: 'public',
    group: 'checkout',
    summary:
      'Place an order (header Idempotency-Key): prices, discount and shipping fee computed again by the server, stock taken in the same transaction; WAITING with its number, payment instructions or the card payment to confirm (docs/checkout.md "Orders")',
    body: orderBodySchema,
    response: orderViewSchema,
  }),
  pickupPlaces: route({
    method: 'GET',
    path: '/pickup/places',
    level: 'public',
    group: 'checkout',
    summary:
      "The site's click-and-collect places with the slots a shopper ordering now may choose (from a day, yyyy-mm-dd, over 1 to 31 days; 14 by default)",
    inferred: true,
    query: z.strictObject({
      from: z
        .string()
        .regex(/^\d{4}-\d{2}-\d{2}$/, 'calendar.invalidDate')
        .optional(),
      days: z.coerce.number().int().min(1).max(31).optional(),
    }),
    response: z.array(pickupPlaceSchema),
  }),
  paymentMethods: route({
    method: 'GET',
    path: '/payment/methods',
    level: 'public',
    group: 'checkout',
    summary: 'Payment methods the site accepts, and how the storefront takes a card (provider, publishable key)',
    inferred: true,
    response: paymentMethodsAnswerSchema,
  }),
  orderPaymentCheck: route({
    method: 'POST',
    path: '/payment/order/{id}',
    level: 'public',
    group: 'checkout',
    summary:
      'Ask the payment provider where the card payment of an order stands and record it (the client secret proves the caller placed the order)',
    inferred: true,
    params: idParams,
    body: z.strictObject({ clientSecret: z.string().min(1).max(300, 'validation.tooLong') }),
    response: paymentStateSchema,
  }),
  paymentLocalConfirm: route({
    method: 'POST',
    path: '/payment/local/confirm',
    level: 'public',
    group: 'checkout',
    summary: 'Local payment provider only (404 otherwise): confirm or decline a card payment, as Stripe.js would',
    inferred: true,
    body: z.strictObject({
      clientSecret: z.string().min(1).max(300, 'validation.tooLong'),
      outcome: z.enum(['succeeded', 'declined']).default('succeeded'),
    }),
    response: paymentStateSchema,
  }),
  paymentStripeWebhook: route({
    method: 'POST',
    path: '/payment/webhook/stripe',
    level: 'public',
    group: 'checkout',
    siteless: true,
    summary:
      "Stripe's events (payment_intent.succeeded, payment_intent.payment_failed, payment_intent.canceled), checked by their Stripe-Signature",
    inferred: true,
    body: z.looseObject({ id: z.string(), type: z.string() }),
  }),

  // Discounts (admin)
  adminDiscounts: route({
    method: 'GET',
    path: '/admin/discount',
    level: 'admin',
    group: 'checkout',
    summary:
      'Discounts of the site (list query; `type=DECREASING` and the other destination types filter on the destination type), newest first, with `used` and `expired`',
    query: adminDiscountListQuerySchema,
    response: discountListSchema,
  }),
  adminDiscountCreate: route({
    method: 'POST',
    path: '/admin/discount',
    level: 'admin',
    group: 'checkout',
    summary: 'Create a discount (spec 1 §5 "Discount" rules; a code unique in the site, any case)',
    inferred: true,
    body: discountInputSchema,
    response: discountViewSchema,
  }),
  adminDiscountUpdate: route({
    method: 'PUT',
    path: '/admin/discount/{id}',
    level: 'admin',
    group: 'checkout',
    summary: 'Change a discount (the whole form)',
    params: idParams,
    body: discountInputSchema,
    response: discountViewSchema,
  }),
  adminDiscountValid: route({
    method: 'PUT',
    path: '/admin/discount/valid/{id}',
    level: 'admin',
    group: 'checkout',
    summary: 'Switch a discount valid or invalid',
    params: idParams,
    body: validBodySchema,
    response: discountViewSchema,
  }),
  adminDiscountDelete: route({
    method: 'DELETE',
    path: '/admin/discount/{id}',
    level: 'admin',
    group: 'checkout',
    summary: 'Delete a discount',
    inferred: true,
    params: idParams,
  }),
} as const;
