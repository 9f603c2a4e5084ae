import { describe, expect, it } from 'vitest';
import { cheapestPacking } from './packing.ts';
import type { PackingGroup, ParcelCandidate, ShippingBox } from './packing-types.ts';

const box = (id: number, slots: number, boxWeight: number, slotCl = 75): ShippingBox => ({
  id,
  mainType: 'BOTTLE',
  bottleBoxCapacity: slots,
  bottleCapacity: slotCl,
  boxWeight,
  width: 1,
  height: 1,
  depth: 1,
});
const bottles = (count: number, capacityCl = 75, weightKg = 1.3): PackingGroup => ({
  kind: 'BOTTLE',
  count,
  capacityCl,
  weightKg,
});
const byBottles = (prices: Record<number, number>) => (parcel: ParcelCandidate) => {
  const n = parcel.counts.reduce((sum, count) => sum + count, 0);
  return prices[n] === undefined ? null : { price: prices[n]! };
};

describe('the packing search', () => {
  it('gives the lighter box when two boxes cost the same for the same contents', () => {
    const result = cheapestPacking(
      [bottles(2)],
      [box(1, 12, 1.7), box(2, 6, 1), box(3, 2, 0.55)],
      byBottles({ 1: 9, 2: 12 }),
    );
    expect(result).toMatchObject({
      status: 'packed',
      total: 12,
      parcels: [{ box: { id: 3 }, counts: [2], grossWeightKg: 3.15 }],
    });
  });

  it('may split a cart when two small parcels cost less than one large one', () => {
    const result = cheapestPacking([bottles(8)], [box(1, 12, 1)], byBottles({ 4: 10, 8: 25 }));
    expect(result).toMatchObject({ status: 'packed', total: 20, exact: true });
    if (result.status === 'packed') expect(result.parcels.map((parcel) => parcel.counts)).toEqual([[4], [4]]);
  });

  it('names the groups that fit no box, and tells when no packing has prices', () => {
    expect(cheapestPacking([bottles(1), bottles(1, 150)], [box(1, 6, 1)], byBottles({ 1: 5 }))).toEqual({
      status: 'notFitting',
      groups: [1],
    });
    expect(cheapestPacking([bottles(3)], [box(1, 6, 1)], byBottles({ 2: 5 }))).toEqual({ status: 'noPackaging' });
  });

  it('ignores empty groups and answers no parcel for an empty cart', () => {
    expect(cheapestPacking([bottles(0)], [], byBottles({}))).toEqual({
      status: 'packed',
      parcels: [],
      total: 0,
      exact: true,
    });
    expect(() => cheapestPacking([bottles(1.5)], [box(1, 6, 1)], byBottles({}))).toThrow('Invalid count');
  });

  it('packs a cart beyond its bounds with whole best-value parcels first, and says it is not proven cheapest', () => {
    const groups = [bottles(200, 75, 1.2), bottles(200, 75, 1.3), bottles(200, 75, 1.5)];
    const perParcel = (parcel: ParcelCandidate) => ({ price: 5 + parcel.counts.reduce((sum, n) => sum + n, 0) });
    const result = cheapestPacking(groups, [box(1, 12, 1)], perParcel, {
      maxStates: 20_000,
      maxWork: 2_000_000,
      maxFills: 10_000,
    });
    expect(result.status).toBe('packed');
    if (result.status !== 'packed') return;
    expect(result.exact).toBe(false);
    expect(result.parcels).toHaveLength(50);
    expect(result.total).toBe(50 * 5 + 600);
  });

  it('gives up rather than search past what a request may afford', () => {
    const light: PackingGroup[] = [1, 2, 3].map((n) => ({ kind: 'WEIGHT', count: 400, weightKg: 0.01 * n }));
    const sack: ShippingBox = {
      id: 1,
      mainType: 'WEIGHT',
      weightBoxCapacity: 30,
      boxWeight: 0.1,
      width: 1,
      height: 1,
      depth: 1,
    };
    expect(cheapestPacking(light, [sack], () => ({ price: 1 }))).toEqual({ status: 'tooLarge' });
  });
});
