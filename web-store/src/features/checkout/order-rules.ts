import type { PaymentMethod } from '@cellar/shared/checkout/orders';
import { emailPattern, isOrderPhone } from '@cellar/shared/validation/contact';
import type { CartState } from '../../lib/cart/cart-state.ts';
import { blankAddress } from '../../lib/cart/order-body.ts';
import type { TKey } from '../../lib/i18n/translate.ts';

/**
 * What `POST /order` requires of the cart as it stands, in one place: the required marks and the
 * check before sending both read it, so they agree with each other and with the server
 * (functions/src/services/checkout/order-service.ts: shopperOf, deliveryFieldErrors; the body
 * schema in shared/src/routes/checkout.ts). Fields carry the body's names, so a local problem and
 * the server's refusal of the same field show in the same place.
 */
export type OrderField =
  | 'delivery.type'
  | 'deliveryPostalCode'
  | 'delivery.idCarrier'
  | 'delivery.accessPoint'
  | 'delivery.idAddress'
  | 'dateSchedule'
  | 'idSchedule'
  | 'user.email'
  | 'user.phone'
  | 'address.delivery.address'
  | 'address.delivery.lastname'
  | 'address.billing.address'
  | 'address.billing.postalCode'
  | 'address.billing.city'
  | 'paymentMethod'
  | 'legalAge'
  | 'salesConditions';

export interface Orderer {
  signedIn: boolean;
  /** A signed-in customer's account has a phone: the server takes it when the form's is empty. */
  accountPhone: boolean;
}

export interface OrderChoices extends Orderer {
  paymentMethod: PaymentMethod | null;
  /** The methods offered for this delivery type (cash only when collecting). */
  offeredMethods: readonly PaymentMethod[];
  legalAge: boolean;
  salesConditions: boolean;
}

const toRelay = (state: CartState) => state.deliveryType === 'delivery' && state.carrier?.deliveryType === 'PICKUP';
/** The billing address is its own form (not "the same as the delivery address"). */
const ownBilling = (state: CartState) => !(state.deliveryType === 'delivery' && state.billingSame);

export function requiredFields(state: CartState, who: Orderer): ReadonlySet<OrderField> {
  const fields: OrderField[] = ['paymentMethod', 'legalAge', 'salesConditions'];
  if (!(who.signedIn && who.accountPhone)) fields.push('user.phone');
  if (!who.signedIn) fields.push('user.email');
  if (state.deliveryType === null) fields.push('delivery.type');
  if (state.deliveryType === 'clickAndCollect') fields.push('delivery.idAddress', 'dateSchedule', 'idSchedule');
  // Relay: the server wants the point, not a home address; home delivery: the street and who receives the parcel.
  if (state.deliveryType === 'delivery')
    fields.push(
      'deliveryPostalCode',
      'delivery.idCarrier',
      ...(toRelay(state)
        ? (['delivery.accessPoint'] as const)
        : (['address.delivery.address', 'address.delivery.lastname'] as const)),
    );
  // No billing address is fine; one that is started must be whole.
  if (ownBilling(state) && !blankAddress(state.billingAddress))
    fields.push('address.billing.address', 'address.billing.postalCode', 'address.billing.city');
  return new Set(fields);
}

/**
 * Every problem the storefront can see before sending, as message keys on their fields. A step
 * not on screen yet (the day before a place is chosen, the street before the postal code) is not
 * reported: its field appears once the step before it is done.
 */
export function orderProblems(state: CartState, choices: OrderChoices): Partial<Record<OrderField, TKey>> {
  const required = requiredFields(state, choices);
  const problems: Partial<Record<OrderField, TKey>> = {};
  const blank = (value: string | null | undefined) => !value || value.trim() === '';

  if (required.has('delivery.type')) problems['delivery.type'] = 'checkout.errors.deliveryTypeRequired';

  if (state.deliveryType === 'clickAndCollect') {
    const choice = state.clickAndCollect;
    if (!choice?.idAddress) problems['delivery.idAddress'] = 'checkout.errors.pickupPlaceRequired';
    else if (!choice.date) problems.dateSchedule = 'checkout.errors.pickupDateRequired';
    else if (!choice.idSchedule) problems.idSchedule = 'checkout.errors.pickupSlotRequired';
  }
  if (state.deliveryType === 'delivery') {
    if (!state.city) problems.deliveryPostalCode = 'checkout.errors.postalCodeRequired';
    else if (!state.carrier) problems['delivery.idCarrier'] = 'checkout.errors.carrierRequired';
    else if (toRelay(state) && !state.accessPointAddress)
      problems['delivery.accessPoint'] = 'checkout.errors.accessPointRequired';
  }

  if (required.has('user.email')) {
    const email = state.email.trim().toLowerCase();
    if (email === '') problems['user.email'] = 'checkout.errors.emailRequired';
    else if (!emailPattern.test(email)) problems['user.email'] = 'checkout.errors.invalidEmail';
  }
  const phone = state.phone.trim();
  if (phone !== '' && !isOrderPhone(phone)) problems['user.phone'] = 'checkout.errors.invalidPhone';
  else if (phone === '' && required.has('user.phone')) problems['user.phone'] = 'checkout.errors.phoneRequired';

  // The street shows once the postal code is chosen.
  if (state.city && required.has('address.delivery.address') && blank(state.shippingAddress?.address))
    problems['address.delivery.address'] = 'checkout.errors.streetRequired';
  if (state.city && required.has('address.delivery.lastname') && blank(state.shippingAddress?.lastname))
    problems['address.delivery.lastname'] = 'checkout.errors.recipientRequired';
  const billing = state.billingAddress;
  if (required.has('address.billing.address') && blank(billing?.address))
    problems['address.billing.address'] = 'checkout.errors.streetRequired';
  if (required.has('address.billing.postalCode') && blank(billing?.postalCode))
    problems['address.billing.postalCode'] = 'checkout.errors.postalCodeRequired';
  if (required.has('address.billing.city') && blank(billing?.city))
    problems['address.billing.city'] = 'checkout.errors.cityRequired';

  if (!choices.paymentMethod || !choices.offeredMethods.includes(choices.paymentMethod))
    problems.paymentMethod = 'checkout.errors.paymentMethodRequired';
  if (!choices.legalAge) problems.legalAge = 'checkout.errors.legalAgeRequired';
  if (!choices.salesConditions) problems.salesConditions = 'checkout.errors.salesConditionsRequired';
  return problems;
}
