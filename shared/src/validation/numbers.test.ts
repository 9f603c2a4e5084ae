import { describe, expect, it } from 'vitest';
import { readNumber } from './numbers.ts';

describe('readNumber', () => {
  it('reads numbers and their text, comma decimals included; blank and null are not given', () => {
    expect(readNumber(12.5)).toBe(12.5);
    expect(readNumber(' 12,5 ')).toBe(12.5);
    expect(readNumber('-3')).toBe(-3);
    expect(readNumber('')).toBeUndefined();
    expect(readNumber(null)).toBeUndefined();
    expect(readNumber(undefined)).toBeUndefined();
  });

  it('reads text that is no number as NaN', () => {
    expect(readNumber('abc')).toBeNaN();
    expect(readNumber('1.234,5')).toBeNaN();
    expect(readNumber('1e3')).toBeNaN();
  });

  it('reads a number past 2^53 or not finite as NaN, as a number and as text', () => {
    expect(readNumber(1e308)).toBeNaN();
    expect(readNumber(-1e308)).toBeNaN();
    expect(readNumber(Number.POSITIVE_INFINITY)).toBeNaN();
    expect(readNumber(Number.NaN)).toBeNaN();
    expect(readNumber(2 ** 53)).toBeNaN();
    expect(readNumber('9007199254740993')).toBeNaN();
    expect(readNumber(Number.MAX_SAFE_INTEGER)).toBe(Number.MAX_SAFE_INTEGER);
    expect(readNumber('9007199254740991')).toBe(Number.MAX_SAFE_INTEGER);
  });
});
