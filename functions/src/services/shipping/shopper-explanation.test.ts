import { describe, expect, it } from 'vitest';
import type { PricedShippingOption } from '@cellar/shared/shipping/fees';
import { shareCents, shopperOption } from './shopper-explanation.ts';

const parcel = (price: number | null) => ({
  box: { id: 1, name: 'Carton 6', mainType: 'BOTTLE' as const },
  contents: [{ idProduct: 4, idVintage: 9, quantity: 6 }],
  bottles: 6,
  equivalents: 6,
  weightKg: 8.8,
  tranche: { min: 5, max: 10, priceType: 'PACKAGE' as const, price: 12 },
  price,
});

function option(prices: Array<number | null>, fdp: number): PricedShippingOption {
  return {
    id: 3,
    name: 'Colissimo',
    price: fdp,
    fdp,
    serviceCode: null,
    siteType: 'BASIC',
    deliveryType: 'DELIVERY',
    explanation: {
      destination: { country: 'FRA', postalCode: '75001', department: '75' },
      parcels: prices.map(parcel),
      cheapestProven: true,
      basePrice: 24,
      percentage: 10,
      fix: 1.5,
      freeShipping: { count: 12, from: 24, applied: false },
    },
  };
}

describe('shares of a total in whole cents', () => {
  it('adds up to the total exactly, in proportion, the largest remainders taking the cents left', () => {
    expect(shareCents([1000, 1000, 1000], 1000)).toEqual([334, 333, 333]);
    expect(shareCents([1200, 600], 2790)).toEqual([1860, 930]);
    expect(shareCents([0, 0], 5)).toEqual([3, 2]);
    expect(shareCents([], 100)).toEqual([]);
  });
});

describe('an option as a shopper sees it', () => {
  it('keeps the destination, parcels, tranche bounds and free shipping, and drops the markup and the grid’s price', () => {
    const seen = shopperOption(option([12, 12], 27.9));
    expect(seen.explanation).toEqual({
      destination: { country: 'FRA', postalCode: '75001', department: '75' },
      parcels: [
        { ...parcel(13.95), tranche: { min: 5, max: 10 } },
        { ...parcel(13.95), tranche: { min: 5, max: 10 } },
      ],
      freeShipping: { count: 12, from: 24, applied: false },
    });
    expect(JSON.stringify(seen)).not.toMatch(/percentage|"fix"|basePrice|priceType/);
  });

  it('prices parcels so that they add up to what the shopper pays, and leaves them unpriced when the carrier prices the whole', () => {
    const seen = shopperOption(option([9.9, 4.95, 4.95], 21.31));
    expect(seen.explanation.parcels.map((p) => p.price)).toEqual([10.65, 5.33, 5.33]);
    expect(Math.round(seen.explanation.parcels.reduce((sum, p) => sum + p.price! * 100, 0))).toBe(2131);
    expect(shopperOption(option([null], 30)).explanation.parcels[0]!.price).toBeNull();
  });
});
