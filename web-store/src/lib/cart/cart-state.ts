import type { ShippingOptionView } from '@cellar/shared/shipping/fees';

/**
 * The cart of one site, as docs/checkout.md describes it (spec 2 §3–§5): pure functions from a
 * state to the next one (the store saves each one, lib/cart/cart-store.ts), with the shipping-fee
 * machine's two steps (`startFees`, `feesAnswered`) that the cart provider drives with the API.
 */

/** Cart line ids come from a counter that wraps to 0 here (spec 2 §9). */
export const lineIdLimit = 100_000;

/** What a line shows of its product, copied from the product page when it was added (a preview: the server prices the
 * order). */
export interface CartProduct {
  id: number;
  name: string;
  productType: 'WINE' | 'BOX' | 'OTHER';
  isVintage: boolean;
  image: { url: string; alt: string } | null;
  /** One unit, before and after the product's own discount, as the page showed it. */
  price: number;
  discountedPrice: number;
  capacity: number | null;
  capacityUnit: string | null;
  /** The quantity step (spec 2 §5): the declination's sellByMultipleOf for a vintage wine, else 1. */
  step: number;
}

/** A cart line: id (local counter), product, declinationId, vintage, quantity (spec 2 §3). */
export interface CartLine {
  id: number;
  product: CartProduct;
  /** The wine's declination (vintage id); null for a box or another product. */
  declinationId: number | null;
  /** The declination's year (null: non-vintage or not a wine). */
  vintage: number | null;
  quantity: number;
}

/** Delivery type values in the cart (spec 2 §4). */
export type DeliveryType = 'delivery' | 'clickAndCollect';

export interface CartCity {
  postalCode: string;
  name: string;
}
// A type, not an interface: it goes where the route schemas take a loose object.
export type CartCountry = {
  id: number;
  alphaTwo: string;
  alphaThree: string;
};
/** The chosen way to ship (spec 2 §3 carrier: id, name, price, fdp, serviceCode, siteType, deliveryType), with how it
 * was priced. */
export type CartCarrier = ShippingOptionView;

/** The relay chosen: accessPointAddress (id, firstPart, secondPart, city, country; spec 2 §3), with its name. */
export interface AccessPointAddress {
  id: string;
  name: string;
  firstPart: string;
  secondPart: string | null;
  city: CartCity;
  /** Alpha-2, as the relay search answers it. */
  country: string;
}

/** Where and when to collect: date dd/mm/yyyy, idAddress, idSchedule (spec 2 §3 clickAndCollect). */
export interface ClickAndCollectChoice {
  date: string | null;
  idAddress: number | null;
  idSchedule: number | null;
}

/** A shipping or billing address (spec 2 §3). */
export interface CartAddress {
  firstname: string;
  lastname: string;
  address: string;
  addressPart2: string;
  postalCode: string;
  city: string;
  country: CartCountry | null;
}

/** `POST /order/discount`'s answer for the code the shopper typed (spec 2 §3 "discount result"). */
export interface DiscountResult {
  code: string;
  products: Array<{ id: number; discount: number }>;
  total: number;
  subtotal: number;
  shippingFees: number;
  discount: unknown;
}

/** The shipping fee calculation's flags, and the refusal of the last one (spec 2 §4). Never stored. */
export interface FeeMachine {
  running: boolean;
  recalculate: boolean;
  error: string | null;
}

export interface CartState {
  lines: CartLine[];
  /** The id given to the last line added; -1 before any (the first line is 0). */
  lastLineId: number;
  deliveryType: DeliveryType | null;
  city: CartCity | null;
  country: CartCountry | null;
  carrier: CartCarrier | null;
  shippingPrices: CartCarrier[];
  accessPointAddress: AccessPointAddress | null;
  clickAndCollect: ClickAndCollectChoice | null;
  shippingAddress: CartAddress | null;
  /** True: the billing address is the delivery address. */
  billingSame: boolean;
  billingAddress: CartAddress | null;
  email: string;
  phone: string;
  message: string;
  discount: DiscountResult | null;
  fees: FeeMachine;
}

