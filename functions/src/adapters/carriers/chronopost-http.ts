import { round2 } from '@cellar/shared/validation/numbers';
import type {
  ChronopostAccount,
  ChronopostAdapter,
  ChronopostPlace,
  ChronopostProductsRequest,
  ChronopostQuote,
  ChronopostQuoteRequest,
} from './chronopost.ts';
import { send, type HttpOptions } from './http.ts';
import { CarrierPartnerError } from './partner-error.ts';
import { elements, escapeXml, textOf } from './xml.ts';

/** Production address of Chronopost's web services, `CHRONOPOST_URL` otherwise. */
export const chronopostDefaultUrl = 'https://ws.chronopost.fr';
const quickCostPath = '/quickcost-cxf/QuickcostServiceWS';
const namespace = 'http://cxf.quickcost.soap.chronopost.fr/';

/** Chronopost's error code for an account or password it refuses. */
const credentialErrors = new Set(['3']);

/** QuickCost takes a French postal code, or the country code for a place abroad. */
function codeOf(place: ChronopostPlace): string {
  return place.country.toUpperCase() === 'FR' ? place.postalCode.replace(/\s+/g, '') : place.country.toUpperCase();
}

/** Weights in kg with a decimal point, as Chronopost's own examples write them ("4.0"). */
const weightText = (kg: number): string => {
  const rounded = Math.round(kg * 1000) / 1000;
  return Number.isInteger(rounded) ? rounded.toFixed(1) : String(rounded);
};

function envelope(operation: string, fields: Array<[string, string | undefined]>): string {
  return [
    '<soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/" xmlns:cxf="' + namespace + '">',
    '<soapenv:Header/>',
    '<soapenv:Body>',
    `<cxf:${operation}>`,
    ...fields
      .filter(([, value]) => value !== undefined)
      .map(([name, value]) => `<${name}>${escapeXml(value!)}</${name}>`),
    `</cxf:${operation}>`,
    '</soapenv:Body>',
    '</soapenv:Envelope>',
  ].join('');
}

function amountOf(xml: string, tag: string): number {
  const n = Number((textOf(xml, tag) ?? '').replace(',', '.'));
  return Number.isFinite(n) ? round2(n) : 0;
}

/**
 * Chronopost's QuickCost web service (SOAP 1.1 over HTTPS; the account in the body, as Chronopost
 * asks): `quickCost` prices a parcel with one product, `calculateProducts` lists the products for a
 * parcel with their prices.
 */
export class HttpChronopost implements ChronopostAdapter {
  constructor(
    private readonly baseUrl: string = chronopostDefaultUrl,
    private readonly http: HttpOptions = {},
  ) {}

  static quoteBody(account: ChronopostAccount, request: ChronopostQuoteRequest): string {
    return envelope('quickCost', [
      ['accountNumber', account.accountNumber],
      ['password', account.password],
      ['depCode', codeOf(request.from)],
      ['arrCode', codeOf(request.to)],
      ['weight', weightText(request.weightKg)],
      ['productCode', request.productCode],
      // Goods, not documents.
      ['type', 'M'],
    ]);
  }

  static productsBody(account: ChronopostAccount, request: ChronopostProductsRequest): string {
    return envelope('calculateProducts', [
      ['accountNumber', account.accountNumber],
      ['password', account.password],
      ['depCountryCode', request.from.country.toUpperCase()],
      ['depZipCode', request.from.postalCode.replace(/\s+/g, '')],
      ['arrCountryCode', request.to.country.toUpperCase()],
      ['arrZipCode', request.to.postalCode.replace(/\s+/g, '')],
      ['arrCity', request.to.city],
      ['type', 'M'],
      ['weight', weightText(request.weightKg)],
      ['height', request.size ? String(Math.ceil(request.size.heightCm)) : undefined],
      ['length', request.size ? String(Math.ceil(request.size.lengthCm)) : undefined],
      ['width', request.size ? String(Math.ceil(request.size.widthCm)) : undefined],
    ]);
  }

  /** The `<return>` of an operation's answer, after the transport and Chronopost's own error code are checked. */
  private async returnOf(operation: string, body: string): Promise<string> {
    const answer = await send(
      'CHRONOPOST',
      `${this.baseUrl}${quickCostPath}`,
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
      const message = textOf(returned, 'errorMessage') ?? textOf(returned, 'errorMsg') ?? '';
      throw new CarrierPartnerError(
        'CHRONOPOST',
        credentialErrors.has(errorCode) ? 'credentials' : 'request',
        `errorCode ${errorCode}`,
        message,
      );
    }
    return returned;
  }

  async quote(account: ChronopostAccount, request: ChronopostQuoteRequest): Promise<ChronopostQuote> {
    const returned = await this.returnOf('quickCost', HttpChronopost.quoteBody(account, request));
    return {
      productCode: request.productCode,
      amount: amountOf(returned, 'amount'),
      amountTva: amountOf(returned, 'amountTVA'),
      amountTtc: amountOf(returned, 'amountTTC'),
      zone: textOf(returned, 'zone') || null,
    };
  }

  /** Products with a price (Chronopost lists those it does not offer there at 0). */
  async products(account: ChronopostAccount, request: ChronopostProductsRequest): Promise<ChronopostQuote[]> {
    const returned = await this.returnOf('calculateProducts', HttpChronopost.productsBody(account, request));
    return elements(returned, 'productList')
      .map((product) => ({
        productCode: textOf(product, 'productCode') ?? '',
        amount: amountOf(product, 'amount'),
        amountTva: amountOf(product, 'amountTVA'),
        amountTtc: amountOf(product, 'amountTTC'),
        zone: null,
      }))
      .filter((product) => product.productCode !== '' && product.amountTtc > 0);
  }
}
