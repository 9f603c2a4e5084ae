import { createHash } from 'node:crypto';
import { weekDays, type AccessPoint } from '@cellar/shared/shipping/partners';
import { send, type HttpOptions } from './http.ts';
import { relayDays, type MondialRelayAccount, type MondialRelayAdapter, type RelayLookup, type RelaySearch } from './mondial-relay.ts';
import { CarrierPartnerError } from './partner-error.ts';
import { elements, escapeXml, textOf } from './xml.ts';

/** Production address of Mondial Relay's SOAP web service (API 1), `MONDIAL_RELAY_URL` otherwise. */
export const mondialRelayDefaultUrl = 'https://api.mondialrelay.com/Web_Services.asmx';
const namespace = 'http://www.mondialrelay.fr/webservice/';
const operation = 'WSI4_PointRelais_Recherche';

/**
 * The request's parameters in the order Mondial Relay signs them: `Security` is the upper-case MD5
 * of every value, in this order, followed by the private key.
 */
const signedFields = ['Enseigne', 'Pays', 'NumPointRelais', 'Ville', 'CP', 'Latitude', 'Longitude', 'Taille', 'Poids', 'Action', 'DelaiEnvoi', 'RayonRecherche', 'TypeActivite', 'NACE', 'NombreResultats'] as const;
type SignedField = (typeof signedFields)[number];

export function relaySecurity(values: Record<SignedField, string>, privateKey: string): string {
  return createHash('md5')
    .update(signedFields.map((field) => values[field]).join('') + privateKey, 'utf8')
    .digest('hex')
    .toUpperCase();
}

/** STAT codes that mean the site's account was refused (Mondial Relay's status list). */
const credentialStats = new Set(['1', '2', '3', '8', '69', '95', '97']);
/** STAT codes that mean the address asked is not one Mondial Relay knows. */
const addressStats = new Set(['9', '35', '36', '37', '67', '68', '93']);
/** STAT codes that mean, for a relay asked by its number, that there is no such relay (70: invalid relay number). */
const unknownRelayStats = new Set([...addressStats, '70']);

/** "48,8614575" (Mondial Relay writes decimal commas) → 48.8614575. */
function coordinate(value: string | null): number {
  const n = Number((value ?? '').replace(',', '.'));
  return Number.isFinite(n) ? n : 0;
}

/** `0900 1200 1400 1900` → ['09:00-12:00', '14:00-19:00']; `0000` pairs are no opening. */
function hours(day: string): string[] {
  const times = elements(day, 'string').map((t) => t.trim());
  const slots: string[] = [];
  for (let i = 0; i + 1 < times.length; i += 2) {
    const [from, to] = [times[i]!, times[i + 1]!];
    if (!/^\d{4}$/.test(from) || !/^\d{4}$/.test(to) || (from === '0000' && to === '0000')) continue;
    slots.push(`${from.slice(0, 2)}:${from.slice(2)}-${to.slice(0, 2)}:${to.slice(2)}`);
  }
  return slots;
}

function relayOf(details: string): AccessPoint {
  const text = (tag: string) => textOf(details, tag) ?? '';
  const name = [text('LgAdr1'), text('LgAdr2')].filter((part) => part !== '').join(' ');
  const distance = Number(text('Distance'));
  return {
    id: text('Num'),
    name,
    addLine1: text('LgAdr3'),
    addLine2: text('LgAdr4') || null,
    zipCode: text('CP'),
    city: text('Ville'),
    country: text('Pays'),
    position: { latitude: coordinate(textOf(details, 'Latitude')), longitude: coordinate(textOf(details, 'Longitude')) },
    distanceMeters: text('Distance') !== '' && Number.isFinite(distance) ? distance : null,
    openingHours: Object.fromEntries(weekDays.map((day, i) => [day, hours(elements(details, `Horaires_${relayDays[i]}`)[0] ?? '')])),
  };
}

/** The parameters of a relay search, every one sent (empty when unused) and signed in this order. */
function searchValues(account: MondialRelayAccount, values: Partial<Record<SignedField, string>>): Record<SignedField, string> {
  return {
    // The brand code is 8 characters, padded with spaces.
    Enseigne: account.enseigne.padEnd(8, ' '),
    Pays: '',
    NumPointRelais: '',
    Ville: '',
    CP: '',
    Latitude: '',
    Longitude: '',
    Taille: '',
    Poids: '',
    // Standard relay delivery.
    Action: '24R',
    DelaiEnvoi: '0',
    RayonRecherche: '',
    TypeActivite: '',
    NACE: '',
    NombreResultats: '',
    ...values,
  };
}

