import { describe, expect, it } from 'vitest';
import { stockWrite } from './product-service.ts';

/** When a product or vintage save writes its stock (docs/decisions.md "Catalogue API", stock). */
describe('stockWrite', () => {
  it('keeps the stock when no quantity is sent', () => {
    expect(stockWrite(undefined, undefined)).toBeNull();
    expect(stockWrite(null, 10)).toBeNull();
  });

  it('keeps the stock when the quantity is the one the admin loaded (not touched)', () => {
    expect(stockWrite(10, 10)).toBeNull();
  });

  it('sets a changed stock on the condition it is still the one loaded', () => {
    expect(stockWrite(20, 10)).toEqual({ quantity: 20, expected: 10 });
    expect(stockWrite(0, 10)).toEqual({ quantity: 0, expected: 10 });
  });

  it('sets the stock as asked without a previous quantity (an API client)', () => {
    expect(stockWrite(20, undefined)).toEqual({ quantity: 20, expected: undefined });
  });
});
