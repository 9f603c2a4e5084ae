import { describe, expect, it } from 'vitest';
import {
  carrierInputSchema,
  carrierPricesInputSchema,
  carrierRuleInputSchema,
  countryCodeOf,
  overlappingTranche,
} from './carriers.ts';

const errorsOf = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  result.success ? {} : Object.fromEntries(result.error!.issues.map((i) => [i.path.join('.'), i.message]));

const carrier = {
  name: 'Colissimo',
  type: 'BASIC',
  boxes: [3],
  phone: '+33 1 23 45 67 89',
  email: 'pro@colissimo.fr',
  percentageToApply: 10,
  fixToApply: 1.5,
};

describe('Carrier rules (spec 1 §5 "Carrier add")', () => {
  it('accepts a carrier and reads its numbers, unit and delivery type defaulting', () => {
    expect(carrierInputSchema.parse({ ...carrier, freeShippingFrom: '24', percentageToApply: '-12,5' })).toMatchObject({
      type: 'BASIC',
      boxes: [3],
      percentageToApply: -12.5,
      freeShippingFrom: 24,
      unit: 'BOTTLE',
      deliveryType: 'DELIVERY',
      products: [],
    });
  });

  it('reports every broken rule at once, each on its field', () => {
    expect(
      errorsOf(
        carrierInputSchema.safeParse({
          name: ' ',
          phone: '01-23',
          email: 'a@b',
          type: 'BASIC',
          boxes: [],
          percentageToApply: 120,
        }),
      ),
    ).toEqual({
      name: 'carrier.nameRequired',
      phone: 'carrier.invalidPhone',
      email: 'carrier.invalidEmail',
      boxes: 'carrier.boxRequired',
      percentageToApply: 'carrier.percentageRange',
    });
    expect(errorsOf(carrierInputSchema.safeParse({ name: 'X' }))).toEqual({ type: 'carrier.typeRequired' });
  });

  it('asks boxes of BASIC and VIGNOBLE_EXPORT carriers, not of a FLAT_RATE one', () => {
    expect(errorsOf(carrierInputSchema.safeParse({ name: 'X', type: 'VIGNOBLE_EXPORT' }))).toEqual({
      boxes: 'carrier.boxRequired',
    });
    expect(carrierInputSchema.safeParse({ name: 'X', type: 'FLAT_RATE' }).success).toBe(true);
  });

  it('takes -100 and 100 % but not beyond, and free shipping from a whole number of bottles', () => {
    expect(carrierInputSchema.safeParse({ ...carrier, percentageToApply: -100 }).success).toBe(true);
    expect(
      errorsOf(carrierInputSchema.safeParse({ ...carrier, percentageToApply: -100.5, freeShippingFrom: 2.5 })),
    ).toEqual({
      percentageToApply: 'carrier.percentageRange',
      freeShippingFrom: 'carrier.freeShippingInvalid',
    });
  });
});

describe('Tranches and prices (spec 1 §5 "Carrier tranches and prices")', () => {
  const grid = (tranches: unknown[], over: Record<string, unknown> = {}) => ({
    grids: [{ country: 'FRA', tranches, ...over }],
  });

  it('reads comma decimals and lower-case price types, and sorts the tranches', () => {
    const parsed = carrierPricesInputSchema.parse(
      grid(
        [
          { min: 2, max: 3, priceType: 'package', price: '12,90' },
          { min: 1, max: 1, priceType: 'UNIT', price: 9 },
        ],
        { department: '2a' },
      ),
    );
    expect(parsed.grids[0]).toEqual({
      country: 'FRA',
      department: '2A',
      tranches: [
        { min: 1, max: 1, priceType: 'UNIT', price: 9 },
        { min: 2, max: 3, priceType: 'PACKAGE', price: 12.9 },
      ],
    });
  });

  it('reports each line rule on its field', () => {
    expect(
      errorsOf(
        carrierPricesInputSchema.safeParse(
          grid([
            { min: '', max: 3, priceType: 'PACKAGE', price: 1 },
            { min: 5, max: 4, priceType: 'BOX', price: 'abc' },
            { min: -1, max: -2, priceType: 'UNIT', price: -3 },
          ]),
        ),
      ),
    ).toEqual({
      'grids.0.tranches.0.min': 'carrier.minMaxRequired',
      'grids.0.tranches.1.min': 'carrier.minGreaterThanMax',
      'grids.0.tranches.1.priceType': 'carrier.priceTypeInvalid',
      'grids.0.tranches.1.price': 'carrier.invalidPrice',
      'grids.0.tranches.2.min': 'carrier.minNegative',
      'grids.0.tranches.2.max': 'carrier.maxNegative',
      'grids.0.tranches.2.price': 'carrier.minNegative',
    });
  });

  it('lets tranches share a bound but not overlap, and knows countries and French departments', () => {
    expect(
      overlappingTranche([
        { min: 0, max: 5, priceType: 'PACKAGE', price: 1 },
        { min: 5, max: 10, priceType: 'PACKAGE', price: 2 },
      ]),
    ).toBeNull();
    expect(
      errorsOf(
        carrierPricesInputSchema.safeParse(
          grid([
            { min: 1, max: 6, priceType: 'PACKAGE', price: 1 },
            { min: 4, max: 12, priceType: 'PACKAGE', price: 2 },
          ]),
        ),
      ),
    ).toEqual({
      'grids.0.tranches.1.min': 'carrier.tranchesOverlap',
    });
    expect(
      errorsOf(
        carrierPricesInputSchema.safeParse({
          grids: [
            { country: 'XXX', tranches: [] },
            { country: 'FRA', department: '2C', tranches: [] },
          ],
          flatRates: [{ country: 'BEL', price: -1 }],
        }),
      ),
    ).toEqual({
      'grids.0.country': 'carrier.countryInvalid',
      'grids.1.department': 'carrier.departmentInvalid',
      'flatRates.0.price': 'carrier.invalidPrice',
    });
    expect(countryCodeOf(250)).toBe('FRA');
    expect(countryCodeOf('BEL')).toBe('BEL');
    expect(countryCodeOf(999)).toBeNull();
  });
});

describe('Carrier rule (spec 1 §5 "Carrier rule")', () => {
  it('accepts a magnum rule and sorts its lines', () => {
    expect(
      carrierRuleInputSchema.parse({
        name: 'Magnums',
        from: 150,
        to: 150,
        details: [
          { nbBottle: 2, represent: 3 },
          { nbBottle: 1, represent: 2 },
        ],
      }),
    ).toEqual({
      name: 'Magnums',
      from: 150,
      to: 150,
      details: [
        { nbBottle: 1, represent: 2 },
        { nbBottle: 2, represent: 3 },
      ],
    });
  });

  it('reports every broken rule on its field', () => {
    expect(
      errorsOf(
        carrierRuleInputSchema.safeParse({ name: '', from: '', to: -1, details: [{ nbBottle: 0, represent: 0 }] }),
      ),
    ).toEqual({
      name: 'carrierRule.nameRequired',
      from: 'carrierRule.fromInvalid',
      to: 'carrierRule.toInvalid',
      'details.0.nbBottle': 'carrierRule.nbBottleInvalid',
      'details.0.represent': 'carrierRule.representInvalid',
    });
    expect(errorsOf(carrierRuleInputSchema.safeParse({ name: 'X', from: 150, to: 75 }))).toEqual({
      to: 'carrierRule.toBelowFrom',
    });
  });
});
