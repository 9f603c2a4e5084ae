import { createHash } from 'node:crypto';
import { weekDays, type AccessPoint } from '@cellar/shared/shipping/partners';
import { send, type HttpOptions } from './http.ts';
import type { CarrierStatus } from '@cellar/shared/orders/shipping';
import {
  mondialRelayTrackingUrl,
  relayDays,
  type MondialRelayAccount,
  type MondialRelayAdapter,
  type MondialRelayShippingAccount,
  type MondialRelayTracing,
  type RelayLookup,
  type RelaySearch,
} from './mondial-relay.ts';
import {
  parisInstant,
  totalWeightKg,
  type CreatedShipment,
  type ShipmentAddress,
  type ShipmentRequest,
} from './shipments.ts';
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
const signedFields = [
  'Enseigne',
  'Pays',
  'NumPointRelais',
  'Ville',
  'CP',
  'Latitude',
  'Longitude',
  'Taille',
  'Poids',
  'Action',
  'DelaiEnvoi',
  'RayonRecherche',
  'TypeActivite',
  'NACE',
  'NombreResultats',
] as const;
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
    position: {
      latitude: coordinate(textOf(details, 'Latitude')),
      longitude: coordinate(textOf(details, 'Longitude')),
    },
    distanceMeters: text('Distance') !== '' && Number.isFinite(distance) ? distance : null,
    openingHours: Object.fromEntries(
      weekDays.map((day, i) => [day, hours(elements(details, `Horaires_${relayDays[i]}`)[0] ?? '')]),
    ),
  };
}

/** The parameters of a relay search, every one sent (empty when unused) and signed in this order. */
function searchValues(
  account: MondialRelayAccount,
  values: Partial<Record<SignedField, string>>,
): Record<SignedField, string> {
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
  const fields = [
    ...signedFields.map((field) => [field, values[field]] as const),
    ['Security', relaySecurity(values, privateKey)] as const,
  ];
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

/** Where Mondial Relay serves the labels its shipments answer (`URL_Etiquette` is a path). */
export const mondialRelayLabelBaseUrl = 'https://www.mondialrelay.com';
const shipmentOperation = 'WSI2_CreationEtiquette';
const tracingOperation = 'WSI2_TracingColisDetaille';

const md5Upper = (text: string): string => createHash('md5').update(text, 'utf8').digest('hex').toUpperCase();

function signedEnvelope(operationName: string, fields: ReadonlyArray<readonly [string, string]>): string {
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<soap:Envelope xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:xsd="http://www.w3.org/2001/XMLSchema" xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/">',
    '<soap:Body>',
    `<${operationName} xmlns="${namespace}">`,
    ...fields.map(([field, value]) => `<${field}>${escapeXml(value)}</${field}>`),
    `</${operationName}>`,
    '</soap:Body>',
    '</soap:Envelope>',
  ].join('');
}

/** The parameters of `WSI2_CreationEtiquette` in the order Mondial Relay signs them (`Texte` is sent, not signed). */
const shipmentFields = [
  'Enseigne',
  'ModeCol',
  'ModeLiv',
  'NDossier',
  'NClient',
  'Expe_Langage',
  'Expe_Ad1',
  'Expe_Ad2',
  'Expe_Ad3',
  'Expe_Ad4',
  'Expe_Ville',
  'Expe_CP',
  'Expe_Pays',
  'Expe_Tel1',
  'Expe_Tel2',
  'Expe_Mail',
  'Dest_Langage',
  'Dest_Ad1',
  'Dest_Ad2',
  'Dest_Ad3',
  'Dest_Ad4',
  'Dest_Ville',
  'Dest_CP',
  'Dest_Pays',
  'Dest_Tel1',
  'Dest_Tel2',
  'Dest_Mail',
  'Poids',
  'Longueur',
  'Taille',
  'NbColis',
  'CRT_Valeur',
  'CRT_Devise',
  'Exp_Valeur',
  'Exp_Devise',
  'COL_Rel_Pays',
  'COL_Rel',
  'LIV_Rel_Pays',
  'LIV_Rel',
  'TAvisage',
  'TReprise',
  'Montage',
  'TRDV',
  'Assurance',
  'Instructions',
] as const;
type ShipmentField = (typeof shipmentFields)[number];

