import type { CarrierStatus } from '@cellar/shared/orders/shipping';
import { chronopostCatalogue } from '@cellar/shared/shipping/partners';
import { countryByAlpha2 } from '@cellar/shared/shipping/countries';
import { chronopostDefaultUrl } from './chronopost-http.ts';
import type {
  ChronopostAccount,
  ChronopostAddress,
  ChronopostLabel,
  ChronopostLabelRequest,
  ChronopostLabels,
} from './chronopost.ts';
import { send, type HttpOptions } from './http.ts';
import { CarrierPartnerError } from './partner-error.ts';
import type { ShipmentTracking } from './shipments.ts';
import { elements, escapeXml, textOf } from './xml.ts';

const shippingPath = '/shipping-cxf/ShippingServiceWS';
const trackingPath = '/tracking-cxf/TrackingServiceWS';
const shippingNamespace = 'http://cxf.shipping.soap.chronopost.fr/';
const trackingNamespace = 'http://cxf.tracking.soap.chronopost.fr/';

/** Chronopost's error codes for an account it refuses (3: QuickCost, 33: "Invalid accesColis account number"). */
const credentialErrors = new Set(['3', '33']);

type Field = [string, string | undefined | null] | [string, Field[]];

function fieldsXml(fields: readonly Field[]): string {
  return fields
    .map(([name, value]) => {
      if (Array.isArray(value)) return `<${name}>${fieldsXml(value)}</${name}>`;
      if (value === undefined || value === null) return '';
      return `<${name}>${escapeXml(value)}</${name}>`;
    })
    .join('');
}

function envelope(namespace: string, operation: string, fields: readonly Field[]): string {
  return `<soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/" xmlns:cxf="${namespace}"><soapenv:Header/><soapenv:Body><cxf:${operation}>${fieldsXml(fields)}</cxf:${operation}></soapenv:Body></soapenv:Envelope>`;
}

/** Chronopost writes weights in kg with a decimal point. */
const kg = (value: number): string => {
  const rounded = Math.round(value * 1000) / 1000;
  return Number.isInteger(rounded) ? rounded.toFixed(1) : String(rounded);
};

/** A party of the shipment, under Chronopost's prefix (`shipper`, `customer`, `recipient`). */
function party(prefix: string, a: ChronopostAddress): Field[] {
  const fields: Field[] = [
    [`${prefix}Adress1`, a.line1.slice(0, 35)],
    [`${prefix}Adress2`, a.line2 ? a.line2.slice(0, 35) : undefined],
    [`${prefix}City`, a.city.slice(0, 30)],
    [`${prefix}ContactName`, a.name.slice(0, 35)],
    [`${prefix}Country`, a.country.toUpperCase()],
    [`${prefix}CountryName`, countryByAlpha2(a.country.toUpperCase())?.names.fr_FR ?? a.country.toUpperCase()],
    [`${prefix}Email`, a.email ?? undefined],
    [`${prefix}MobilePhone`, a.phone ? a.phone.replace(/[^\d+]/g, '') : undefined],
    [`${prefix}Name`, a.name.slice(0, 35)],
    [`${prefix}PreAlert`, '0'],
    [`${prefix}ZipCode`, a.postalCode.replace(/\s+/g, '')],
  ];
  return prefix === 'recipient'
    ? fields
    : [...fields.slice(0, 1), ...fields.slice(1, 3), [`${prefix}Civility`, 'M'], ...fields.slice(3)];
}

/** Chronopost's event codes on one scale: D… delivered, DC data received, R/B held for collection, an incident code
 * (I…, AN…) an anomaly. */
function statusOfCode(code: string): CarrierStatus {
  if (/^D\d?$/.test(code)) return 'DELIVERED';
  if (code === 'DC' || code === 'SD') return 'REGISTERED';
  if (code === 'B' || code === 'R' || code === 'RG') return 'AVAILABLE';
  if (/^(I|AN|NA)/.test(code)) return 'ANOMALY';
  return 'IN_TRANSIT';
}

/**
 * Chronopost's labels (`shippingMultiParcelV5` of ShippingServiceWS: one skybill, its PDF in
 * base64), their cancellation and tracking (`cancelSkybill`, `trackSkybillV2` of
 * TrackingServiceWS). SOAP 1.1 over HTTPS, the account in the body as Chronopost asks.
 */
export class HttpChronopostLabels implements ChronopostLabels {
  constructor(
    private readonly baseUrl: string = chronopostDefaultUrl,
    private readonly http: HttpOptions = {},
    /** The shipping day (Chronopost wants it); today by default. */
    private readonly today: () => Date = () => new Date(),
  ) {}

