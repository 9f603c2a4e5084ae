import { describe, expect, it } from 'vitest';
import { bottleEquivalents, representedBottles } from './bottle-equivalents.ts';
import type { BottleRule } from './carrier-types.ts';

const magnums: BottleRule = {
  name: 'Magnums',
  from: 150,
  to: 150,
  lines: [
    { nbBottle: 1, represent: 2 },
    { nbBottle: 3, represent: 5 },
  ],
};
const halves: BottleRule = { name: 'Halves', from: 30, to: 50, lines: [{ nbBottle: 2, represent: 1 }] };

describe('bottle equivalents', () => {
  it('count n bottles as the line for exactly n when there is one', () => {
    expect(representedBottles(3, magnums.lines)).toBe(5);
    expect(representedBottles(1, magnums.lines)).toBe(2);
  });

  it('otherwise take the largest lines first, then count the rest one for one', () => {
    expect(representedBottles(4, magnums.lines)).toBe(5 + 2);
    expect(representedBottles(2, magnums.lines)).toBe(2 + 2);
    expect(representedBottles(7, halves.lines)).toBe(3 + 1);
    expect(representedBottles(1, halves.lines)).toBe(1);
  });

  it('count a bottle no rule covers as one, a magnum too', () => {
    expect(
      bottleEquivalents(
        [
          { capacityCl: 75, count: 5 },
          { capacityCl: 150, count: 1 },
        ],
        [],
      ),
    ).toBe(6);
  });

  it('add up each rule over the bottles of its capacity range, whatever their product', () => {
    const parcel = [
      { capacityCl: 37.5, count: 3 },
      { capacityCl: 50, count: 1 },
      { capacityCl: 75, count: 2 },
      { capacityCl: 150, count: 1 },
    ];
    // Halves: 4 bottles → 2 × (2 → 1) = 2; standard: 2; magnum: 2.
    expect(bottleEquivalents(parcel, [magnums, halves])).toBe(6);
  });

  it('apply the first of the carrier rules whose range holds the capacity', () => {
    const all: BottleRule = { name: 'All', from: 0, to: 200, lines: [{ nbBottle: 1, represent: 3 }] };
    expect(bottleEquivalents([{ capacityCl: 150, count: 1 }], [magnums, all])).toBe(2);
    expect(bottleEquivalents([{ capacityCl: 150, count: 1 }], [all, magnums])).toBe(3);
  });

  it('keep decimal represent values exact', () => {
    const tenths: BottleRule = { name: 'Tenths', from: 0, to: 50, lines: [{ nbBottle: 1, represent: 0.1 }] };
    expect(bottleEquivalents([{ capacityCl: 37.5, count: 3 }], [tenths])).toBe(0.3);
  });
});
