import type { AccessPoint, CollectionMode, RelayCountry } from '@cellar/shared/shipping/partners';
import type { CreatedShipment, ShipmentRequest, ShipmentTracking } from './shipments.ts';

/**
 * Mondial Relay: pickup relays near an address (spec 2 §7 `POST /relay/access-points`), and the
 * shipments of orders (docs/orders.md "Shipping an order"): a shipment with its label, and its
 * tracing. The site's account (brand code and private key) and its shipping options (collection
 * mode, insurance) come from its settings (`POST /admin/carrier/mondial_relay/activate`). Mondial
 * Relay has no call to cancel a shipment: a label never dropped off is not charged.
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

/** The account with the site's shipping options. */
export interface MondialRelayShippingAccount extends MondialRelayAccount {
  collectionMode: CollectionMode;
  insuranceLevel: number;
}

/** `WSI2_TracingColisDetaille`: STAT 80 registered, 81 in transit, 82 delivered, 83 anomaly. */
export interface MondialRelayTracing extends ShipmentTracking {
  stat: string;
  /** Libelle01 and Libelle02. */
  summary: string | null;
  relay: { id: string; name: string } | null;
}

export interface MondialRelayAdapter {
  /** Relays nearest first. An address the partner does not know answers an empty list. */
  accessPoints(account: MondialRelayAccount, search: RelaySearch): Promise<AccessPoint[]>;
  /**
   * The relay as the partner knows it now (its own address, postal code and country); null when
   * the country has no relay of that number for a standard relay delivery (24R).
   */
  accessPoint(account: MondialRelayAccount, lookup: RelayLookup): Promise<AccessPoint | null>;
  /** A relay delivery (24R) of the parcels to `request.relay`, with its label (`WSI2_CreationEtiquette`). */
  createShipment(account: MondialRelayShippingAccount, request: ShipmentRequest): Promise<CreatedShipment>;
  /** The parcel's detailed tracing (`WSI2_TracingColisDetaille`). */
  tracing(account: MondialRelayAccount, trackingNumber: string, lang: 'fr_FR' | 'en_US'): Promise<MondialRelayTracing>;
}

/** Mondial Relay's public tracking page of a shipment. */
export const mondialRelayTrackingUrl = (trackingNumber: string, postalCode: string): string =>
  `https://www.mondialrelay.fr/suivi-de-colis/?numeroExpedition=${encodeURIComponent(trackingNumber)}&codePostal=${encodeURIComponent(postalCode.replace(/\s+/g, ''))}`;

/** Mondial Relay's `Horaires_<day>` names, Monday first. */
export const relayDays = ['Lundi', 'Mardi', 'Mercredi', 'Jeudi', 'Vendredi', 'Samedi', 'Dimanche'] as const;
