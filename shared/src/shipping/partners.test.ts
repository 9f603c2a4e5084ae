import { describe, expect, it } from 'vitest';
import { translate } from '../i18n/messages.ts';
import {
  chronopostProductInputSchema,
  maskSecret,
  mondialRelayActivateSchema,
  relayCountryOf,
  vignobleExportActivateSchema,
  vignobleExportUpdateSchema,
} from './partners.ts';

type Parsed = { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } };
const errorsOf = (result: Parsed): Record<string, string> =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
const english = (result: Parsed): Record<string, string> =>
  Object.fromEntries(Object.entries(errorsOf(result)).map(([field, key]) => [field, translate(key, 'en_US')]));

const partner = {
  name: 'Léa Roux',
  vatNumber: 'fr 12 345678901',
  apiKey: 'vx_live_8f2c41d09ab34e55',
  percentageToApply: '10,5',
  boxes: [3, '4'],
};

describe('export vineyard partner rules (spec 1 §5), each with its exact message', () => {
  it('accepts a complete partner, normalising the VAT number and reading comma decimals', () => {
    expect(vignobleExportActivateSchema.parse(partner)).toEqual({
      name: 'Léa Roux',
      vatNumber: 'FR12345678901',
      apiKey: 'vx_live_8f2c41d09ab34e55',
      percentageToApply: 10.5,
      boxes: [3, 4],
    });
  });

  it('requires the contact name', () => {
    expect(english(vignobleExportActivateSchema.safeParse({ ...partner, name: ' ' }))).toEqual({
      name: 'Contact name is required',
    });
  });

  it('requires the VAT number', () => {
    expect(english(vignobleExportActivateSchema.safeParse({ ...partner, vatNumber: '' }))).toEqual({
      vatNumber: 'Vat number is required',
    });
  });

  it('refuses a VAT number that is not one', () => {
    expect(english(vignobleExportActivateSchema.safeParse({ ...partner, vatNumber: '12' }))).toEqual({
      vatNumber: 'Invalid VAT number',
    });
  });

  it('requires the API key to activate', () => {
    expect(english(vignobleExportActivateSchema.safeParse({ ...partner, apiKey: undefined }))).toEqual({
      apiKey: 'API key is mandatory',
    });
  });

  it('keeps the stored API key on update when none is sent, but refuses a blank one', () => {
    expect(vignobleExportUpdateSchema.parse({ ...partner, apiKey: undefined }).apiKey).toBeUndefined();
    expect(english(vignobleExportUpdateSchema.safeParse({ ...partner, apiKey: '  ' }))).toEqual({
      apiKey: 'API key is mandatory',
    });
  });

  it('requires at least one box', () => {
    expect(english(vignobleExportActivateSchema.safeParse({ ...partner, boxes: [] }))).toEqual({
      boxes: 'You must set at least one box',
    });
    expect(english(vignobleExportActivateSchema.safeParse({ ...partner, boxes: null }))).toEqual({
      boxes: 'You must set at least one box',
    });
  });

  it('keeps the percentage between -100 and 100', () => {
    expect(english(vignobleExportActivateSchema.safeParse({ ...partner, percentageToApply: 100.5 }))).toEqual({
      percentageToApply: 'The percentage must be between -100% and 100%',
    });
    expect(english(vignobleExportActivateSchema.safeParse({ ...partner, percentageToApply: '-101' }))).toEqual({
      percentageToApply: 'The percentage must be between -100% and 100%',
    });
    expect(vignobleExportActivateSchema.parse({ ...partner, percentageToApply: -100 }).percentageToApply).toBe(-100);
    expect(vignobleExportActivateSchema.parse({ ...partner, percentageToApply: '' }).percentageToApply).toBe(0);
  });

  it('reports every broken rule at once and refuses an unknown field', () => {
    expect(Object.keys(errorsOf(vignobleExportActivateSchema.safeParse({})))).toEqual([
      'name',
      'vatNumber',
      'apiKey',
      'boxes',
    ]);
    expect(vignobleExportActivateSchema.safeParse({ ...partner, idSite: 2 }).success).toBe(false);
  });
});