/** Mondial Relay takes addresses in capitals without accents, 32 characters at most. */
const plain = (text: string | null | undefined, max = 32): string =>
  (text ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^0-9A-Z_\-'., /]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max);
/** A French phone as Mondial Relay reads it: digits, a leading + kept. */
const phone = (text: string | null | undefined): string => (text ?? '').replace(/[^\d+]/g, '');

function partyValues(
  prefix: 'Expe' | 'Dest',
  a: ShipmentAddress,
  lang: string,
): Partial<Record<ShipmentField, string>> {
  return {
    [`${prefix}_Langage`]: lang,
    [`${prefix}_Ad1`]: plain(a.name),
    [`${prefix}_Ad2`]: '',
    [`${prefix}_Ad3`]: plain(a.line1),
    [`${prefix}_Ad4`]: plain(a.line2),
    [`${prefix}_Ville`]: plain(a.city, 26),
    [`${prefix}_CP`]: a.postalCode.replace(/\s+/g, '').toUpperCase(),
    [`${prefix}_Pays`]: a.country.toUpperCase(),
    [`${prefix}_Tel1`]: phone(a.phone),
    [`${prefix}_Tel2`]: '',
    [`${prefix}_Mail`]: (a.email ?? '').trim(),
  };
}

function shipmentValues(account: MondialRelayShippingAccount, request: ShipmentRequest): Record<ShipmentField, string> {
  const relay = request.relay ? (relayNumber(request.relay.id) ?? request.relay.id) : '';
  const values: Record<ShipmentField, string> = {
    Enseigne: account.enseigne.padEnd(8, ' '),
    ModeCol: account.collectionMode,
    ModeLiv: '24R',
    NDossier: request.reference.replace(/[^0-9A-Za-z_-]/g, '').slice(0, 15),
    NClient: '',
    ...(partyValues('Expe', request.shipper, 'FR') as Record<string, string>),
    ...(partyValues('Dest', request.recipient, request.lang === 'fr_FR' ? 'FR' : 'GB') as Record<string, string>),
    // Grams, the whole shipment (Mondial Relay's minimum is 15 g).
    Poids: String(Math.max(15, Math.round(totalWeightKg(request.parcels) * 1000))),
    Longueur: '',
    Taille: '',
    NbColis: String(request.parcels.length),
    CRT_Valeur: '0',
    CRT_Devise: 'EUR',
    Exp_Valeur: '',
    Exp_Devise: '',
    // REL: the shop drops its parcels at a relay of its choice ("AUTO": any).
    COL_Rel_Pays: account.collectionMode === 'REL' ? request.shipper.country.toUpperCase() : '',
    COL_Rel: account.collectionMode === 'REL' ? 'AUTO' : '',
    LIV_Rel_Pays: request.relay ? request.relay.country.toUpperCase() : '',
    LIV_Rel: relay,
    TAvisage: '',
    TReprise: '',
    Montage: '',
    TRDV: '',
    Assurance: String(account.insuranceLevel),
    Instructions: '',
  } as Record<ShipmentField, string>;
  return values;
}

/** `WSI2_TracingColisDetaille`'s STAT codes that are an answer, on the common scale. */
const tracingStats: Record<string, CarrierStatus> = {
  '80': 'REGISTERED',
  '81': 'IN_TRANSIT',
  '82': 'DELIVERED',
  '83': 'ANOMALY',
};

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
    /** Where `URL_Etiquette` (a path) is read from. */
    private readonly labelBaseUrl: string = mondialRelayLabelBaseUrl,
  ) {}

  /** The SOAP body of a shipment with its label (`WSI2_CreationEtiquette`), signed. */
  static shipmentBody(account: MondialRelayShippingAccount, request: ShipmentRequest): string {
    const values = shipmentValues(account, request);
    const security = md5Upper(shipmentFields.map((field) => values[field]).join('') + account.privateKey);
    return signedEnvelope(shipmentOperation, [
      ...shipmentFields.map((field) => [field, values[field]] as const),
      ['Security', security],
      ['Texte', ''],
    ]);
  }

  /** The SOAP body of a tracing (`WSI2_TracingColisDetaille`), signed. */
  static tracingBody(account: MondialRelayAccount, trackingNumber: string, lang: 'fr_FR' | 'en_US'): string {
    const fields = [
      ['Enseigne', account.enseigne.padEnd(8, ' ')],
      ['Expedition', trackingNumber],
      ['Langue', lang === 'fr_FR' ? 'FR' : 'GB'],
    ] as const;
    return signedEnvelope(tracingOperation, [
      ...fields,
      ['Security', md5Upper(fields.map(([, value]) => value).join('') + account.privateKey)],
    ]);
  }

  async createShipment(account: MondialRelayShippingAccount, request: ShipmentRequest): Promise<CreatedShipment> {
    const result = await this.call(shipmentOperation, HttpMondialRelay.shipmentBody(account, request));
    const stat = textOf(result, 'STAT') ?? '';
    if (stat !== '0')
      throw new CarrierPartnerError(
        'MONDIAL_RELAY',
        credentialStats.has(stat) ? 'credentials' : 'request',
        `STAT ${stat}`,
        `Mondial Relay answered STAT ${stat}`,
      );
    const trackingNumber = textOf(result, 'ExpeditionNum') ?? '';
    const path = textOf(result, 'URL_Etiquette') ?? '';
    if (!/^\d{8}$/.test(trackingNumber) || path === '')
      throw new CarrierPartnerError(
        'MONDIAL_RELAY',
        'unavailable',
        'answer',
        'no shipment number or label address in the answer',
      );
    const labelUrl = /^https?:\/\//i.test(path) ? path : `${this.labelBaseUrl}${path}`;
    const pdf = await send('MONDIAL_RELAY', labelUrl, { method: 'GET' }, this.http);
    if (pdf.status !== 200 || !pdf.bytes || Buffer.from(pdf.bytes.subarray(0, 5)).toString('latin1') !== '%PDF-') {
      throw new CarrierPartnerError(
        'MONDIAL_RELAY',
        'unavailable',
        `label-http-${pdf.status}`,
        'the label is not a PDF',
      );
    }
    return {
      trackingNumber,
      trackingUrl: mondialRelayTrackingUrl(trackingNumber, request.recipient.postalCode),
      label: pdf.bytes,
    };
  }

  async tracing(
    account: MondialRelayAccount,
    trackingNumber: string,
    lang: 'fr_FR' | 'en_US',
  ): Promise<MondialRelayTracing> {
    const result = await this.call(tracingOperation, HttpMondialRelay.tracingBody(account, trackingNumber, lang));
    const stat = textOf(result, 'STAT') ?? '';
    const status = tracingStats[stat];
    if (!status)
      throw new CarrierPartnerError(
        'MONDIAL_RELAY',
        credentialStats.has(stat) ? 'credentials' : 'request',
        `STAT ${stat}`,
        `Mondial Relay answered STAT ${stat}`,
      );
    const summary =
      [textOf(result, 'Libelle01'), textOf(result, 'Libelle02')]
        .filter((part): part is string => Boolean(part))
        .join(' - ') || null;
    const relayNumber = textOf(result, 'Relais_Num') ?? '';
    const events = elements(result, 'ret_WSI2_sub_TracingColisDetaille')
      .map((step) => ({
        label: textOf(step, 'Libelle') ?? '',
        at: parisInstant(textOf(step, 'Date') ?? '', textOf(step, 'Heure')),
        place: textOf(step, 'Emplacement') || null,
      }))
      .filter((step) => step.label !== '');
    return {
      stat,
      status,
      label: summary,
      summary,
      relay: relayNumber ? { id: relayNumber, name: textOf(result, 'Relais_Libelle') ?? '' } : null,
      events,
    };
  }

  /** Sends a SOAP call and answers its `<…Result>`; no usable answer is the partner being unavailable. */
  private async call(operationName: string, body: string): Promise<string> {
    const answer = await send(
      'MONDIAL_RELAY',
      this.url,
      {
        method: 'POST',
        headers: { 'content-type': 'text/xml; charset=utf-8', soapaction: `"${namespace}${operationName}"` },
        body,
      },
      this.http,
    );
    const result = elements(answer.text, `${operationName}Result`)[0];
    if (answer.status !== 200 || result === undefined) {
      throw new CarrierPartnerError(
        'MONDIAL_RELAY',
        'unavailable',
        `http-${answer.status}`,
        textOf(answer.text, 'faultstring') ?? answer.text.slice(0, 200),
      );
    }
    return result;
  }

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
    return soapBody(
      searchValues(account, { Pays: country, NumPointRelais: number, NombreResultats: '1' }),
      account.privateKey,
    );
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
      throw new CarrierPartnerError(
        'MONDIAL_RELAY',
        'unavailable',
        `http-${answer.status}`,
        fault ?? answer.text.slice(0, 200),
      );
    }
    const stat = textOf(result, 'STAT') ?? '';
    if (stat !== '0') {
      if (none.has(stat)) return [];
      throw new CarrierPartnerError(
        'MONDIAL_RELAY',
        credentialStats.has(stat) ? 'credentials' : 'request',
        `STAT ${stat}`,
        `Mondial Relay answered STAT ${stat}`,
      );
    }
    return elements(result, 'PointRelais_Details').map(relayOf);
  }
}
