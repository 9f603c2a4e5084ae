import type { RouteBodyInput } from '@cellar/shared/routes/route-table';
import type { PaymentMethod } from '@cellar/shared/checkout/orders';
import type { CartAddress, CartState } from './cart-state.ts';

/**
 * The cart as the checkout calls send it (spec 2 §7 "POST /order/discount: body like the order
 * body", "POST /order"; docs/checkout.md): pure, so what is sent is tested without a screen.
 */

type OrderBody = RouteBodyInput<'orderCreate'>;
type PricingBody = RouteBodyInput<'orderDiscount'>;
type Delivery = OrderBody['delivery'];
type Address = NonNullable<OrderBody['address']['delivery']>;

/** Lines: the product, the declination of a wine, the quantity. */
export const orderLines = (state: CartState) =>
  state.lines.map((line) => ({ id: line.product.id, idVintage: line.declinationId, quantity: line.quantity }));

/** The delivery sent: DELIVERY (a carrier), PICKUP (a relay carrier and its access point), CLICK_AND_COLLECT
 * (spec 2 §4). */
export function orderDelivery(state: CartState): Delivery | undefined {
  if (state.deliveryType === 'clickAndCollect')
    return { type: 'CLICK_AND_COLLECT', idAddress: state.clickAndCollect?.idAddress ?? null };
  const carrier = state.carrier;
  if (state.deliveryType !== 'delivery' || !carrier) return undefined;
  const chosen = {
    idCarrier: carrier.id,
    serviceName: carrier.name,
    serviceCode: carrier.serviceCode,
    servicePrice: carrier.price,
  };
  if (carrier.deliveryType !== 'PICKUP') return { type: 'DELIVERY', ...chosen };
  const point = state.accessPointAddress;
  return {
    type: 'PICKUP',
    ...chosen,
    accessPoint: point
      ? {
          id: point.id,
          name: point.name,
          addLine1: point.firstPart,
          addLine2: point.secondPart,
          zipCode: point.city.postalCode,
          city: point.city.name,
          country: point.country,
        }
      : null,
  };
}

/** An address the shopper has not started (no names, no street): sent as null. */
export const blankAddress = (address: CartAddress | null) =>
  !address ||
  [address.firstname, address.lastname, address.address, address.addressPart2].every((v) => v.trim() === '');

/** The delivery address: the names and street typed, at the postal code, city and country the fees were computed for.
 * */
export function deliveryAddress(state: CartState): Address | null {
  if (state.deliveryType !== 'delivery' || blankAddress(state.shippingAddress)) return null;
  const a = state.shippingAddress!;
  return {
    firstname: a.firstname.trim(),
    lastname: a.lastname.trim(),
    address: a.address.trim(),
    addressPart2: a.addressPart2.trim() || null,
    postalCode: state.city?.postalCode ?? a.postalCode,
    city: state.city?.name ?? a.city,
    country: state.country ?? a.country ?? '',
  };
}

export function billingAddress(state: CartState): Address | null {
  if (state.deliveryType === 'delivery' && state.billingSame) return deliveryAddress(state);
  if (blankAddress(state.billingAddress)) return null;
  const a = state.billingAddress!;
  // No country chosen: the form showed France, the shops' own country.
  return {
    firstname: a.firstname.trim(),
    lastname: a.lastname.trim(),
    address: a.address.trim(),
    addressPart2: a.addressPart2.trim() || null,
    postalCode: a.postalCode.trim(),
    city: a.city.trim(),
    country: a.country ?? 'FR',
  };
}

/**
 * Where the fees are computed for: the relay chosen (its postal code; the cart's country when the
 * relay is in it), else the delivery city. The server refuses a destination that is not the one the
 * order ships to (the relay as Mondial Relay knows it, or the delivery address).
 */
function destination(state: CartState): { deliveryPostalCode: string | null; deliveryIdCountry: number | null } {
  if (state.deliveryType !== 'delivery') return { deliveryPostalCode: null, deliveryIdCountry: null };
  const point = state.carrier?.deliveryType === 'PICKUP' ? state.accessPointAddress : null;
  if (point)
    return {
      deliveryPostalCode: point.city.postalCode,
      deliveryIdCountry:
        state.country && state.country.alphaTwo.toUpperCase() === point.country.toUpperCase() ? state.country.id : null,
    };
  return { deliveryPostalCode: state.city?.postalCode ?? null, deliveryIdCountry: state.country?.id ?? null };
}

const schedule = (state: CartState) =>
  state.deliveryType === 'clickAndCollect' && state.clickAndCollect
    ? { dateSchedule: state.clickAndCollect.date, idSchedule: state.clickAndCollect.idSchedule }
    : { dateSchedule: null, idSchedule: null };

/** `POST /order/discount`: the lines, the code, and what decides the shipping fees when chosen. */
export function pricingBody(state: CartState, code: string | null = state.discount?.code ?? null): PricingBody {
  const delivery = orderDelivery(state);
  return {
    products: orderLines(state),
    discount: code,
    ...(delivery ? { delivery } : {}),
    ...destination(state),
    ...schedule(state),
  };
}

export interface OrderChoices {
  paymentMethod: PaymentMethod;
  legalAge: boolean;
  salesConditions: boolean;
  /** The total the shopper was shown (the server's): another total is refused, nothing is written. */
  expectedTotal: number | null;
  /** A signed-in customer's e-mail and names come from the account. */
  signedIn: boolean;
}

/** `POST /order`: everything the shopper chose; the server prices it again. */
export function orderBody(state: CartState, choices: OrderChoices): OrderBody {
  const delivery = deliveryAddress(state);
  const billing = billingAddress(state);
  const named = delivery ?? billing;
  const user = choices.signedIn
    ? { phone: state.phone.trim() || null }
    : {
        phone: state.phone.trim() || null,
        email: state.email.trim() || null,
        firstname: named?.firstname || null,
        lastname: named?.lastname || null,
      };
  return {
    products: orderLines(state),
    user,
    address: { delivery, billing },
    discount: state.discount?.code ?? null,
    message: state.message.trim() || null,
    ...schedule(state),
    delivery: orderDelivery(state) ?? { type: 'DELIVERY', idCarrier: null },
    ...destination(state),
    // Sent as ticked; the server refuses an unticked box with its message (the field's).
    legalAge: choices.legalAge as true,
    salesConditions: choices.salesConditions as true,
    paymentMethod: choices.paymentMethod,
    expectedTotal: choices.expectedTotal,
  };
}