describe('Mondial Relay settings rules', () => {
  const settings = { enseigne: 'bdtest13', privateKey: 'PrivateK', insuranceLevel: '2', collectionMode: 'rel' };

  it('accepts the brand code in capitals, an insurance level and a collection mode', () => {
    expect(mondialRelayActivateSchema.parse(settings)).toEqual({
      enseigne: 'BDTEST13',
      privateKey: 'PrivateK',
      insuranceLevel: 2,
      collectionMode: 'REL',
    });
    expect(mondialRelayActivateSchema.parse({ enseigne: 'CC23', privateKey: 'k' })).toMatchObject({
      insuranceLevel: 1,
      collectionMode: 'CCC',
    });
  });

  it('says "Enseigne and private key cannot be empty" on each blank field', () => {
    expect(english(mondialRelayActivateSchema.safeParse({ ...settings, enseigne: '' }))).toEqual({
      enseigne: 'Enseigne and private key cannot be empty',
    });
    expect(english(mondialRelayActivateSchema.safeParse({ ...settings, privateKey: ' ' }))).toEqual({
      privateKey: 'Enseigne and private key cannot be empty',
    });
  });

  it('lets the private key be left out (the stored one is kept)', () => {
    expect(mondialRelayActivateSchema.parse({ ...settings, privateKey: undefined }).privateKey).toBeUndefined();
  });

  it('keeps the insurance level from 1 to 5 (spec 1 §9)', () => {
    expect(english(mondialRelayActivateSchema.safeParse({ ...settings, insuranceLevel: 6 }))).toEqual({
      insuranceLevel: 'The insurance level must be between 1 and 5',
    });
    expect(english(mondialRelayActivateSchema.safeParse({ ...settings, insuranceLevel: 0 }))).toEqual({
      insuranceLevel: 'The insurance level must be between 1 and 5',
    });
    expect(mondialRelayActivateSchema.parse({ ...settings, insuranceLevel: 5 }).insuranceLevel).toBe(5);
  });

  it('refuses an unknown collection mode and a malformed brand code', () => {
    expect(english(mondialRelayActivateSchema.safeParse({ ...settings, collectionMode: 'XYZ' }))).toEqual({
      collectionMode: 'Invalid value',
    });
    expect(english(mondialRelayActivateSchema.safeParse({ ...settings, enseigne: 'B' }))).toEqual({
      enseigne: 'The enseigne is 2 to 8 letters or digits',
    });
    expect(english(mondialRelayActivateSchema.safeParse({ ...settings, enseigne: 'BD TEST' }))).toEqual({
      enseigne: 'The enseigne is 2 to 8 letters or digits',
    });
  });
});

describe('Chronopost product rules', () => {
  it('takes a product of the catalogue, named after it unless labelled', () => {
    expect(chronopostProductInputSchema.parse({ productCode: 1 })).toEqual({
      productCode: '1',
      label: 'Chrono 13',
      percentageToApply: 0,
      valid: true,
    });
    expect(chronopostProductInputSchema.parse({ productCode: '86', label: ' Relais ', valid: false })).toMatchObject({
      label: 'Relais',
      valid: false,
    });
  });

  it('asks for a product and refuses one Chronopost does not sell', () => {
    expect(english(chronopostProductInputSchema.safeParse({}))).toEqual({
      productCode: 'You must choose a Chronopost product',
    });
    expect(english(chronopostProductInputSchema.safeParse({ productCode: '99' }))).toEqual({
      productCode: 'Invalid value',
    });
  });

  it('keeps its percentage between -100 and 100', () => {
    expect(english(chronopostProductInputSchema.safeParse({ productCode: '1', percentageToApply: 150 }))).toEqual({
      percentageToApply: 'The percentage must be between -100% and 100%',
    });
  });
});

describe('partner helpers', () => {
  it('never shows a short secret and only the last 4 characters of a long one', () => {
    expect(maskSecret('PrivateK')).toBe('••••••••');
    expect(maskSecret('vx_live_8f2c41d09ab34e55')).toBe('••••••••4e55');
    expect(maskSecret(undefined)).toBeNull();
  });

  it('reads a relay country from a code, a name or the cart country object', () => {
    expect(relayCountryOf('FRA')).toBe('FR');
    expect(relayCountryOf('Belgique')).toBe('BE');
    expect(relayCountryOf({ alphaTwo: 'es' })).toBe('ES');
    expect(relayCountryOf({ alphaThree: 'USA' })).toBeNull();
  });
});
