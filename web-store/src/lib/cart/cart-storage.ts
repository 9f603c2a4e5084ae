import { emptyCart, idleFees, type CartLine, type CartState } from './cart-state.ts';
import { pendingOrderKey } from './pending-order.ts';

/**
 * Where a site's cart is kept between visits (spec 2 §4, docs/checkout.md): one local storage key
 * per site, written on every change, read at start. What cannot be read gives an empty cart.
 */
export const cartStorageKey = (idSite: number): string => `cellar.cart.${idSite}`;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isInt = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value);

function isLine(value: unknown): value is CartLine {
  if (!isObject(value) || !isObject(value.product)) return false;
  const p = value.product;
  return (
    isInt(value.id) &&
    isInt(value.quantity) &&
    value.quantity > 0 &&
    (value.declinationId === null || isInt(value.declinationId)) &&
    isInt(p.id) &&
    typeof p.name === 'string' &&
    typeof p.price === 'number' &&
    typeof p.discountedPrice === 'number' &&
    isInt(p.step)
  );
}

/** A stored cart, or an empty one when the text is missing, not JSON or not a cart. */
export function parseCart(text: string | null): CartState {
  if (!text) return emptyCart();
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return emptyCart();
  }
  if (!isObject(raw) || !Array.isArray(raw.lines) || !raw.lines.every(isLine)) return emptyCart();
  const empty = emptyCart();
  const stored = raw as Partial<CartState>;
  const pick = <K extends keyof CartState>(key: K, ok: (v: unknown) => boolean): CartState[K] =>
    ok(stored[key]) ? (stored[key] as CartState[K]) : empty[key];
  const objectOrNull = (v: unknown) => v === null || isObject(v);
  const text_ = (v: unknown) => typeof v === 'string';
  return {
    lines: raw.lines as CartLine[],
    lastLineId: pick('lastLineId', isInt),
    deliveryType: pick('deliveryType', (v) => v === null || v === 'delivery' || v === 'clickAndCollect'),
    city: pick('city', objectOrNull),
    country: pick('country', objectOrNull),
    carrier: pick('carrier', objectOrNull),
    shippingPrices: pick('shippingPrices', Array.isArray),
    accessPointAddress: pick('accessPointAddress', objectOrNull),
    clickAndCollect: pick('clickAndCollect', objectOrNull),
    shippingAddress: pick('shippingAddress', objectOrNull),
    billingSame: pick('billingSame', (v) => typeof v === 'boolean'),
    billingAddress: pick('billingAddress', objectOrNull),
    email: pick('email', text_),
    phone: pick('phone', text_),
    message: pick('message', text_),
    discount: pick('discount', objectOrNull),
    // A calculation does not survive the page: never stored, always idle at start.
    fees: idleFees,
  };
}

/** What is written: everything but the fee machine's flags. */
export function serializeCart(state: CartState): string {
  const { fees: _fees, ...kept } = state;
  return JSON.stringify(kept);
}

function localStore(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined; // storage refused (privacy settings): the cart lives as long as the page
  }
}

export function loadCart(idSite: number, storage: Storage | undefined = localStore()): CartState {
  try {
    return parseCart(storage?.getItem(cartStorageKey(idSite)) ?? null);
  } catch {
    return emptyCart();
  }
}

/** A full storage only warns in the console (spec 2 §8). */
export function saveCart(idSite: number, state: CartState, storage: Storage | undefined = localStore()): void {
  try {
    storage?.setItem(cartStorageKey(idSite), serializeCart(state));
  } catch (error) {
    console.warn('The cart could not be saved in local storage', error);
  }
}

/** Clearing the cart removes its stored keys (the cart, and the key of an order being placed; spec 2 §4). */
export function removeStoredCart(idSite: number, storage: Storage | undefined = localStore()): void {
  try {
    storage?.removeItem(cartStorageKey(idSite));
    storage?.removeItem(pendingOrderKey(idSite));
  } catch {
    // nothing stored can be removed
  }
}
