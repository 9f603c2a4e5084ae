import type { ExportDestination, ExportOffer, ExportParcel } from '../../adapters/carriers/vignoble-export.ts';

export type { ExportDestination, ExportOffer, ExportParcel };

/**
 * What the fee engine needs from the export partner (Vignoble Export): its offers for the parcels
 * the engine packed, in the adapter's own types (`functions/src/adapters/carriers/vignoble-export.ts`,
 * docs/shipping.md "Partners and adapters"). The wiring binds it to the site:
 * `(parcels, destination) => vignobleExportService.quote(site, parcels, destination)` and its offers
 * (none when the partner is not activated, or fails).
 */
export interface ExportQuoter {
  /**
   * Offers for the whole shipment, prices in euros VAT excluded (the carrier's `vatRate` and
   * percentage apply after); an empty list when the partner has none. Rejecting is allowed: the
   * engine then leaves the export carrier out and answers the others.
   */
  quote(parcels: readonly ExportParcel[], destination: ExportDestination): Promise<readonly ExportOffer[]>;
}
