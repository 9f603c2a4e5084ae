/**
 * Contact rules without zod, so the storefront checks an order before sending it with the server's
 * own rules (`POST /order`, functions/src/services/checkout/order-service.ts) and carries no zod.
 */

export const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const orderPhoneCharacters = /^\+?[0-9 .()-]{6,25}$/;

/** An order's phone: 6 to 25 digits, spaces, dots, dashes, brackets, a leading +, and at least 6 digits. */
export const isOrderPhone = (phone: string): boolean =>
  orderPhoneCharacters.test(phone) && phone.replace(/\D/g, '').length >= 6;
