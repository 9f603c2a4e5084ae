/**
 * Quantity rules (spec 2 §5): buttons step by the declination's sellByMultipleOf for vintage wines,
 * otherwise by 1 (never below one step); a typed quantity is read as an integer and a negative one
 * becomes 1 (so does text that is no number).
 */
export function quantityStep(
  product: { productType: string; isVintage: boolean },
  declination: { sellByMultipleOf: number } | undefined,
): number {
  if (product.productType === 'WINE' && product.isVintage && declination)
    return Math.max(1, Math.trunc(declination.sellByMultipleOf) || 1);
  return 1;
}

export const increased = (quantity: number, step: number): number => quantity + step;
export const decreased = (quantity: number, step: number): number => Math.max(step, quantity - step);

export function typedQuantity(text: string): number {
  const value = Number.parseInt(text, 10);
  return Number.isNaN(value) || value < 0 ? 1 : value;
}
