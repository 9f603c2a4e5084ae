import { createHash } from 'node:crypto';
import { weekDays, type AccessPoint } from '@cellar/shared/shipping/partners';
import { send, type HttpOptions } from './http.ts';
import { relayDays, type MondialRelayAccount, type MondialRelayAdapter, type RelaySearch } from './mondial-relay.ts';
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

/**
 * Mondial Relay's relay search (`WSI4_PointRelais_Recherche`, SOAP 1.1 over HTTPS), signed with the
 * site's private key. Relays of the searched postal code and around it, nearest first.
 */
export class HttpMondialRelay implements MondialRelayAdapter {
  constructor(
    private readonly url: string = mondialRelayDefaultUrl,
    private readonly http: HttpOptions = {},
  ) {}

  /** The SOAP body sent for a search (exported for the recorded-request test). */
  static requestBody(account: MondialRelayAccount, search: RelaySearch): string {
    const values: Record<SignedField, string> = {
      // The brand code is 8 characters, padded with spaces.
      Enseigne: account.enseigne.padEnd(8, ' '),
      Pays: search.country,
      NumPointRelais: '',
      Ville: '',
      CP: search.postalCode.replace(/\s+/g, '').toUpperCase(),
      Latitude: '',
      Longitude: '',
      Taille: '',
      Poids: search.weightGrams ? String(Math.ceil(search.weightGrams)) : '',
      // Standard relay delivery.
      Action: '24R',
      DelaiEnvoi: '0',
      RayonRecherche: '',
      TypeActivite: '',
      NACE: '',
      NombreResultats: String(search.maxResults),
    };
    const fields = [...signedFields.map((field) => [field, values[field]] as const), ['Security', relaySecurity(values, account.privateKey)] as const];
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

  async accessPoints(account: MondialRelayAccount, search: RelaySearch): Promise<AccessPoint[]> {
    const answer = await send(
      'MONDIAL_RELAY',
      this.url,
      {
        method: 'POST',
        headers: { 'content-type': 'text/xml; charset=utf-8', soapaction: `"${namespace}${operation}"` },
        body: HttpMondialRelay.requestBody(account, search),
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
      if (addressStats.has(stat)) return [];
      throw new CarrierPartnerError('MONDIAL_RELAY', credentialStats.has(stat) ? 'credentials' : 'request', `STAT ${stat}`, `Mondial Relay answered STAT ${stat}`);
    }
    return elements(result, 'PointRelais_Details').map(relayOf).slice(0, search.maxResults);
  }
}
