import { describe, expect, it } from 'vitest';
import type { PriceGrid } from './carrier-types.ts';
import { gridFor, resolveDestination } from './destination.ts';

const grid = (country: string, department: string | null, price: number): PriceGrid => ({
  country,
  department,
  tranches: [{ min: 1, max: 12, priceType: 'PACKAGE', price }],
});

describe('the destination', () => {
  it('is the department of a French postal code: two digits, Corsica, overseas', () => {
    expect(resolveDestination('fra', '75001').department).toBe('75');
    expect(resolveDestination('FRA', '01000').department).toBe('01');
    expect(resolveDestination('FRA', '20000').department).toBe('2A');
    expect(resolveDestination('FRA', '20190').department).toBe('2A');
    expect(resolveDestination('FRA', '20200').department).toBe('2B');
    expect(resolveDestination('FRA', '20620').department).toBe('2B');
    expect(resolveDestination('FRA', '97400').department).toBe('974');
    expect(resolveDestination('FRA', '97 110').department).toBe('971');
  });

  it('has no department outside France or for a code that is not French', () => {
    expect(resolveDestination('BEL', '1000')).toEqual({ country: 'BEL', postalCode: '1000', department: null });
    expect(resolveDestination('FRA', 'ABCDE').department).toBeNull();
    expect(resolveDestination('FRA', '7500').department).toBeNull();
  });

  it("takes the department's grid over its country's", () => {
    const grids = [grid('FRA', null, 10), grid('FRA', '2A', 15), grid('FRA', '2B', 16)];
    expect(gridFor(grids, resolveDestination('FRA', '20000'))?.department).toBe('2A');
    expect(gridFor(grids, resolveDestination('FRA', '20600'))?.department).toBe('2B');
    expect(gridFor(grids, resolveDestination('FRA', '75001'))?.department).toBeNull();
  });

  it("falls back to the country's grid, and to nothing without one", () => {
    expect(gridFor([grid('FRA', '2A', 15)], resolveDestination('FRA', '75001'))).toBeNull();
    expect(gridFor([grid('FRA', null, 10)], resolveDestination('BEL', '1000'))).toBeNull();
    expect(gridFor([grid('BEL', null, 12)], resolveDestination('bel', '1000'))?.country).toBe('BEL');
  });

  it('ignores a grid without tranches', () => {
    const empty: PriceGrid = { country: 'FRA', department: '2A', tranches: [] };
    expect(gridFor([empty, grid('FRA', null, 10)], resolveDestination('FRA', '20000'))?.department).toBeNull();
  });
});
