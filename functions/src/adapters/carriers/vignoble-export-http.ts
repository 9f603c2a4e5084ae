import * as z from 'zod';
import { round2 } from '@cellar/shared/validation/numbers';
import { send, type HttpOptions } from './http.ts';
import { CarrierPartnerError } from './partner-error.ts';
import { addWorkingDays } from './vignoble-export-local.ts';
import {
  serviceCodeOf,
  shippingTypeOf,
  type ExportDestination,
  type ExportOffer,
  type ExportParcel,
  type VignobleExportAccount,
  type VignobleExportAdapter,
} from './vignoble-export.ts';

/** Production address of Vignoble Export's API, `VIGNOBLE_EXPORT_URL` otherwise. */
export const vignobleExportDefaultUrl = 'https://extranet.vignoblexport.fr/api';

/** The shipper's address the partner holds for the account (`GET /address/get-addresses?typeAddress=exp`). */
const senderSchema = z.looseObject({
  typeclient: z.string().nullish(),
  zipCode: z.union([z.string(), z.number()]).transform(String),
  city: z.string(),
  country: z.looseObject({ countryAlpha2: z.string() }),
});
type Sender = z.infer<typeof senderSchema>;

const amount = z
  .union([z.number(), z.string().regex(/^-?\d+(?:[.,]\d+)?$/)])
  .transform((v) => (typeof v === 'number' ? v : Number(v.replace(',', '.'))));
/** One offer of `GET /shipment/get-rates`. */
const offerSchema = z.looseObject({
  name: z.string(),
  service: z.string(),
  price: amount,
  insurancePrice: amount.nullish(),
  deliveryDate: z.string().nullish(),
});

/** "2026-05-12", "12-05-2026" or "12/05/2026" → "2026-05-12"; null when it is none of them. */
function isoDay(value: string | null | undefined): string | null {
  if (!value) return null;
  const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (iso) return `${iso[1]}-${iso[2]}-${iso[3]}`;
  const fr = /^(\d{2})[-/](\d{2})[-/](\d{4})/.exec(value);
  return fr ? `${fr[3]}-${fr[2]}-${fr[1]}` : null;
}

const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/** Identical parcels sent once with their number (`packages[i][nb]`), as the partner's API takes them. */
function packages(
  parcels: readonly ExportParcel[],
): Array<{ nb: number; weight: string; width: number; height: number; length: number }> {
  const groups = new Map<string, { nb: number; weight: string; width: number; height: number; length: number }>();
  for (const parcel of parcels) {
    const item = {
      weight: round2(parcel.weightKg).toFixed(2),
      width: Math.ceil(parcel.widthCm),
      height: Math.ceil(parcel.heightCm),
      length: Math.ceil(parcel.lengthCm),
    };
    const key = `${item.weight}|${item.width}|${item.height}|${item.length}`;
    const group = groups.get(key);
    if (group) group.nb += 1;
    else groups.set(key, { nb: 1, ...item });
  }
  return [...groups.values()];
}

/**
 * Vignoble Export's REST API (JSON over HTTPS, the account's key in `X-AUTH-TOKEN`): the shipper's
 * address registered with the partner (kept an hour per key), then the rates for the parcels from
 * there to the destination, picked up the next working day.
 */
export class HttpVignobleExport implements VignobleExportAdapter {
  private readonly senders = new Map<string, { sender: Sender; expiresAt: number }>();

  constructor(
    private readonly baseUrl: string = vignobleExportDefaultUrl,
    private readonly http: HttpOptions = {},
    private readonly now: () => Date = () => new Date(),
  ) {}