export const idleFees: FeeMachine = { running: false, recalculate: false, error: null };

export function emptyCart(): CartState {
  return {
    lines: [],
    lastLineId: -1,
    deliveryType: null,
    city: null,
    country: null,
    carrier: null,
    shippingPrices: [],
    accessPointAddress: null,
    clickAndCollect: null,
    shippingAddress: null,
    billingSame: true,
    billingAddress: null,
    email: '',
    phone: '',
    message: '',
    discount: null,
    fees: idleFees,
  };
}

export const nextLineId = (last: number): number => (last + 1) % lineIdLimit;

/** How many units the cart holds (the header's badge). */
export const itemCount = (state: Pick<CartState, 'lines'>): number =>
  state.lines.reduce((sum, line) => sum + line.quantity, 0);

/** The lines at the prices the product pages showed: a preview until the server's figures arrive. */
export const previewSubtotal = (state: Pick<CartState, 'lines'>): number =>
  Math.round(state.lines.reduce((sum, line) => sum + line.product.discountedPrice * line.quantity, 0) * 100) / 100;

// Lines -----------------------------------------------------------------------------------------

/**
 * Adds a product (spec 2 §4): the same product with the same declination adds to that line's
 * quantity; else a new line takes the next id of the counter, which wraps to 0 at 100000.
 */
export function addToCart(
  state: CartState,
  product: CartProduct,
  declinationId: number | null,
  vintage: number | null,
  quantity: number,
): CartState {
  if (!Number.isInteger(quantity) || quantity <= 0) return state;
  const same = state.lines.find((line) => line.product.id === product.id && line.declinationId === declinationId);
  if (same)
    return {
      ...state,
      lines: state.lines.map((line) =>
        line === same ? { ...line, product, quantity: line.quantity + quantity } : line,
      ),
    };
  const id = nextLineId(state.lastLineId);
  return { ...state, lastLineId: id, lines: [...state.lines, { id, product, declinationId, vintage, quantity }] };
}

/** A line's new quantity (already read by `typedQuantity` or stepped); 0 takes the line out. */
export function setLineQuantity(state: CartState, lineId: number, quantity: number): CartState {
  if (quantity <= 0) return removeLine(state, lineId);
  const line = state.lines.find((l) => l.id === lineId);
  if (!line || line.quantity === quantity) return state;
  return { ...state, lines: state.lines.map((l) => (l === line ? { ...l, quantity } : l)) };
}

export function removeLine(state: CartState, lineId: number): CartState {
  if (!state.lines.some((l) => l.id === lineId)) return state;
  return { ...state, lines: state.lines.filter((l) => l.id !== lineId) };
}

// Delivery --------------------------------------------------------------------------------------

/** Choosing click and collect resets the carrier, the city, the shipping prices and the access point (spec 2 §4). */
export function chooseDeliveryType(state: CartState, deliveryType: DeliveryType): CartState {
  if (deliveryType === 'clickAndCollect')
    return {
      ...state,
      deliveryType,
      carrier: null,
      city: null,
      shippingPrices: [],
      accessPointAddress: null,
      fees: { ...state.fees, error: null },
    };
  return { ...state, deliveryType };
}

/** Where the parcel goes (postal code and city, country): the fee machine runs again on a change. */
export function setDestination(state: CartState, city: CartCity | null, country: CartCountry | null): CartState {
  const sameCity = city?.postalCode === state.city?.postalCode && city?.name === state.city?.name;
  if (sameCity && country?.id === state.country?.id) return state;
  return { ...state, city, country, fees: { ...state.fees, error: null } };
}

/** The shopper picks one of the stored options; a carrier that does not deliver to a relay drops the chosen relay. */
export function chooseCarrier(state: CartState, carrier: CartCarrier): CartState {
  return { ...state, carrier, accessPointAddress: carrier.deliveryType === 'PICKUP' ? state.accessPointAddress : null };
}

