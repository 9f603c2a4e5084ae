import {
  countryByAlpha2,
  countryByAlpha3,
  countryById,
  countries,
  type Country,
} from '@cellar/shared/shipping/countries';
import type { StoredAddress } from '../../../repositories/order-repository.ts';
import type { CartAddress, OrderBody } from './placement-types.ts';

/** The addresses as the order stores them, and the country of a home delivery. */
export interface OrderAddresses {
  /** Home delivery only. */
  delivery: StoredAddress | null;
  billing: StoredAddress | null;
  /** Home delivery only; null as well for a name we do not know (refused, never guessed). */
  deliveryCountry: Country | null;
}

/**
 * The country of a cart's address: a code (`FR`, `FRA`), a name in French or English, or the cart's
 * `{ id, alphaTwo, alphaThree }` (every field given must name the same country). Null: not one we know.
 */
function countryOf(value: CartAddress['country'] | null | undefined): Country | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'object') {
    const named = [
      value.id ? (countryById(value.id) ?? null) : undefined,
      value.alphaThree ? (countryByAlpha3(value.alphaThree) ?? null) : undefined,
      value.alphaTwo ? (countryByAlpha2(value.alphaTwo) ?? null) : undefined,
    ].filter((c) => c !== undefined);
    const first = named[0] ?? null;
    return first && named.every((c) => c === first) ? first : null;
  }
  const text = value.trim();
  if (text === '') return null;
  const lower = text.toLowerCase();
  return (
    countryByAlpha2(text) ??
    countryByAlpha3(text) ??
    countries.find((c) => c.names.fr_FR.toLowerCase() === lower || c.names.en_US.toLowerCase() === lower) ??
    null
  );
}

function storedAddress(address: CartAddress | null | undefined): StoredAddress | null {
  if (!address) return null;
  const country = countryOf(address.country);
  return {
    firstname: address.firstname?.trim() || null,
    lastname: address.lastname?.trim() || null,
    address: address.address,
    addressPart2: address.addressPart2?.trim() || null,
    postalCode: address.postalCode,
    city: address.city,
    country: country?.alphaTwo ?? (typeof address.country === 'string' ? address.country : ''),
  };
}

export function normaliseAddresses(body: OrderBody): OrderAddresses {
  const home = body.delivery.type === 'DELIVERY' ? body.address.delivery : null;
  return {
    delivery: storedAddress(home),
    billing: storedAddress(body.address.billing),
    deliveryCountry: home ? countryOf(home.country) : null,
  };
}
