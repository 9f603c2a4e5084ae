import { describe, expect, it } from 'vitest';
import { decreasingDiscountFor, decreasingDiscountInputSchema } from './decreasing-discount.ts';

const errorsOf = (result: ReturnType<typeof decreasingDiscountInputSchema.safeParse>) =>
  result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));

describe('decreasing discount rules', () => {
  it('accepts thresholds and answers them sorted by quantity, numbers read from text', () => {
    const parsed = decreasingDiscountInputSchema.parse({
      discounts: [
        { fromQuantity: 12, type: 'PERCENT', amount: '10' },
        { fromQuantity: '6', type: 'EURO', amount: '1,5' },
      ],
    });
    expect(parsed.discounts).toEqual([
      { fromQuantity: 6, type: 'EURO', amount: 1.5 },
      { fromQuantity: 12, type: 'PERCENT', amount: 10 },
    ]);
  });

  it('takes an empty list (no decreasing discount), but never reads a missing list as one', () => {
    expect(decreasingDiscountInputSchema.parse({ discounts: [] })).toEqual({ discounts: [] });
    // Replacing the list needs the list: `{}` must not clear a product's discounts.
    expect(decreasingDiscountInputSchema.safeParse({}).success).toBe(false);
    expect(decreasingDiscountInputSchema.safeParse({ discounts: null }).success).toBe(false);
  });

  it('asks for a quantity over 0, a type and a positive amount on each line', () => {
    expect(
      errorsOf(decreasingDiscountInputSchema.safeParse({ discounts: [{ fromQuantity: 0, type: '', amount: 0 }] })),
    ).toEqual({
      'discounts.0.fromQuantity': 'decreasingDiscount.quantityInvalid',
      'discounts.0.type': 'decreasingDiscount.typeRequired',
      'discounts.0.amount': 'decreasingDiscount.amountInvalid',
    });
  });

  it('refuses a quantity that is not a whole number', () => {
    expect(
      errorsOf(
        decreasingDiscountInputSchema.safeParse({ discounts: [{ fromQuantity: 2.5, type: 'EURO', amount: 1 }] }),
      ),
    ).toEqual({
      'discounts.0.fromQuantity': 'decreasingDiscount.quantityInvalid',
    });
  });

  it('refuses two lines from the same quantity', () => {
    const result = decreasingDiscountInputSchema.safeParse({
      discounts: [
        { fromQuantity: 6, type: 'EURO', amount: 1 },
        { fromQuantity: 6, type: 'PERCENT', amount: 5 },
      ],
    });
    expect(errorsOf(result)).toEqual({ 'discounts.1.fromQuantity': 'decreasingDiscount.quantityTwice' });
  });

  it('caps a percentage at 100 but not an amount in euros', () => {
    expect(
      errorsOf(
        decreasingDiscountInputSchema.safeParse({ discounts: [{ fromQuantity: 6, type: 'PERCENT', amount: 100.5 }] }),
      ),
    ).toEqual({
      'discounts.0.amount': 'decreasingDiscount.percentTooHigh',
    });
    expect(
      decreasingDiscountInputSchema.safeParse({ discounts: [{ fromQuantity: 6, type: 'PERCENT', amount: 100 }] })
        .success,
    ).toBe(true);
    expect(
      decreasingDiscountInputSchema.safeParse({ discounts: [{ fromQuantity: 6, type: 'EURO', amount: 150 }] }).success,
    ).toBe(true);
  });

  it('refuses an unknown type', () => {
    expect(
      errorsOf(decreasingDiscountInputSchema.safeParse({ discounts: [{ fromQuantity: 6, type: 'GIFT', amount: 1 }] })),
    ).toEqual({ 'discounts.0.type': 'validation.invalidValue' });
  });

  it('applies the highest threshold reached', () => {
    const lines = [
      { fromQuantity: 6, type: 'PERCENT' as const, amount: 5 },
      { fromQuantity: 12, type: 'PERCENT' as const, amount: 10 },
    ];
    expect(decreasingDiscountFor(lines, 5)).toBeNull();
    expect(decreasingDiscountFor(lines, 6)?.amount).toBe(5);
    expect(decreasingDiscountFor(lines, 18)?.amount).toBe(10);
  });
});
