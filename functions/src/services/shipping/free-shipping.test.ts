import { describe, expect, it } from 'vitest';
import { carrierPrice } from './carrier-price.ts';
import type { CarrierCommon } from './carrier-types.ts';
import { freeShippingCount, shipsFree } from './free-shipping.ts';

describe('the free-shipping count', () => {
  it('counts half bottles (under 75 cl) half, rounded down', () => {
    expect(freeShippingCount([{ capacityCl: 37.5, quantity: 6 }])).toBe(3);
    expect(freeShippingCount([{ capacityCl: 37.5, quantity: 5 }])).toBe(2);
    expect(
      freeShippingCount([
        { capacityCl: 50, quantity: 1 },
        { capacityCl: 75, quantity: 2 },
      ]),
    ).toBe(2);
  });

  it('counts a standard bottle and a magnum one each', () => {
    expect(
      freeShippingCount([
        { capacityCl: 75, quantity: 11 },
        { capacityCl: 150, quantity: 1 },
      ]),
    ).toBe(12);
  });

  it('frees shipping from the threshold on, never without one', () => {
    expect(shipsFree(24, 24)).toBe(true);
    expect(shipsFree(23, 24)).toBe(false);
    expect(shipsFree(500, null)).toBe(false);
    expect(shipsFree(500, undefined)).toBe(false);
  });
});

describe('the carrier price', () => {
  const carrier = (
    percentageToApply: number,
    fixToApply: number,
    freeShippingFrom: number | null = null,
  ): CarrierCommon => ({
    id: 1,
    name: 'C',
    valid: true,
    percentageToApply,
    fixToApply,
    freeShippingFrom,
    deliveryType: 'DELIVERY',
  });

  it('applies the percentage, then the fix, to the cent', () => {
    expect(carrierPrice(10.8, carrier(10, 2), 0)).toEqual({ price: 13.88, fdp: 13.88, free: false });
    expect(carrierPrice(9.9, carrier(-15, 0), 0).price).toBe(8.42);
  });

  it('never goes below 0', () => {
    expect(carrierPrice(10, carrier(-100, -5), 0).price).toBe(0);
    expect(carrierPrice(10, carrier(0, -12), 0).price).toBe(0);
  });

  it('is 0 once the free-shipping count reaches the threshold, fdp keeping the price', () => {
    expect(carrierPrice(49.8, carrier(0, 0, 24), 24)).toEqual({ price: 0, fdp: 49.8, free: true });
  });
});