  static labelBody(account: ChronopostAccount, request: ChronopostLabelRequest, shipDate: Date): string {
    const day = shipDate.toISOString().slice(0, 10);
    return envelope(shippingNamespace, 'shippingMultiParcelV5', [
      [
        'headerValue',
        [
          ['accountNumber', account.accountNumber],
          ['idEmit', 'CHRFR'],
        ],
      ],
      ['shipperValue', party('shipper', request.shipper)],
      ['customerValue', party('customer', request.shipper)],
      ['recipientValue', party('recipient', request.recipient)],
      [
        'refValue',
        [
          ['shipperRef', request.reference],
          ['recipientRef', request.relayId ?? undefined],
        ],
      ],
      [
        'skybillValue',
        [
          ['bulkNumber', '1'],
          ['evtCode', 'DC'],
          ['objectType', 'MAR'],
          ['productCode', request.productCode.padStart(2, '0')],
          ['service', '0'],
          ['shipDate', `${day}T00:00:00`],
          ['shipHour', '10'],
          ['weight', kg(request.weightKg)],
          ['weightUnit', 'KGM'],
        ],
      ],
      ['skybillParamsValue', [['mode', 'PDF']]],
      ['password', account.password],
      ['modeRetour', '1'],
      ['numberOfParcel', '1'],
      ['version', '2.0'],
      ['multiParcel', 'N'],
    ]);
  }

  static cancelBody(account: ChronopostAccount, skybillNumber: string): string {
    return envelope(trackingNamespace, 'cancelSkybill', [
      ['accountNumber', account.accountNumber],
      ['password', account.password],
      ['language', 'fr_FR'],
      ['skybillNumber', skybillNumber],
    ]);
  }

  static trackBody(skybillNumber: string, lang: 'fr_FR' | 'en_US'): string {
    return envelope(trackingNamespace, 'trackSkybillV2', [
      ['language', lang === 'fr_FR' ? 'fr_FR' : 'en_GB'],
      ['skybillNumber', skybillNumber],
    ]);
  }

  /** The `<return>` of an operation, after the transport and Chronopost's own error code are checked. */
  private async returnOf(path: string, operation: string, body: string): Promise<string> {
    const answer = await send(
      'CHRONOPOST',
      `${this.baseUrl}${path}`,
      { method: 'POST', headers: { 'content-type': 'text/xml; charset=utf-8', soapaction: '""' }, body },
      this.http,
    );
    const result = elements(answer.text, `${operation}Response`)[0];
    const returned = result === undefined ? undefined : elements(result, 'return')[0];
    if (answer.status !== 200 || returned === undefined) {
      throw new CarrierPartnerError(
        'CHRONOPOST',
        'unavailable',
        `http-${answer.status}`,
        textOf(answer.text, 'faultstring') ?? answer.text.slice(0, 200),
      );
    }
    const errorCode = textOf(returned, 'errorCode') ?? '0';
    if (errorCode !== '0') {
      throw new CarrierPartnerError(
        'CHRONOPOST',
        credentialErrors.has(errorCode) ? 'credentials' : 'request',
        `errorCode ${errorCode}`,
        textOf(returned, 'errorMessage') ?? '',
      );
    }
    return returned;
  }

  async createLabel(account: ChronopostAccount, request: ChronopostLabelRequest): Promise<ChronopostLabel> {
    if (!chronopostCatalogue[request.productCode])
      throw new CarrierPartnerError('CHRONOPOST', 'request', 'product', `unknown product ${request.productCode}`);
    const returned = await this.returnOf(
      shippingPath,
      'shippingMultiParcelV5',
      HttpChronopostLabels.labelBody(account, request, this.today()),
    );
    const value = elements(returned, 'resultMultiParcelValue')[0] ?? '';
    const skybillNumber = textOf(value, 'skybillNumber') ?? '';
    const pdf = Buffer.from((textOf(value, 'pdfEtiquette') ?? '').replace(/\s+/g, ''), 'base64');
    if (!/^[A-Z0-9]{8,20}$/.test(skybillNumber) || pdf.subarray(0, 5).toString('latin1') !== '%PDF-') {
      throw new CarrierPartnerError('CHRONOPOST', 'unavailable', 'answer', 'no skybill number or PDF in the answer');
    }
    return { skybillNumber, pdf: new Uint8Array(pdf) };
  }

  async cancelLabel(account: ChronopostAccount, skybillNumber: string): Promise<void> {
    await this.returnOf(trackingPath, 'cancelSkybill', HttpChronopostLabels.cancelBody(account, skybillNumber));
  }

  async track(_account: ChronopostAccount, skybillNumber: string, lang: 'fr_FR' | 'en_US'): Promise<ShipmentTracking> {
    const returned = await this.returnOf(
      trackingPath,
      'trackSkybillV2',
      HttpChronopostLabels.trackBody(skybillNumber, lang),
    );
    const events = elements(returned, 'events').map((event) => ({
      code: textOf(event, 'code') ?? '',
      at: (() => {
        const when = Date.parse(textOf(event, 'eventDate') ?? '');
        return Number.isNaN(when) ? null : new Date(when).toISOString();
      })(),
      label: textOf(event, 'eventLabel') ?? '',
      place: textOf(event, 'officeLabel') || null,
    }));
    // Oldest first, whatever order Chronopost lists them in.
    events.sort((a, b) => (a.at ?? '').localeCompare(b.at ?? ''));
    const last = events.at(-1);
    return {
      status: last ? statusOfCode(last.code) : 'UNKNOWN',
      label: last?.label ?? null,
      events: events.map(({ code: _code, ...step }) => step),
    };
  }
}
