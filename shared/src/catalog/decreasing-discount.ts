import * as z from 'zod';
import { fail, isBlank } from '../validation/issues.ts';
import { looseNumber, readNumber } from '../validation/numbers.ts';

/**
 * Decreasing discounts of a product: from a quantity bought, a discount per unit (spec 1 §3 "decreasing
 * discounts"; spec 2 §3 "Discount: type (EURO or a percentage), amount"). `[{ fromQuantity: 6,
 * type: 'PERCENT', amount: 5 }, { fromQuantity: 12, type: 'PERCENT', amount: 10 }]`: 5 % off from 6
 * bottles, 10 % from 12. The highest threshold reached applies.
 */
export const decreasingDiscountTypes = ['PERCENT', 'EURO'] as const;
export type DecreasingDiscountType = (typeof decreasingDiscountTypes)[number];
export const maxDecreasingDiscounts = 20;

export interface DecreasingDiscount {
  fromQuantity: number;
  type: DecreasingDiscountType;
  amount: number;
}

const lineShape = z.strictObject({
  fromQuantity: looseNumber,
  type: z.string().max(20, 'validation.tooLong').nullish(),
  amount: looseNumber,
});

/**
 * Body of `PUT /admin/product/{id}/decreasing-discount`: the whole list (an empty one removes them).
 * The Discount rules (spec 1 §5), on each line: the quantity over 0 ("The number of unit must be greater
 * than 0", the DECREASING limit), no two lines from the same quantity, a type ("You must choose a
 * type"), an amount over 0 ("Discount must be positive"), a PERCENT at most 100 ("Discount cannot be
 * more than 100%"). Answered sorted by quantity.
 */
export const decreasingDiscountInputSchema = z
  // The whole list, every time (an empty list clears it): never read from a missing field.
  .strictObject({ discounts: z.array(lineShape).max(maxDecreasingDiscounts, 'decreasingDiscount.tooMany') })
  .superRefine((raw, ctx) => {
    const seen = new Set<number>();
    (raw.discounts ?? []).forEach((line, i) => {
      const quantity = readNumber(line.fromQuantity);
      if (quantity === undefined || !Number.isInteger(quantity) || quantity <= 0)
        fail(ctx, `discounts.${i}.fromQuantity`, 'decreasingDiscount.quantityInvalid');
      else if (seen.has(quantity)) fail(ctx, `discounts.${i}.fromQuantity`, 'decreasingDiscount.quantityTwice');
      else seen.add(quantity);
      const typed = !isBlank(line.type);
      if (!typed) fail(ctx, `discounts.${i}.type`, 'decreasingDiscount.typeRequired');
      else if (!(decreasingDiscountTypes as readonly string[]).includes(line.type!))
        fail(ctx, `discounts.${i}.type`, 'validation.invalidValue');
      const amount = readNumber(line.amount);
      if (amount === undefined || !Number.isFinite(amount) || amount <= 0)
        fail(ctx, `discounts.${i}.amount`, 'decreasingDiscount.amountInvalid');
      else if (line.type === 'PERCENT' && amount > 100)
        fail(ctx, `discounts.${i}.amount`, 'decreasingDiscount.percentTooHigh');
    });
  })
  .transform((raw): { discounts: DecreasingDiscount[] } => ({
    discounts: (raw.discounts ?? [])
      .map((line) => ({
        fromQuantity: readNumber(line.fromQuantity)!,
        type: line.type as DecreasingDiscountType,
        amount: readNumber(line.amount)!,
      }))
      .sort((a, b) => a.fromQuantity - b.fromQuantity),
  }));

export const decreasingDiscountSchema = z.object({
  fromQuantity: z.number(),
  type: z.enum(decreasingDiscountTypes),
  amount: z.number(),
});
export const decreasingDiscountListSchema = z.object({ discounts: z.array(decreasingDiscountSchema) });

/** The discount that applies to a quantity: the line with the highest threshold reached, if any. */
export function decreasingDiscountFor(
  discounts: readonly DecreasingDiscount[],
  quantity: number,
): DecreasingDiscount | null {
  let found: DecreasingDiscount | null = null;
  for (const line of discounts)
    if (quantity >= line.fromQuantity && (!found || line.fromQuantity > found.fromQuantity)) found = line;
  return found;
}