  private async get(account: VignobleExportAccount, path: string): Promise<unknown> {
    const answer = await send(
      'VIGNOBLE_EXPORT',
      `${this.baseUrl}${path}`,
      { method: 'GET', headers: { accept: 'application/json', 'x-auth-token': account.apiKey } },
      this.http,
    );
    let body: unknown = null;
    try {
      body = JSON.parse(answer.text);
    } catch {
      // Read below as an answer we cannot use.
    }
    const message =
      typeof (body as { message?: unknown } | null)?.message === 'string'
        ? (body as { message: string }).message
        : answer.text.slice(0, 200);
    if (answer.status === 401 || answer.status === 403)
      throw new CarrierPartnerError('VIGNOBLE_EXPORT', 'credentials', `http-${answer.status}`, message);
    if (answer.status >= 400 && answer.status < 500)
      throw new CarrierPartnerError('VIGNOBLE_EXPORT', 'request', `http-${answer.status}`, message);
    if (answer.status !== 200 || body === null)
      throw new CarrierPartnerError('VIGNOBLE_EXPORT', 'unavailable', `http-${answer.status}`, message);
    return body;
  }

  private async sender(account: VignobleExportAccount): Promise<Sender> {
    const cached = this.senders.get(account.apiKey);
    if (cached && cached.expiresAt > this.now().getTime()) return cached.sender;
    const list = z.array(z.unknown()).safeParse(await this.get(account, '/address/get-addresses?typeAddress=exp'));
    const first = list.success ? senderSchema.safeParse(list.data[0]) : undefined;
    if (!first?.success)
      throw new CarrierPartnerError(
        'VIGNOBLE_EXPORT',
        'request',
        'no-sender-address',
        'The account has no shipping address at Vignoble Export',
      );
    this.senders.set(account.apiKey, { sender: first.data, expiresAt: this.now().getTime() + 3_600_000 });
    return first.data;
  }

  /** The rates request's path and query, in the order the partner's own clients send it. */
  static ratesPath(
    sender: Sender,
    parcels: readonly ExportParcel[],
    destination: ExportDestination,
    pickupDate: string,
  ): string {
    const query = new URLSearchParams();
    query.append('expAddress[addressType]', sender.typeclient || 'company');
    query.append('expAddress[zipCode]', sender.zipCode);
    query.append('expAddress[city]', sender.city);
    query.append('expAddress[country]', sender.country.countryAlpha2);
    // Shoppers of a storefront are private individuals.
    query.append('destAddress[addressType]', 'individual');
    query.append('destAddress[zipCode]', destination.postalCode.trim());
    query.append('destAddress[city]', destination.city?.trim() ?? '');
    query.append('destAddress[country]', destination.country.toUpperCase());
    packages(parcels).forEach((item, i) => {
      for (const [field, value] of Object.entries(item)) query.append(`packages[${i}][${field}]`, String(value));
    });
    query.append('pickupDate', pickupDate);
    query.append('minHour', '09:00:00');
    query.append('cutoff', '18:00:00');
    query.append('nbBottles', String(parcels.reduce((sum, parcel) => sum + parcel.bottles, 0)));
    return `/shipment/get-rates?${query.toString()}`;
  }

  async quote(
    account: VignobleExportAccount,
    parcels: readonly ExportParcel[],
    destination: ExportDestination,
  ): Promise<ExportOffer[]> {
    const sender = await this.sender(account);
    const today = this.now();
    const body = await this.get(
      account,
      HttpVignobleExport.ratesPath(sender, parcels, destination, dayOf(addWorkingDays(today, 1))),
    );
    const offers = z.array(offerSchema).safeParse(body);
    if (!offers.success)
      throw new CarrierPartnerError(
        'VIGNOBLE_EXPORT',
        'unavailable',
        'unreadable',
        'The rates answer is not a list of offers',
      );
    const todayUtc = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
    return offers.data.map((offer) => {
      const deliveryDate = isoDay(offer.deliveryDate);
      return {
        serviceCode: serviceCodeOf(offer.name, offer.service),
        serviceName: offer.service,
        carrier: offer.name,
        shippingType: shippingTypeOf(offer.service),
        price: round2(offer.price),
        insurancePrice:
          offer.insurancePrice === undefined || offer.insurancePrice === null ? null : round2(offer.insurancePrice),
        deliveryDays: deliveryDate
          ? Math.max(0, Math.round((Date.parse(`${deliveryDate}T00:00:00Z`) - todayUtc) / 86_400_000))
          : 0,
        deliveryDate,
      };
    });
  }
}
