import type { AccessPoint, RelayCountry } from '@cellar/shared/shipping/partners';

/**
 * Mondial Relay: pickup relays near an address (spec 2 §7 `POST /relay/access-points`). Shipments
 * and labels come with orders (issue 7). The site's account (brand code and private key) comes from
 * its settings (`POST /admin/carrier/mondial_relay/activate`).
 */
export interface MondialRelayAccount {
  /** Brand code ("enseigne"), up to 8 capitals or digits. */
  enseigne: string;
  privateKey: string;
}

export interface RelaySearch {
  country: RelayCountry;
  postalCode: string;
  /** Never sent (Mondial Relay refuses a city spelt otherwise); a relay answers its own city. */
  city?: string;
  /** Relays answered at most (Mondial Relay answers up to 30). */
  maxResults: number;
  /** The parcel's weight, g: only relays that take it (none given: any). */
  weightGrams?: number;
}

/** One relay, by its number in its country (an order checks the relay a shopper chose). */
export interface RelayLookup {
  country: RelayCountry;
  /** The relay's number as `accessPoints` answered it (`id`). */
  id: string;
}

export interface MondialRelayAdapter {
  /** Relays nearest first. An address the partner does not know answers an empty list. */
  accessPoints(account: MondialRelayAccount, search: RelaySearch): Promise<AccessPoint[]>;
  /**
   * The relay as the partner knows it now (its own address, postal code and country); null when
   * the country has no relay of that number for a standard relay delivery (24R).
   */
  accessPoint(account: MondialRelayAccount, lookup: RelayLookup): Promise<AccessPoint | null>;
}

/** Mondial Relay's `Horaires_<day>` names, Monday first. */
export const relayDays = ['Lundi', 'Mardi', 'Mercredi', 'Jeudi', 'Vendredi', 'Samedi', 'Dimanche'] as const;
