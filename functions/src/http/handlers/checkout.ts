import { notImplemented, type GroupHandlers } from '../types.ts';

/** Not built yet: each route answers 501 "Not implemented" until its issue builds it. */
export const checkoutHandlers: GroupHandlers<'checkout'> = {
  orderValidate: notImplemented,
  orderDiscount: notImplemented,
  orderCreate: notImplemented,
  adminDiscounts: notImplemented,
  adminDiscountCreate: notImplemented,
  adminDiscountUpdate: notImplemented,
  adminDiscountValid: notImplemented,
  adminDiscountDelete: notImplemented,
};
