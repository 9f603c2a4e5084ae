import { describe, expect, it } from 'vitest';
import { darker, lighter, parameterUpdateSchema, themeDefaults, vatNumberSchema } from './theme.ts';

describe('the theme', () => {
  it('has the spec defaults', () => {
    expect(themeDefaults).toMatchObject({
      PRIMARY_COLOR: '#03A9F4',
      ACCENT_COLOR: '#C51162',
      BACKGROUND_COLOR: '#ffffff',
      FONT_COLOR: '#000000',
    });
  });

  it('makes darker variants by -50 and lighter by +55 per channel, within 0–255', () => {
    expect(darker('#03A9F4')).toBe('#0077c2');
    expect(lighter('#03A9F4')).toBe('#3ae0ff');
    expect(darker('#000')).toBe('#000000');
    expect(lighter('#fff')).toBe('#ffffff');
  });

  it('accepts #rgb and #rrggbb colours and null to go back to the default', () => {
    expect(parameterUpdateSchema.safeParse({ PRIMARY_COLOR: '#abc', ACCENT_COLOR: null }).success).toBe(true);
    expect(parameterUpdateSchema.safeParse({ PRIMARY_COLOR: 'blue' }).success).toBe(false);
  });

  it('normalises VAT numbers', () => {
    expect(vatNumberSchema.parse('fr 12.345 678 901')).toBe('FR12345678901');
    expect(vatNumberSchema.safeParse('123').success).toBe(false);
  });
});