export function chooseAccessPoint(state: CartState, accessPointAddress: AccessPointAddress | null): CartState {
  return { ...state, accessPointAddress };
}

export function chooseClickAndCollect(state: CartState, clickAndCollect: ClickAndCollectChoice | null): CartState {
  return { ...state, clickAndCollect };
}

type Details = Partial<
  Pick<CartState, 'shippingAddress' | 'billingSame' | 'billingAddress' | 'email' | 'phone' | 'message'>
>;
/** The shopper's addresses and contact details, as typed. */
export function updateDetails(state: CartState, details: Details): CartState {
  return { ...state, ...details };
}

export function setDiscount(state: CartState, discount: DiscountResult | null): CartState {
  return { ...state, discount };
}

// The shipping fee machine (spec 2 §4) ------------------------------------------------------------

/** Whether the cart can be priced for delivery: lines, a city and a country, and not click and collect. */
export const canCalculateFees = (state: CartState): boolean =>
  state.deliveryType !== 'clickAndCollect' && state.city !== null && state.country !== null && state.lines.length > 0;

/**
 * Each cart change recalculates fees when a city is set — a change of the lines, or of the
 * destination itself (spec 2 §4).
 */
export function feesWanted(previous: CartState, next: CartState): boolean {
  if (next.deliveryType === 'clickAndCollect' || next.city === null) return false;
  return (
    previous.lines !== next.lines ||
    previous.city !== next.city ||
    previous.country !== next.country ||
    previous.deliveryType !== next.deliveryType
  );
}

/**
 * A calculation is asked for. One already running, or a recalculation already flagged: only the
 * flag is set, no call is made. Nothing to price (no line, no city): the options go. Else the
 * running flag is set and the caller makes the call.
 */
export function startFees(state: CartState): { state: CartState; call: boolean } {
  if (state.fees.running || state.fees.recalculate)
    return { state: { ...state, fees: { ...state.fees, recalculate: true } }, call: false };
  if (!canCalculateFees(state)) {
    if (state.carrier === null && state.shippingPrices.length === 0 && state.fees.error === null)
      return { state, call: false };
    return { state: { ...state, carrier: null, shippingPrices: [], fees: idleFees }, call: false };
  }
  return { state: { ...state, fees: { running: true, recalculate: false, error: null } }, call: true };
}

export type FeeAnswer = { options: CartCarrier[] } | { error: string };

/**
 * The call answered. A recalculation flagged meanwhile: the carrier and the list are cleared and
 * `again` asks the caller to start over with the cart as it is now. Else, one option is selected
 * and the list emptied; several are stored and the carrier cleared; a refusal keeps its message.
 * The running flag is cleared in every case.
 */
export function feesAnswered(state: CartState, answer: FeeAnswer): { state: CartState; again: boolean } {
  if (state.fees.recalculate)
    return { state: { ...state, carrier: null, shippingPrices: [], fees: idleFees }, again: true };
  if ('error' in answer)
    return {
      state: { ...state, carrier: null, shippingPrices: [], fees: { ...idleFees, error: answer.error } },
      again: false,
    };
  if (answer.options.length === 1) {
    const carrier = answer.options[0]!;
    return {
      state: {
        ...state,
        carrier,
        shippingPrices: [],
        accessPointAddress: carrier.deliveryType === 'PICKUP' ? state.accessPointAddress : null,
        fees: idleFees,
      },
      again: false,
    };
  }
  return { state: { ...state, carrier: null, shippingPrices: answer.options, fees: idleFees }, again: false };
}

/** `POST /calculate/shipping-fees`' body (spec 2 §7: products, postal code, three-letter country). */
export function feesBody(state: CartState) {
  return {
    products: state.lines.map((line) => ({
      idProduct: line.product.id,
      idVintage: line.declinationId,
      quantity: line.quantity,
    })),
    postalCode: state.city?.postalCode ?? '',
    country: state.country?.alphaThree ?? '',
  };
}
