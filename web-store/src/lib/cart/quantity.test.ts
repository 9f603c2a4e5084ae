import { describe, expect, it } from 'vitest';
import { decreased, increased, quantityStep, typedQuantity } from './quantity.ts';

describe('quantities (spec 2 §5)', () => {
  it('step by the vintage’s sell-by multiple for a vintage wine, by 1 otherwise', () => {
    expect(quantityStep({ productType: 'WINE', isVintage: true }, { sellByMultipleOf: 6 })).toBe(6);
    expect(quantityStep({ productType: 'WINE', isVintage: false }, { sellByMultipleOf: 6 })).toBe(1);
    expect(quantityStep({ productType: 'BOX', isVintage: false }, undefined)).toBe(1);
    expect(quantityStep({ productType: 'WINE', isVintage: true }, { sellByMultipleOf: 0 })).toBe(1);
    expect(increased(6, 6)).toBe(12);
    expect(decreased(12, 6)).toBe(6);
    expect(decreased(6, 6)).toBe(6);
  });

  it('read typed text as an integer; a negative value, or no number, becomes 1', () => {
    expect(typedQuantity('12')).toBe(12);
    expect(typedQuantity('7.9')).toBe(7);
    expect(typedQuantity(' 3 ')).toBe(3);
    expect(typedQuantity('-4')).toBe(1);
    expect(typedQuantity('')).toBe(1);
    expect(typedQuantity('abc')).toBe(1);
    expect(typedQuantity('0')).toBe(0);
  });
});
