import { describe, expect, it } from 'vitest';
import { translate } from '../i18n/messages.ts';
import { baseFontInputSchema, baseFontIssues, fontSettingIssues, isFontOf } from './fonts.ts';

const file = (magic: string, size = 64) => {
  const data = new Uint8Array(size);
  data.set([...magic].map((c) => c.charCodeAt(0)));
  return { filename: 'x.woff2', contentType: 'font/woff2', size, data };
};

describe('base font rules (spec 1 §5 "Font family, weight, style and file mandatory")', () => {
  it('asks for family, weight, style and file, with the spec message in both languages', () => {
    const issues = baseFontIssues({}, { hasFile: false });
    expect(issues).toEqual({
      family: 'font.baseFontRequired',
      weight: 'font.baseFontRequired',
      style: 'font.baseFontRequired',
      file: 'font.baseFontRequired',
    });
    expect(translate('font.baseFontRequired', 'en_US')).toBe('Font family, weight, style and file mandatory');
    expect(translate('font.baseFontRequired', 'fr_FR')).toBe(
      'La famille, la graisse, le style et le fichier de la police sont obligatoires',
    );
  });

  it('takes weights 100 to 900 by hundreds, and the styles normal and italic', () => {
    expect(baseFontIssues({ family: 'Lora', weight: '700', style: 'italic' }, { hasFile: true })).toEqual({});
    expect(baseFontIssues({ family: 'Lora', weight: 750, style: 'normal' }, { hasFile: true }).weight).toBe(
      'font.invalidWeight',
    );
    expect(baseFontIssues({ family: 'Lora', weight: 1000, style: 'oblique' }, { hasFile: true })).toEqual({
      weight: 'font.invalidWeight',
      style: 'font.invalidStyle',
    });
  });

  it('knows a font by its first bytes, not by its name', () => {
    expect(isFontOf('woff2', file('wOF2').data)).toBe(true);
    expect(isFontOf('woff2', file('wOFF').data)).toBe(false);
    expect(isFontOf('woff', file('wOFF').data)).toBe(true);
    const refused = baseFontInputSchema.safeParse({ family: 'Lora', file: file('\0\u0001\0\0') });
    expect(refused.success).toBe(false);
    expect(refused.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['file', 'font.notWoff2']]);
  });

  it('refuses a file over 2 MB and a family that could leave its CSS string', () => {
    const big = baseFontInputSchema.safeParse({ file: file('wOF2', 2 * 1024 * 1024 + 1) });
    expect(big.error!.issues[0]!.message).toBe('font.fileTooBig');
    const family = baseFontInputSchema.safeParse({ family: 'Lora"}' });
    expect(family.error!.issues[0]!.message).toBe('font.invalidFamily');
  });
});

describe('a type’s font rules (TITLE, MENU, CONTENT)', () => {
  const families = ['Lora'];
  it('accepts a family among the site’s fonts, a size above 0 up to 10 em, a weight, a #rrggbb colour', () => {
    expect(fontSettingIssues({ family: 'Lora', size: 10, weight: 400, colour: '#A0b0C0' }, { families })).toEqual({});
    expect(fontSettingIssues({ family: 'Lora', size: '0.8', weight: '100', colour: '#000000' }, { families })).toEqual(
      {},
    );
  });

  it('refuses each wrong value with its message', () => {
    expect(fontSettingIssues({ family: 'Arial', size: 0, weight: 450, colour: '#fff' }, { families })).toEqual({
      family: 'font.familyUnknown',
      size: 'font.invalidSize',
      weight: 'font.invalidWeight',
      colour: 'font.invalidColour',
    });
    expect(fontSettingIssues({ family: 'Lora', size: 10.5, weight: 400, colour: '#000000' }, { families }).size).toBe(
      'font.invalidSize',
    );
    expect(translate('font.invalidSize', 'en_US')).toBe('The size must be a number of em above 0, 10 at most');
    expect(translate('font.invalidColour', 'fr_FR')).toBe('La couleur doit s’écrire #rrggbb');
  });
});
