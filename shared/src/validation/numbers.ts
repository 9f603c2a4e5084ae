import * as z from 'zod';

/**
 * A number as a form sends it: a JSON number, or the text of a multipart field ("12", "12,5").
 * Blank and null mean "not given". Read with `readNumber`; the rules decide what is acceptable.
 */
export const looseNumber = z.union([z.number(), z.string().max(40, 'validation.tooLong')]).nullish();
export type LooseNumber = z.infer<typeof looseNumber>;

/**
 * `undefined` when not given, `NaN` when given but not a number, else the number (comma decimals read).
 * A number past 2^53 either way (1e308, 9007199254740993, Infinity) is not a figure anyone types: it
 * is not held exactly, and DynamoDB's document client refuses to write it (a 500), so it reads as
 * `NaN` too, which every rule already refuses as it refuses "abc".
 */
export function readNumber(value: LooseNumber): number | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'number') return usable(value);
  const text = value.trim();
  if (text === '') return undefined;
  return /^[-+]?\d+(?:[.,]\d+)?$/.test(text) ? usable(Number(text.replace(',', '.'))) : Number.NaN;
}

/**
 * A whole number (a stock, a count, a year, "sold by") as a form sends it: `undefined` when not
 * given, `NaN` when given but not whole, else the number. As text, digits only: "1.3", "1,0",
 * "1.000" and "1 000" are not whole, since a separator in a count is either a decimal one or a
 * thousands one, and reading either could change the magnitude; the rules answer
 * 'validation.wholeNumber' instead of guessing.
 */
export function readWholeNumber(value: LooseNumber): number | undefined {
  if (typeof value === 'string' && value.trim() !== '' && !/^[-+]?\d+$/.test(value.trim())) return Number.NaN;
  const read = readNumber(value);
  return read === undefined || Number.isInteger(read) ? read : Number.NaN;
}

const usable = (value: number): number =>
  Number.isFinite(value) && Math.abs(value) <= Number.MAX_SAFE_INTEGER ? value : Number.NaN;

/** Given and a number over 0. */
export function isPositive(value: number | undefined): value is number {
  return value !== undefined && Number.isFinite(value) && value > 0;
}

/** Rounds to 2 decimals (money, energy), away from binary noise (0.1 + 0.2). */
export function round2(value: number): number {
  return Math.round((value + Number.EPSILON) * 100) / 100;
}
