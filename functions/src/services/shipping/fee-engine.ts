import { quoteBasicCarrier } from './basic-carrier-quote.ts';
import { resolveDestination } from './destination.ts';
import { quoteExportCarrier } from './export-carrier-quote.ts';
import type { ExportQuoter } from './export-quote.ts';
import type { CarrierOutcome, FeeRefusal, FeeRequest, FeeResult, ShippingOption, SkippedCarrier } from './fee-types.ts';
import { quoteFlatRateCarrier } from './flat-rate-quote.ts';
import { freeShippingCount } from './free-shipping.ts';
import type { PackingLimits } from './packing.ts';
import type { ShipmentItem } from './shipment-items.ts';

export interface FeeEngineDependencies {
  exportQuoter: ExportQuoter;
  packingLimits?: PackingLimits;
}

/**
 * Shipping fees for a cart (docs/shipping.md "The fee calculation", `POST /calculate/shipping-fees`):
 * every valid carrier is priced for the destination (one restricted to some products only when the
 * cart holds nothing else), and the answer lists the ones that can ship,
 * cheapest first, each explaining itself. When none can, the refusal is the spec's message for the
 * reason that stopped the most willing carrier: a carrier that could take every item but found no
 * packing ("No optimized packaging found"), else an item no carrier's boxes take ("This product is
 * not fitting any box"), else "No carrier found".
 */
export async function calculateShippingFees(
  request: FeeRequest,
  dependencies: FeeEngineDependencies,
): Promise<FeeResult> {
  const destination = resolveDestination(request.country, request.postalCode);
  const items = request.items.filter((item) => item.quantity > 0);
  const freeCount = freeShippingCount(items.flatMap((item) => (item.kind === 'BOTTLE' ? [item] : [])));
  const limits = dependencies.packingLimits;

  const outcomes = await Promise.all(
    request.carriers.map(async (carrier): Promise<CarrierOutcome> => {
      if (!carrier.valid) return { skipped: { id: carrier.id, name: carrier.name, reason: 'invalid' } };
      const restricted = notShipped(carrier.products, items);
      if (restricted.length > 0)
        return { skipped: { id: carrier.id, name: carrier.name, reason: 'restricted', idProducts: restricted } };
      switch (carrier.type) {
        case 'BASIC':
          return quoteBasicCarrier(carrier, items, destination, freeCount, limits);
        case 'FLAT_RATE':
          return quoteFlatRateCarrier(carrier, destination, freeCount, items.length === 0);
        case 'VIGNOBLE_EXPORT':
          return quoteExportCarrier(carrier, items, destination, freeCount, dependencies.exportQuoter, limits);
      }
    }),
  );

  const options = outcomes.flatMap((outcome) => ('options' in outcome ? outcome.options : []));
  const skipped = outcomes.flatMap((outcome) => ('skipped' in outcome ? [outcome.skipped] : []));
  if (options.length > 0) return { ok: true, options: options.sort(cheapestFirst), skipped };
  return { ok: false, ...refusal(skipped), skipped };
}

/** The cart's products a carrier restricted to a list does not ship. */
function notShipped(products: readonly number[] | undefined, items: readonly ShipmentItem[]): number[] {
  if (products === undefined || products.length === 0) return [];
  const allowed = new Set(products);
  return [...new Set(items.map((item) => item.idProduct))].filter((id) => !allowed.has(id));
}

function cheapestFirst(a: ShippingOption, b: ShippingOption): number {
  return (
    a.price - b.price ||
    a.fdp - b.fdp ||
    a.name.localeCompare(b.name) ||
    a.id - b.id ||
    (a.serviceCode ?? '').localeCompare(b.serviceCode ?? '')
  );
}

function refusal(skipped: readonly SkippedCarrier[]): { message: FeeRefusal; idProducts: number[] } {
  if (skipped.some((carrier) => carrier.reason === 'noPackaging' || carrier.reason === 'tooLarge'))
    return { message: 'shipping.noPackaging', idProducts: [] };
  const unfit = skipped.filter((carrier) => carrier.reason === 'notFitting');
  if (unfit.length > 0) {
    // The products no carrier could take: those every unfit carrier names.
    const named = unfit.map((carrier) => new Set(carrier.idProducts ?? []));
    const everywhere = [...named[0]!].filter((id) => named.every((set) => set.has(id)));
    return { message: 'shipping.productNotFitting', idProducts: everywhere.length > 0 ? everywhere : [...named[0]!] };
  }
  return { message: 'shipping.noCarrier', idProducts: [] };
}
