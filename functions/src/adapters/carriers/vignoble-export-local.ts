import { round2 } from '@cellar/shared/validation/numbers';
import type {
  ExportDestination,
  ExportOffer,
  ExportParcel,
  VignobleExportAccount,
  VignobleExportAdapter,
  VignobleExportShipments,
} from './vignoble-export.ts';
import { labelAddress, localLabelPdf } from './local-label.ts';
import { seededRandom } from './local-places.ts';
import { CarrierPartnerError } from './partner-error.ts';
import { totalWeightKg, type CreatedShipment, type ShipmentRequest, type ShipmentTracking } from './shipments.ts';
import { serviceCodeOf } from './vignoble-export.ts';

/** Zone 1: the European Union (and Monaco) outside France. */
const europeanUnion = new Set([
  'BE',
  'LU',
  'DE',
  'NL',
  'IT',
  'ES',
  'PT',
  'AT',
  'IE',
  'DK',
  'SE',
  'FI',
  'PL',
  'CZ',
  'SK',
  'SI',
  'HU',
  'HR',
  'RO',
  'BG',
  'GR',
  'EE',
  'LV',
  'LT',
  'CY',
  'MT',
  'MC',
]);
/** Zone 2: the rest of Europe (customs, excise documents). */
const restOfEurope = new Set(['GB', 'CH', 'NO', 'IS', 'LI', 'AD', 'SM']);
/** Zone 3: the usual far export markets. */
const farMarkets = new Set(['US', 'CA', 'JP', 'CN', 'HK', 'SG', 'KR', 'TW', 'AU']);

type Zone = 0 | 1 | 2 | 3 | 4;
export function exportZone(country: string): Zone {
  const code = country.toUpperCase();
  if (code === 'FR') return 0;
  if (europeanUnion.has(code)) return 1;
  if (restOfEurope.has(code)) return 2;
  if (farMarkets.has(code)) return 3;
  return 4;
}

interface Service {
  carrier: string;
  name: string;
  shippingType: 'STANDARD' | 'EXPRESS';
  /** Per parcel: a base and a price per started kg (euros, VAT excluded). */
  base: number;
  perKg: number;
  /** Working days to deliver. */
  days: number;
}

/** Plausible 2026 export rates of a wine shipper, by zone (France, EU, rest of Europe, far markets, elsewhere). */
const services: Record<Zone, Service[]> = {
  0: [
    { carrier: 'ups', name: 'UPS Standard', shippingType: 'STANDARD', base: 8.9, perKg: 0.55, days: 2 },
    { carrier: 'chronopost', name: 'Chrono 13', shippingType: 'EXPRESS', base: 14.5, perKg: 0.9, days: 1 },
  ],
  1: [
    { carrier: 'ups', name: 'UPS Standard', shippingType: 'STANDARD', base: 16.5, perKg: 1.1, days: 4 },
    { carrier: 'dhl', name: 'DHL Express Worldwide', shippingType: 'EXPRESS', base: 29, perKg: 1.8, days: 2 },
  ],
  2: [
    { carrier: 'ups', name: 'UPS Standard', shippingType: 'STANDARD', base: 24, perKg: 1.6, days: 5 },
    { carrier: 'dhl', name: 'DHL Express Worldwide', shippingType: 'EXPRESS', base: 42, perKg: 2.6, days: 2 },
  ],
  3: [
    {
      carrier: 'groupage vignoblexport',
      name: 'Aérien groupé',
      shippingType: 'STANDARD',
      base: 38,
      perKg: 3.4,
      days: 12,
    },
    { carrier: 'fedex', name: 'FedEx International Priority', shippingType: 'EXPRESS', base: 68, perKg: 6.5, days: 3 },
  ],
  4: [
    { carrier: 'ups', name: 'UPS Worldwide Saver', shippingType: 'EXPRESS', base: 85, perKg: 8, days: 4 },
    {
      carrier: 'groupage vignoblexport',
      name: 'Aérien groupé',
      shippingType: 'STANDARD',
      base: 55,
      perKg: 5.5,
      days: 15,
    },
  ],
};

