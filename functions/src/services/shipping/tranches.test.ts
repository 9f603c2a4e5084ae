import { describe, expect, it } from 'vitest';
import type { Tranche } from './carrier-types.ts';
import { priceByTranches, trancheFor } from './tranches.ts';

const package_ = (min: number, max: number, price: number): Tranche => ({ min, max, priceType: 'PACKAGE', price });
const unit = (min: number, max: number, price: number): Tranche => ({ min, max, priceType: 'UNIT', price });

describe('tranches', () => {
  it('price a parcel by the tranche holding its measure, bounds included', () => {
    const grid = [package_(1, 3, 10), package_(4, 6, 15)];
    expect(priceByTranches('BOTTLE', grid, 3)?.price).toBe(10);
    expect(priceByTranches('BOTTLE', grid, 4)?.price).toBe(15);
    expect(priceByTranches('BOTTLE', grid, 6)?.tranche).toEqual(package_(4, 6, 15));
  });

  it('let the lower tranche take a shared bound', () => {
    expect(trancheFor(5, [package_(5, 10, 19.5), package_(0, 5, 14.5)])).toEqual(package_(0, 5, 14.5));
  });

  it('refuse a parcel in a gap or beyond the last tranche', () => {
    const grid = [package_(1, 3, 10), package_(6, 12, 20)];
    expect(priceByTranches('BOTTLE', grid, 4)).toBeNull();
    expect(priceByTranches('BOTTLE', grid, 13)).toBeNull();
    expect(priceByTranches('KG', [package_(0, 5, 14.5), package_(6, 10, 19.5)], 5.3)).toBeNull();
  });

  it('price UNIT tranches per bottle equivalent, or per kg rounded up', () => {
    expect(priceByTranches('BOTTLE', [unit(1, 12, 2.5)], 7)?.price).toBe(17.5);
    expect(priceByTranches('KG', [unit(0, 30, 1.2)], 8.4)?.price).toBe(10.8);
    expect(priceByTranches('KG', [unit(0, 30, 1.2)], 9)?.price).toBe(10.8);
  });

  it('round prices to the cent', () => {
    expect(priceByTranches('BOTTLE', [unit(0, 12, 1.335)], 3)?.price).toBe(4.01);
    expect(priceByTranches('BOTTLE', [package_(0, 12, 9.999)], 3)?.price).toBe(10);
  });
});
