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
  /** Helps a local answer read well; never sent (Mondial Relay refuses a city spelt otherwise). */
  city?: string;
  /** Relays answered at most (Mondial Relay answers up to 30). */
  maxResults: number;
  /** The parcel's weight, g: only relays that take it (none given: any). */
  weightGrams?: number;
}

export interface MondialRelayAdapter {
  /** Relays nearest first. An address the partner does not know answers an empty list. */
  accessPoints(account: MondialRelayAccount, search: RelaySearch): Promise<AccessPoint[]>;
}

/** Mondial Relay's `Horaires_<day>` names, Monday first. */
export const relayDays = ['Lundi', 'Mardi', 'Mercredi', 'Jeudi', 'Vendredi', 'Samedi', 'Dimanche'] as const;
