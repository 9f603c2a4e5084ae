import { weekDays, type AccessPoint, type RelayCountry } from '@cellar/shared/shipping/partners';
import { placeOf, seededRandom } from './local-places.ts';
import { labelAddress, localLabelPdf } from './local-label.ts';
import {
  mondialRelayTrackingUrl,
  type MondialRelayAccount,
  type MondialRelayAdapter,
  type MondialRelayShippingAccount,
  type MondialRelayTracing,
  type RelayLookup,
  type RelaySearch,
} from './mondial-relay.ts';
import { CarrierPartnerError } from './partner-error.ts';
import { totalWeightKg, type CreatedShipment, type ShipmentRequest } from './shipments.ts';

/** Postal codes as each relay country writes them; another shape is an address Mondial Relay does not know. */
const postalCodes: Record<RelayCountry, RegExp> = {
  FR: /^\d{5}$/,
  BE: /^\d{4}$/,
  LU: /^(?:L-?)?\d{4}$/i,
  NL: /^\d{4}\s?[A-Z]{2}$/i,
  ES: /^\d{5}$/,
  PT: /^\d{4}-?\d{3}$/,
  DE: /^\d{5}$/,
  AT: /^\d{4}$/,
  IT: /^\d{5}$/,
  PL: /^\d{2}-?\d{3}$/,
};

const shops = [
  'TABAC DE LA MAIRIE',
  'PRESSE DU MARCHE',
  'PRESSING DES LILAS',
  'EPICERIE DU CENTRE',
  'FLEURS ET JARDINS',
  'CORDONNERIE EXPRESS',
  'LIBRAIRIE DES ARTS',
  'CAVE ET TERROIRS',
  'BAZAR DE LA GARE',
  'LOCKER 24/7',
] as const;
const streets = [
  'RUE DE LA REPUBLIQUE',
  'PLACE DU MARCHE',
  'AVENUE JEAN JAURES',
  'RUE VICTOR HUGO',
  'BOULEVARD GAMBETTA',
  'RUE PASTEUR',
  'RUE DU GENERAL DE GAULLE',
  'RUE DES ECOLES',
  'GRANDE RUE',
  'RUE DE LA GARE',
] as const;

const shopHours = { weekday: ['09:00-12:30', '14:00-19:00'], saturday: ['09:00-12:30'], sunday: [] as string[] };
const lockerHours = ['00:00-23:59'];

/** Relays the local adapter places around a postal code. */
const relaysPerPostalCode = 5;

/** A postal code as a local relay's id holds it: upper case, no spaces. */
const compact = (postalCode: string): string => postalCode.replace(/\s+/g, '').toUpperCase();

/**
 * Local Mondial Relay (`npm start`, tests): a handful of plausible relays around the postal code
 * asked — same question, same answer — spread within a few kilometres of the department's main town
 * (the capital abroad), nearest first. A postal code the country does not write that way answers no
 * relay, as Mondial Relay does.
 *
 * A relay's id is its postal code and its rank (`33330-2`), so `accessPoint` finds it again from its
 * id alone, as Mondial Relay finds a relay by its number: nothing is remembered between calls. A
 * relay's city is the main town's (a relay has its own address, whatever the shopper typed).
 */
export class LocalMondialRelay implements MondialRelayAdapter {
  async accessPoints(_account: MondialRelayAccount, search: RelaySearch): Promise<AccessPoint[]> {
    const relays = relaysAround(search.country, search.postalCode).slice(
      0,
      Math.min(search.maxResults, relaysPerPostalCode),
    );
    return relays.sort((a, b) => a.distanceMeters! - b.distanceMeters!);
  }

  async accessPoint(_account: MondialRelayAccount, lookup: RelayLookup): Promise<AccessPoint | null> {
    const match = /^(.+)-([1-9])$/.exec(lookup.id.trim().toUpperCase());
    if (!match) return null;
    const relay = relaysAround(lookup.country, match[1]!)[Number(match[2]) - 1];
    // Distance from a searched address means nothing here: the relay alone is answered.
    return relay ? { ...relay, distanceMeters: null } : null;
  }