function soapBody(values: Record<SignedField, string>, privateKey: string): string {
  const fields = [...signedFields.map((field) => [field, values[field]] as const), ['Security', relaySecurity(values, privateKey)] as const];
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<soap:Envelope xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:xsd="http://www.w3.org/2001/XMLSchema" xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/">',
    '<soap:Body>',
    `<${operation} xmlns="${namespace}">`,
    ...fields.map(([field, value]) => `<${field}>${escapeXml(value)}</${field}>`),
    `</${operation}>`,
    '</soap:Body>',
    '</soap:Envelope>',
  ].join('');
}

/** A relay's number as Mondial Relay writes it (six digits), or null for one that cannot be one. */
function relayNumber(id: string): string | null {
  const digits = id.trim();
  return /^\d{1,6}$/.test(digits) ? digits.padStart(6, '0') : null;
}

/**
 * Mondial Relay's relay search (`WSI4_PointRelais_Recherche`, SOAP 1.1 over HTTPS), signed with the
 * site's private key: relays of the searched postal code and around it, nearest first; or one relay
 * by its number (`NumPointRelais`) and country.
 */
export class HttpMondialRelay implements MondialRelayAdapter {
  constructor(
    private readonly url: string = mondialRelayDefaultUrl,
    private readonly http: HttpOptions = {},
  ) {}

  /** The SOAP body sent for a search (exported for the recorded-request test). */
  static requestBody(account: MondialRelayAccount, search: RelaySearch): string {
    const values = searchValues(account, {
      Pays: search.country,
      CP: search.postalCode.replace(/\s+/g, '').toUpperCase(),
      Poids: search.weightGrams ? String(Math.ceil(search.weightGrams)) : '',
      NombreResultats: String(search.maxResults),
    });
    return soapBody(values, account.privateKey);
  }

  /** The SOAP body sent to find one relay by its number (no postal code: the number and the country name it). */
  static lookupBody(account: MondialRelayAccount, country: RelayLookup['country'], number: string): string {
    return soapBody(searchValues(account, { Pays: country, NumPointRelais: number, NombreResultats: '1' }), account.privateKey);
  }

  async accessPoints(account: MondialRelayAccount, search: RelaySearch): Promise<AccessPoint[]> {
    const relays = await this.search(HttpMondialRelay.requestBody(account, search), addressStats);
    return relays.slice(0, search.maxResults);
  }

  async accessPoint(account: MondialRelayAccount, lookup: RelayLookup): Promise<AccessPoint | null> {
    const number = relayNumber(lookup.id);
    if (number === null) return null;
    const relays = await this.search(HttpMondialRelay.lookupBody(account, lookup.country, number), unknownRelayStats);
    const relay = relays.find((found) => found.id === number && found.country === lookup.country);
    // A distance is from a searched address: none here.
    return relay ? { ...relay, distanceMeters: null } : null;
  }

  /** Sends a signed search and reads its relays; a STAT of `none` is no relay, another one an error. */
  private async search(body: string, none: ReadonlySet<string>): Promise<AccessPoint[]> {
    const answer = await send(
      'MONDIAL_RELAY',
      this.url,
      {
        method: 'POST',
        headers: { 'content-type': 'text/xml; charset=utf-8', soapaction: `"${namespace}${operation}"` },
        body,
      },
      this.http,
    );
    const result = elements(answer.text, `${operation}Result`)[0];
    if (answer.status !== 200 || result === undefined) {
      const fault = textOf(answer.text, 'faultstring');
      throw new CarrierPartnerError('MONDIAL_RELAY', 'unavailable', `http-${answer.status}`, fault ?? answer.text.slice(0, 200));
    }
    const stat = textOf(result, 'STAT') ?? '';
    if (stat !== '0') {
      if (none.has(stat)) return [];
      throw new CarrierPartnerError('MONDIAL_RELAY', credentialStats.has(stat) ? 'credentials' : 'request', `STAT ${stat}`, `Mondial Relay answered STAT ${stat}`);
    }
    return elements(result, 'PointRelais_Details').map(relayOf);
  }
}
