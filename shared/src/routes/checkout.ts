import * as z from 'zod';
import { draftBody, route } from './define.ts';
import { listQuerySchema } from '../list-query.ts';
import { cartAddressSchema, idNumber, idParams } from './schemas.ts';

/** Delivery type sent with an order (spec 2 §4). */
export const orderDeliveryTypes = ['DELIVERY', 'PICKUP', 'CLICK_AND_COLLECT'] as const;

const shortText = z.string().trim().max(200, 'validation.tooLong');

/** Cart lines as sent to the server: products (id, quantity). */
export const cartProductsSchema = z
  .array(z.strictObject({ id: idNumber, quantity: z.number().int().positive() }))
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
});

const orderShape = {
  products: cartProductsSchema,
  user: z.strictObject({ phone: z.string().trim().max(30, 'validation.tooLong').nullish() }),
  address: z.strictObject({ delivery: cartAddressSchema.nullish(), billing: cartAddressSchema.nullish() }),
  /** "discount code": the code the shopper typed (field name not shown by the spec). */
  discount: z.string().trim().max(100, 'validation.tooLong').nullish(),
  message: z.string().trim().max(2000, 'validation.tooLong').nullish(),
  dateSchedule: z.string().trim().max(50, 'validation.tooLong').nullish(),
  idSchedule: idNumber.nullish(),
  delivery: orderDeliverySchema,
  deliveryPostalCode: z.string().trim().max(20, 'validation.tooLong').nullish(),
  deliveryIdCountry: idNumber.nullish(),
};

/** Spec 2 §7 "POST /order". */
export const orderBodySchema = z.strictObject(orderShape);
/** "POST /order/discount: body like the order body", sent while the cart is still being filled. */
export const orderDiscountBodySchema = z.strictObject({
  ...orderShape,
  user: orderShape.user.optional(),
  address: orderShape.address.optional(),
  delivery: orderDeliverySchema.optional(),
});
export const orderValidateBodySchema = z.strictObject({ products: cartProductsSchema });

/** Spec 1 §3 discount fields; `type=DECREASING` is the filter the spec shows. */
export const adminDiscountListQuerySchema = listQuerySchema(
  ['label', 'code', 'type', 'destinationType', 'detailType', 'valid'],
  ['id', 'label', 'code', 'amount', 'startOn', 'endOn'],
);

/** Cart validation, discount preview, order placement, and the admin discounts (spec 2 §7). */
export const checkoutRoutes = {
  // Storefront (public: guest or signed-in customer; spec 2 §6 leaves enforcement unshown)
  orderValidate: route({ method: 'POST', path: '/order/validate', level: 'public', group: 'checkout', summary: 'Check the cart lines can be ordered', body: orderValidateBodySchema }),
  orderDiscount: route({
    method: 'POST',
    path: '/order/discount',
    level: 'public',
    group: 'checkout',
    summary: 'Price the cart with a discount code: products (id, discount), total, subtotal, shippingFees, discount',
    body: orderDiscountBodySchema,
  }),
  orderCreate: route({ method: 'POST', path: '/order', level: 'public', group: 'checkout', summary: 'Place an order', body: orderBodySchema }),

  // Discounts (admin)
  adminDiscounts: route({ method: 'GET', path: '/admin/discount', level: 'admin', group: 'checkout', summary: 'Discounts of the site (list query)', query: adminDiscountListQuerySchema }),
  adminDiscountCreate: route({ method: 'POST', path: '/admin/discount', level: 'admin', group: 'checkout', summary: 'Create a discount', inferred: true, draft: true, body: draftBody }),
  adminDiscountUpdate: route({ method: 'PUT', path: '/admin/discount/{id}', level: 'admin', group: 'checkout', summary: 'Change a discount', params: idParams, draft: true, body: draftBody }),
  adminDiscountValid: route({ method: 'PUT', path: '/admin/discount/valid/{id}', level: 'admin', group: 'checkout', summary: 'Switch a discount valid or invalid', params: idParams, draft: true, body: draftBody }),
  adminDiscountDelete: route({ method: 'DELETE', path: '/admin/discount/{id}', level: 'admin', group: 'checkout', summary: 'Delete a discount', inferred: true, params: idParams }),
} as const;