  /**
   * A shipment to a local relay: an 8-digit number drawn from the order's reference (the same
   * order, the same number), a label from pdf-lib. Refuses, as Mondial Relay does, a relay it does
   * not know (STAT 24 is "invalid relay") and parcels over 30 kg (STAT 28).
   */
  async createShipment(account: MondialRelayShippingAccount, request: ShipmentRequest): Promise<CreatedShipment> {
    const relay = request.relay
      ? await this.accessPoint(account, { country: request.relay.country as RelayCountry, id: request.relay.id })
      : null;
    if (!relay) throw new CarrierPartnerError('MONDIAL_RELAY', 'request', 'STAT 24', 'Numéro de point relais invalide');
    if (request.parcels.length === 0 || request.parcels.some((parcel) => parcel.weightKg > 30))
      throw new CarrierPartnerError('MONDIAL_RELAY', 'request', 'STAT 28', 'Poids de colis invalide');
    const random = seededRandom(`MR|${request.reference}|${relay.id}`);
    const trackingNumber = String(10_000_000 + Math.floor(random() * 89_999_999));
    const label = await localLabelPdf('Mondial Relay - Point Relais (24R)', trackingNumber, [
      `Ref. ${request.reference} - ${request.parcels.length} colis - ${totalWeightKg(request.parcels).toFixed(2)} kg`,
      `Expediteur: ${labelAddress(request.shipper)}`,
      `Destinataire: ${request.recipient.name}`,
      `Relais ${relay.id}: ${relay.name}, ${relay.addLine1}, ${relay.zipCode} ${relay.city}`,
      `Enseigne ${account.enseigne} - collecte ${account.collectionMode} - assurance ${account.insuranceLevel}`,
    ]);
    return { trackingNumber, trackingUrl: mondialRelayTrackingUrl(trackingNumber, relay.zipCode), label };
  }

  /** A local parcel is always just registered: nothing moves it (there is no real sorting centre). */
  async tracing(
    _account: MondialRelayAccount,
    trackingNumber: string,
    lang: 'fr_FR' | 'en_US',
  ): Promise<MondialRelayTracing> {
    if (!/^\d{8}$/.test(trackingNumber))
      throw new CarrierPartnerError('MONDIAL_RELAY', 'request', 'STAT 5', 'Numéro d’expédition invalide');
    const label = lang === 'fr_FR' ? 'COLIS ENREGISTRÉ' : 'PARCEL REGISTERED';
    return {
      stat: '80',
      status: 'REGISTERED',
      label,
      summary: label,
      relay: null,
      events: [{ at: null, label: lang === 'fr_FR' ? 'RÉCEPTION DES DONNÉES' : 'SHIPMENT DATA RECEIVED', place: null }],
    };
  }
}

/** The relays of a postal code, in the order they were drawn (ranks 1 to 5); none for a code the country does not write
 * so. */
function relaysAround(country: RelayCountry, rawPostalCode: string): AccessPoint[] {
  const postalCode = compact(rawPostalCode);
  if (!postalCodes[country].test(postalCode)) return [];
  const random = seededRandom(`${country}|${postalCode}`);
  const place = placeOf(country, postalCode);
  const city = place.town.toUpperCase();
  const relays: AccessPoint[] = [];
  const usedShops = new Set<number>();
  for (let i = 0; i < relaysPerPostalCode; i++) {
    let shop = Math.floor(random() * shops.length);
    while (usedShops.has(shop)) shop = (shop + 1) % shops.length;
    usedShops.add(shop);
    const distance = Math.round(150 + random() * 3500);
    const bearing = random() * 2 * Math.PI;
    const latitude = place.latitude + (distance / 111_320) * Math.cos(bearing);
    const longitude =
      place.longitude + (distance / (111_320 * Math.cos((place.latitude * Math.PI) / 180))) * Math.sin(bearing);
    const locker = shops[shop] === 'LOCKER 24/7';
    // The draw that once made a random id, kept so that each relay keeps its street.
    random();
    relays.push({
      id: `${postalCode}-${i + 1}`,
      name: locker ? `LOCKER 24/7 ${city}` : shops[shop]!,
      addLine1: `${1 + Math.floor(random() * 120)} ${streets[Math.floor(random() * streets.length)]}`,
      addLine2: null,
      zipCode: postalCode,
      city,
      country,
      position: { latitude: Math.round(latitude * 1e6) / 1e6, longitude: Math.round(longitude * 1e6) / 1e6 },
      distanceMeters: distance,
      openingHours: Object.fromEntries(
        weekDays.map((day) => [
          day,
          locker
            ? lockerHours
            : day === 'sunday'
              ? shopHours.sunday
              : day === 'saturday'
                ? shopHours.saturday
                : shopHours.weekday,
        ]),
      ),
    });
  }
  return relays;
}
