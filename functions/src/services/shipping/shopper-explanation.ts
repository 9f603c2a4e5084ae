import type { PricedShippingOption, ShippingOptionView, ShopperFeeExplanation } from '@cellar/shared/shipping/fees';

const toCents = (euros: number): number => Math.round(euros * 100);

/**
 * `total` cents shared in proportion to `weights` (equal shares when they are all 0), whole cents
 * that add up to `total` exactly: the largest remainders get the cents left over.
 */
export function shareCents(weights: readonly number[], total: number): number[] {
  if (weights.length === 0) return [];
  const sum = weights.reduce((a, b) => a + b, 0);
  const used = sum > 0 ? weights : weights.map(() => 1);
  const usedSum = sum > 0 ? sum : weights.length;
  const exact = used.map((weight) => (total * weight) / usedSum);
  const shares = exact.map((value) => Math.floor(value));
  let left = total - shares.reduce((a, b) => a + b, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - shares[index]! }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left <= 0) break;
    shares[index]! += 1;
    left -= 1;
  }
  return shares;
}

/**
 * An option as a shopper sees it (`POST /calculate/shipping-fees`, docs/shipping.md "The answer"):
 * the destination, the parcels (box, contents, bottles, weight, the tranche's bounds) and free
 * shipping. A parcel's price is its share of `fdp`: the producer's percentage and fixed part are in
 * it, spread in proportion to the parcels' own prices, so nothing tells the markup apart from the
 * carrier's price. The percentage, the fixed part, the base price, the flat rate and the partner's
 * price stay on the server (the order keeps them all).
 */
export function shopperOption(option: PricedShippingOption): ShippingOptionView {
  const { explanation: full, ...rest } = option;
  const priced = full.parcels.length > 0 && full.parcels.every((parcel) => parcel.price !== null);
  const shares = priced
    ? shareCents(
        full.parcels.map((parcel) => toCents(parcel.price!)),
        toCents(option.fdp),
      )
    : null;
  const explanation: ShopperFeeExplanation = {
    destination: { ...full.destination },
    parcels: full.parcels.map((parcel, index) => ({
      box: { ...parcel.box },
      contents: parcel.contents.map((line) => ({ ...line })),
      bottles: parcel.bottles,
      equivalents: parcel.equivalents,
      weightKg: parcel.weightKg,
      tranche: parcel.tranche ? { min: parcel.tranche.min, max: parcel.tranche.max } : null,
      price: shares ? shares[index]! / 100 : null,
    })),
    ...(full.exportService
      ? { exportService: { serviceCode: full.exportService.serviceCode, name: full.exportService.name } }
      : {}),
    freeShipping: { ...full.freeShipping },
  };
  return { ...rest, explanation };
}
