import { describe, expect, it } from 'vitest';
import {
  countries,
  countryByAlpha2,
  countryByAlpha3,
  countryById,
  frenchDepartmentOf,
  frenchDepartments,
  normaliseCityName,
  normaliseCityNameStart,
  normalisePostalCode,
  searchesName,
  searchesPostalCode,
  statesOf,
} from './countries.ts';

const europe =
  'AD AL AT BA BE BG BY CH CY CZ DE DK EE ES FI FR GB GR HR HU IE IS IT LI LT LU LV MC MD ME MK MT NL NO PL PT RO RS SE SI SK SM UA VA'.split(
    ' ',
  );
const exportDestinations = 'GB CH NO US CA JP CN HK SG AU BR'.split(' ');

describe('the country list', () => {
  it('has every European country and the usual wine-export destinations', () => {
    for (const code of [...europe, ...exportDestinations]) expect(countryByAlpha2(code), code).toBeDefined();
  });

  it('gives each country its ISO numeric code as id, and unique codes', () => {
    expect(countryByAlpha3('FRA')).toMatchObject({
      id: 250,
      alphaTwo: 'FR',
      numeric: '250',
      names: { fr_FR: 'France', en_US: 'France' },
    });
    expect(countryById(40)).toMatchObject({
      alphaThree: 'AUT',
      numeric: '040',
      names: { fr_FR: 'Autriche', en_US: 'Austria' },
    });
    expect(countryByAlpha2('us')?.names).toEqual({ fr_FR: 'États-Unis', en_US: 'United States' });
    for (const field of ['id', 'alphaTwo', 'alphaThree'] as const)
      expect(new Set(countries.map((c) => c[field])).size).toBe(countries.length);
    for (const country of countries) {
      expect(country.alphaTwo).toMatch(/^[A-Z]{2}$/);
      expect(country.alphaThree).toMatch(/^[A-Z]{3}$/);
      expect(country.numeric).toMatch(/^\d{3}$/);
    }
  });

  it('gives France its departments as states: 96 metropolitan ones with 2A and 2B, and 971 to 976', () => {
    const codes = frenchDepartments.map((d) => d.code);
    expect(codes).toHaveLength(102);
    expect(codes).toContain('2A');
    expect(codes).toContain('2B');
    expect(codes).not.toContain('20');
    expect(codes.slice(-6)).toEqual(['971', '972', '973', '974', '975', '976']);
    expect(frenchDepartments.find((d) => d.code === '33')?.name).toBe('Gironde');
    expect(statesOf(250)).toEqual(frenchDepartments);
    expect(statesOf(826)).toEqual([]);
  });
});

describe('the department of a French postal code', () => {
  it.each([
    ['33330', '33'],
    ['01000', '01'],
    ['75016', '75'],
    ['20000', '2A'],
    ['20167', '2A'],
    ['20200', '2B'],
    ['20600', '2B'],
    ['97100', '971'],
    ['97600', '976'],
    ['33 330', '33'],
  ])('%s is in %s', (postalCode, department) => {
    expect(frenchDepartmentOf(postalCode)).toBe(department);
  });

  it('answers null for what is no French postal code', () => {
    for (const text of ['', '3333', 'SW1A1AA', '00100']) expect(frenchDepartmentOf(text)).toBeNull();
  });
});

describe('city names as searched', () => {
  it('ignores accents, case and punctuation, and reads St as Saint', () => {
    expect(normaliseCityName('Saint-Émilion')).toBe('saint-emilion');
    expect(normaliseCityName('ST EMILION')).toBe('saint-emilion');
    expect(normaliseCityName("L'Haÿ-les-Roses")).toBe('l-hay-les-roses');
    expect(normaliseCityName('Cœuvres-et-Valsery')).toBe('coeuvres-et-valsery');
    expect(normaliseCityName('Ste-Foy-lès-Lyon')).toBe('sainte-foy-les-lyon');
    expect(normaliseCityName('  Aÿ  Champagne ')).toBe('ay-champagne');
  });

  it('keeps a finished word finished, and an unfinished "st" a prefix', () => {
    expect(normaliseCityNameStart('saint ')).toBe('saint-');
    expect(normaliseCityNameStart('saint')).toBe('saint');
    expect(normaliseCityNameStart('st ém')).toBe('saint-em');
    expect(normaliseCityNameStart('st')).toBe('st');
    expect(normaliseCityNameStart(' - ')).toBe('');
  });

  it('tells a postal code search from a name search', () => {
    expect(normalisePostalCode(' sw1a 1aa ')).toBe('SW1A1AA');
    expect([searchesName('331'), searchesPostalCode('331')]).toEqual([false, true]);
    expect([searchesName('Beaune'), searchesPostalCode('Beaune')]).toEqual([true, false]);
    expect([searchesName('SW1'), searchesPostalCode('SW1')]).toEqual([true, true]);
  });
});
