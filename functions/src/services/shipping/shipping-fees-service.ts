import type { PricedShippingOption, ShippingOptionView } from '@cellar/shared/shipping/fees';
import { isEuMember } from '@cellar/shared/shipping/countries';
import { round2 } from '@cellar/shared/validation/numbers';
import type { ExportDestination, ExportOffer, ExportParcel } from './export-quote.ts';
import type { SiteId } from '../../data/site-id.ts';
import { ValidationError, type FieldErrorKeys } from '../../lib/errors.ts';
import type { ProductRecord, VintageRecord } from '../../repositories/product-records.ts';
import { currentCatalogue } from '../catalog/current-catalogue.ts';

type CatalogueEntry = { product: ProductRecord; vintages: readonly VintageRecord[] };
import { carrierService } from './carrier-service.ts';
import { vignobleExportService } from './partner-service.ts';
import { cartShipment, type CartLine } from './cart-shipment.ts';
import { calculateShippingFees } from './fee-engine.ts';
import { shopperOption } from './shopper-explanation.ts';

export interface ShippingFeesRequest {
  products: CartLine[];
  postalCode: string;
  country: string;
}

/**
 * `POST /calculate/shipping-fees` (docs/shipping.md): the cart's items from the site's catalogue
 * (one Query), the site's valid carriers with their boxes, grids, rules and flat rates (one Query),
 * the export partner's quote through its adapter, and the fee engine's cheapest packing per carrier.
 */
/** Standard French VAT rate, percent. */
const frenchVatRate = 20;

/** The partner's offers with the site's markup on the partner (its settings' percentage); the carrier's own percentage
 * and fix apply after. */
async function exportOffers(
  site: SiteId,
  parcels: readonly ExportParcel[],
  destination: ExportDestination,
): Promise<ExportOffer[]> {
  const quote = await vignobleExportService.quote(site, parcels, destination);
  if (!quote) return [];
  return quote.offers.map((offer) => ({ ...offer, price: round2(offer.price * (1 + quote.percentageToApply / 100)) }));
}

export const shippingFeesService = {
  /**
   * The options with their full explanation (the producer's percentage and fixed part, the grid's
   * and the partner's prices): for an order, which keeps it. `catalogue`: the site's catalogue when
   * the caller read it already (an order), so it is not read twice.
   */
  async calculate(
    site: SiteId,
    request: ShippingFeesRequest,
    read: { catalogue?: readonly CatalogueEntry[] } = {},
  ): Promise<PricedShippingOption[]> {
    const [catalogue, carriers] = await Promise.all([
      read.catalogue ?? currentCatalogue(site),
      carrierService.forFees(site),
    ]);
    const { items, unknown } = cartShipment(
      request.products,
      new Map(catalogue.map((entry) => [entry.product.id, entry])),
    );
    if (unknown.length > 0) {
      const errors: FieldErrorKeys = {};
      for (const line of unknown)
        errors[`products.${line.index}.${line.field}`] = [
          line.field === 'idVintage' ? 'vintage.notFound' : 'product.notFound',
        ];
      throw new ValidationError(errors);
    }
    // The partner quotes VAT excluded: French VAT applies to transport within the EU, none to an export.
    const vatRate = isEuMember(request.country) ? frenchVatRate : 0;
    const priced = carriers.map((carrier) => (carrier.type === 'VIGNOBLE_EXPORT' ? { ...carrier, vatRate } : carrier));
    const result = await calculateShippingFees(
      { items, country: request.country, postalCode: request.postalCode, carriers: priced },
      { exportQuoter: { quote: (parcels, destination) => exportOffers(site, parcels, destination) } },
    );
    if (!result.ok) {
      // The spec's message (spec 1 §8) as the answer's message, and on the lines it is about.
      const lines = result.idProducts.flatMap((id) =>
        request.products.flatMap((line, index) => (line.idProduct === id ? [index] : [])),
      );
      const errors: FieldErrorKeys = lines.length
        ? Object.fromEntries(lines.map((index) => [`products.${index}.idProduct`, [result.message]]))
        : { products: [result.message] };
      throw new ValidationError(errors, result.message);
    }
    return result.options;
  },

  /** `POST /calculate/shipping-fees` (public): the options as a shopper may see them (`shopperOption`). */
  async forShopper(site: SiteId, request: ShippingFeesRequest): Promise<ShippingOptionView[]> {
    return (await this.calculate(site, request)).map(shopperOption);
  },
};
