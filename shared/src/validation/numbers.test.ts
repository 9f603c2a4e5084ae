import { describe, expect, it } from 'vitest';
import { readNumber, readWholeNumber } from './numbers.ts';

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

describe('readWholeNumber', () => {
  it('reads whole numbers and their digits; blank and null are not given', () => {
    expect(readWholeNumber(12)).toBe(12);
    expect(readWholeNumber(' 12 ')).toBe(12);
    expect(readWholeNumber('-3')).toBe(-3);
    expect(readWholeNumber('')).toBeUndefined();
    expect(readWholeNumber(null)).toBeUndefined();
  });

  it('reads a decimal, or text with any separator, as NaN: never 13 for "1.3", nor 1 or 1000 for "1.000"', () => {
    for (const value of [1.3, '1.3', '1,3', '1.000', '1,000', '1 000', '12.0', 'abc', 1e308, '9007199254740993'])
      expect(readWholeNumber(value)).toBeNaN();
  });
});