/** Customs and excise paperwork of a shipment leaving the EU. */
const customsFee: Record<Zone, number> = { 0: 0, 1: 0, 2: 15, 3: 25, 4: 25 };

/** `days` working days after `from` (weekends skipped). */
export function addWorkingDays(from: Date, days: number): Date {
  const date = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate()));
  let left = days;
  while (left > 0) {
    date.setUTCDate(date.getUTCDate() + 1);
    const day = date.getUTCDay();
    if (day !== 0 && day !== 6) left -= 1;
  }
  return date;
}

/**
 * Local Vignoble Export (`npm start`, tests): prices by zone of the destination and weight of each
 * parcel (a base per parcel and a price per started kg, plus customs outside the EU), a Standard and
 * an Express offer each time. No network; same question, same answer (on the same day).
 */
export class LocalVignobleExport implements VignobleExportAdapter {
  constructor(private readonly today: () => Date = () => new Date()) {}

  async quote(
    _account: VignobleExportAccount,
    parcels: readonly ExportParcel[],
    destination: ExportDestination,
  ): Promise<ExportOffer[]> {
    const zone = exportZone(destination.country);
    const today = this.today();
    return services[zone].map((service) => {
      const parcelsPrice = parcels.reduce(
        (sum, parcel) => sum + service.base + service.perKg * Math.ceil(parcel.weightKg),
        0,
      );
      const delivery = addWorkingDays(today, service.days);
      const deliveryDate = delivery.toISOString().slice(0, 10);
      const todayUtc = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
      return {
        serviceCode: serviceCodeOf(service.carrier, service.name),
        serviceName: service.name,
        carrier: service.carrier,
        shippingType: service.shippingType,
        price: round2(parcelsPrice + customsFee[zone]),
        insurancePrice: null,
        deliveryDays: Math.round((delivery.getTime() - todayUtc) / 86_400_000),
        deliveryDate,
      };
    });
  }
}

/**
 * Local bookings through Vignoble Export (`npm start`, tests): a tracking number drawn from the
 * order's reference (`VE` and 10 digits), a pdf-lib label naming the service booked; any booking
 * can be cancelled; tracking answers "registered" (nothing moves a local parcel).
 */
export class LocalVignobleExportShipments implements VignobleExportShipments {
  async createShipment(
    _account: VignobleExportAccount,
    request: ShipmentRequest & { serviceCode: string | null },
  ): Promise<CreatedShipment> {
    if (request.parcels.length === 0)
      throw new CarrierPartnerError('VIGNOBLE_EXPORT', 'request', 'http-400', 'No package');
    const random = seededRandom(`VE|${request.reference}|${request.serviceCode ?? ''}`);
    const trackingNumber = `VE${String(Math.floor(random() * 1e10)).padStart(10, '0')}`;
    const label = await localLabelPdf(`Vignoble Export - ${request.serviceCode ?? 'standard'}`, trackingNumber, [
      `Ref. ${request.reference} - ${request.parcels.length} colis - ${totalWeightKg(request.parcels).toFixed(2)} kg`,
      `From: ${labelAddress(request.shipper)}`,
      `To: ${labelAddress(request.recipient)}`,
    ]);
    return { trackingNumber, trackingUrl: `https://www.vignoblexport.fr/suivi?tracking=${trackingNumber}`, label };
  }

  async cancelShipment(_account: VignobleExportAccount, trackingNumber: string): Promise<void> {
    if (!/^VE\d{10}$/.test(trackingNumber))
      throw new CarrierPartnerError('VIGNOBLE_EXPORT', 'request', 'http-404', 'Unknown shipment');
  }

  async tracking(
    _account: VignobleExportAccount,
    trackingNumber: string,
    lang: 'fr_FR' | 'en_US',
  ): Promise<ShipmentTracking> {
    if (!/^VE\d{10}$/.test(trackingNumber))
      throw new CarrierPartnerError('VIGNOBLE_EXPORT', 'request', 'http-404', 'Unknown shipment');
    const label = lang === 'fr_FR' ? 'Expédition enregistrée' : 'Shipment registered';
    return { status: 'REGISTERED', label, events: [{ at: null, label, place: null }] };
  }
}
