import {
  chronopostCatalogue,
  isChronopostProductCode,
  type ChronopostProductCode,
} from '@cellar/shared/shipping/partners';
import { round2 } from '@cellar/shared/validation/numbers';
import type {
  ChronopostAccount,
  ChronopostAdapter,
  ChronopostLabel,
  ChronopostLabelRequest,
  ChronopostLabels,
  ChronopostProductsRequest,
  ChronopostQuote,
  ChronopostQuoteRequest,
} from './chronopost.ts';
import { labelAddress, localLabelPdf } from './local-label.ts';
import { seededRandom } from './local-places.ts';
import type { ShipmentTracking } from './shipments.ts';
import { CarrierPartnerError } from './partner-error.ts';

/** Chronopost takes parcels up to 30 kg. */
const maxParcelKg = 30;
const vatRate = 0.2;

/** Plausible prices without VAT: up to 2 kg, then each started kg (euros). */
const rates: Record<ChronopostProductCode, { upTo2Kg: number; perKg: number }> = {
  '1': { upTo2Kg: 16.9, perKg: 0.95 },
  '2': { upTo2Kg: 22.4, perKg: 1.15 },
  '16': { upTo2Kg: 15.6, perKg: 0.9 },
  '86': { upTo2Kg: 7.9, perKg: 0.45 },
  '0': { upTo2Kg: 12.5, perKg: 0.8 },
  '44': { upTo2Kg: 26.5, perKg: 2.1 },
  '17': { upTo2Kg: 44, perKg: 3.9 },
  '37': { upTo2Kg: 58, perKg: 4.8 },
};

function localQuote(
  productCode: ChronopostProductCode,
  request: { from: { country: string }; to: { country: string }; weightKg: number },
): ChronopostQuote {
  const product = chronopostCatalogue[productCode];
  const abroad = request.to.country.toUpperCase() !== 'FR';
  if (request.from.country.toUpperCase() !== 'FR')
    throw new CarrierPartnerError('CHRONOPOST', 'request', 'errorCode 1', 'Chronopost ships from France');
  if (abroad !== product.international)
    throw new CarrierPartnerError(
      'CHRONOPOST',
      'request',
      'errorCode 1',
      'Produit non disponible pour cette destination',
    );
  if (!(request.weightKg > 0) || request.weightKg > maxParcelKg)
    throw new CarrierPartnerError('CHRONOPOST', 'request', 'errorCode 2', 'Poids non autorisé');
  const rate = rates[productCode];
  const amount = round2(rate.upTo2Kg + rate.perKg * Math.max(0, Math.ceil(request.weightKg) - 2));
  const amountTva = round2(amount * vatRate);
  return { productCode, amount, amountTva, amountTtc: round2(amount + amountTva), zone: abroad ? '3' : '1' };
}

/**
 * Local Chronopost (`npm start`, tests): prices by product and weight (a price up to 2 kg, then per
 * started kg, 20 % VAT), France to France for the domestic products, France abroad for the
 * international ones, 30 kg at most, as Chronopost refuses the rest.
 */
export class LocalChronopost implements ChronopostAdapter, ChronopostLabels {
  async quote(_account: ChronopostAccount, request: ChronopostQuoteRequest): Promise<ChronopostQuote> {
    return localQuote(request.productCode, request);
  }

  async products(_account: ChronopostAccount, request: ChronopostProductsRequest): Promise<ChronopostQuote[]> {
    const quotes: ChronopostQuote[] = [];
    for (const code of Object.keys(chronopostCatalogue)) {
      if (!isChronopostProductCode(code)) continue;
      try {
        quotes.push({ ...localQuote(code, request), zone: null });
      } catch (error) {
        if (!(error instanceof CarrierPartnerError)) throw error;
      }
    }
    return quotes;
  }

  /** A one-page PDF label (pdf-lib) with the parcel's number, the addresses and the weight; the same order, the same
   * number. */
  async createLabel(_account: ChronopostAccount, request: ChronopostLabelRequest): Promise<ChronopostLabel> {
    if (!(request.weightKg > 0) || request.weightKg > maxParcelKg)
      throw new CarrierPartnerError('CHRONOPOST', 'request', 'errorCode 2', 'Poids non autorisé');
    const random = seededRandom(`${request.reference}|${request.productCode}`);
    const skybillNumber = `XJ${String(Math.floor(random() * 1e9)).padStart(9, '0')}FR`;
    const pdf = await localLabelPdf(`Chronopost - ${chronopostCatalogue[request.productCode].name}`, skybillNumber, [
      `Ref. ${request.reference} - ${request.weightKg.toFixed(2)} kg`,
      `From: ${labelAddress(request.shipper)}`,
      `To: ${labelAddress(request.recipient)}`,
      ...(request.relayId ? [`Relay ${request.relayId}`] : []),
    ]);
    return { skybillNumber, pdf };
  }

  /** Any local skybill can be cancelled: nothing was handed over. */
  async cancelLabel(_account: ChronopostAccount, skybillNumber: string): Promise<void> {
    if (!/^XJ\d{9}FR$/.test(skybillNumber))
      throw new CarrierPartnerError('CHRONOPOST', 'request', 'errorCode 1', 'Numéro de colis inconnu');
  }

  /** A local parcel stays where labels are: registered, never moved. */
  async track(_account: ChronopostAccount, skybillNumber: string, lang: 'fr_FR' | 'en_US'): Promise<ShipmentTracking> {
    if (!/^XJ\d{9}FR$/.test(skybillNumber))
      throw new CarrierPartnerError('CHRONOPOST', 'request', 'errorCode 1', 'Numéro de colis inconnu');
    const label =
      lang === 'fr_FR' ? 'Envoi en cours de préparation chez l’expéditeur' : 'Shipment being prepared by the sender';
    return { status: 'REGISTERED', label, events: [{ at: null, label, place: null }] };
  }
}

/** A minimal valid PDF (A6, Helvetica) showing lines of ASCII text. */
export function textPdf(lines: readonly string[]): Uint8Array {
  const ascii = (text: string) =>
    text
      .normalize('NFD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/([\\()])/g, '\\$1');
  const content = ['BT', '/F1 9 Tf', '12 TL', '20 390 Td', ...lines.map((line) => `(${ascii(line)}) Tj T*`), 'ET'].join(
    '\n',
  );
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 298 420] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(pdf.length);
    pdf += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(pdf);
}
