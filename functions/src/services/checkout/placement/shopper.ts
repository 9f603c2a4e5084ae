import { emailPattern, isOrderPhone } from '@cellar/shared/validation/contact';
import type { FieldErrorKeys } from '../../../lib/errors.ts';
import type { Customer } from '../../users/customer-service.ts';
import type { OrderBody } from './placement-types.ts';

/** Who orders, as the order keeps them. */
export interface Shopper {
  /** Null: a guest. */
  customer: Customer | null;
  email: string;
  firstname: string | null;
  lastname: string | null;
  phone: string;
}

/**
 * The account's e-mail, else the body's; the names as they were written: the account's, else the
 * body's, else the billing address's.
 */
export function resolveShopper(body: OrderBody, customer: Customer | null): Shopper {
  const billing = body.address.billing ?? body.address.delivery;
  const email = customer?.email ?? body.user.email?.trim().toLowerCase() ?? '';
  return {
    customer,
    email: email.trim(),
    firstname: customer?.firstname ?? (body.user.firstname?.trim() || billing?.firstname?.trim() || null),
    lastname: customer?.lastname ?? (body.user.lastname?.trim() || billing?.lastname?.trim() || null),
    phone: body.user.phone?.trim() || customer?.phone?.trim() || '',
  };
}

/** What the shopper's contact lacks (a customer's e-mail is their account's: not checked). */
export function shopperProblems(shopper: Shopper): FieldErrorKeys {
  const errors: FieldErrorKeys = {};
  if (shopper.phone === '') errors['user.phone'] = ['order.phoneRequired'];
  else if (!isOrderPhone(shopper.phone)) errors['user.phone'] = ['order.invalidPhone'];
  if (!shopper.customer) {
    if (shopper.email === '') errors['user.email'] = ['order.emailRequired'];
    else if (!emailPattern.test(shopper.email)) errors['user.email'] = ['user.invalidEmail'];
  }
  return errors;
}
