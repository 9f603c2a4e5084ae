/**
 * What the fee engine needs from the export partner (Vignoble Export), implemented in
 * `functions/src/adapters/carriers/` (a local implementation by default, the partner's HTTP API
 * otherwise; docs/shipping.md "The export partner's adapter"). The engine packs the cart into the
 * carrier's boxes first (fewest parcels), then asks once for the whole shipment.
 */
export interface ExportQuoter {
  /**
   * The partner's offers for these parcels to this destination, prices in euros before our
   * percentage and fix; an empty list when the partner does not serve it. A failure (network,
   * refusal) rejects: the engine then leaves the export carrier out and answers the others.
   */
  quote(parcels: readonly ExportParcel[], destination: ExportDestination): Promise<ExportOffer[]>;
}

export interface ExportParcel {
  /** The box (a GLOBAL VIGNOBLE_EXPORT box), sizes in cm. */
  box: { id: number; name: string | null; width: number; height: number; depth: number };
  /** Contents plus the empty box, kg. */
  weightKg: number;
  /** Bottles by capacity (cl), for the partner's duties and packaging: `[{ capacityCl: 75, quantity: 6 }]`. */
  bottles: { capacityCl: number; quantity: number }[];
}

export interface ExportDestination {
  /** ISO 3166-1 alpha-3. */
  country: string;
  postalCode: string;
}

export interface ExportOffer {
  /** The partner's code for the service, answered to the storefront as `serviceCode`. */
  serviceCode: string;
  /** The service as the shopper reads it ("Standard", "Express"). */
  name: string;
  /** Euros, tax included, before our percentage and fix. */
  price: number;
}
