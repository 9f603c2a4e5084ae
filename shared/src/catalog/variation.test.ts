import { describe, expect, it } from 'vitest';
import { variationInputSchema } from './variation.ts';

const errorsOf = (result: ReturnType<typeof variationInputSchema.safeParse>) =>
  result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));

describe('variation rules', () => {
  it('accepts a label, the field it names (as a select sends it) and trimmed values', () => {
    expect(
      variationInputSchema.parse({ label: ' Bottle size ', variation: '2', values: [' Magnum', 'Jeroboam'] }),
    ).toEqual({
      label: 'Bottle size',
      variation: 2,
      values: ['Magnum', 'Jeroboam'],
    });
  });

  it('asks for a label ("Please enter a label") and a field ("variation required") at once', () => {
    expect(errorsOf(variationInputSchema.safeParse({ label: ' ', variation: '' }))).toEqual({
      label: 'variation.labelRequired',
      variation: 'variation.variationRequired',
    });
  });

  it('knows only the three vintage fields', () => {
    expect(errorsOf(variationInputSchema.safeParse({ label: 'Size', variation: 4 }))).toEqual({
      variation: 'validation.invalidValue',
    });
  });

  it('refuses a blank value and the same value twice, whatever its case', () => {
    expect(
      errorsOf(variationInputSchema.safeParse({ label: 'Size', variation: 1, values: ['Magnum', ' ', 'magnum'] })),
    ).toEqual({
      'values.1': 'variation.valueRequired',
      'values.2': 'variation.valueTwice',
    });
  });

  it('refuses an unknown field such as a site id', () => {
    expect(variationInputSchema.safeParse({ label: 'Size', variation: 1, idSite: 2 }).success).toBe(false);
  });
});
