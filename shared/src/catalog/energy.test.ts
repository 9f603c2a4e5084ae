import { describe, expect, it } from 'vitest';
import { energyOf } from './energy.ts';

describe('energy of a wine per 100 ml', () => {
  it('counts 29 kJ and 7 kcal per gram of ethanol, at 0.789 g per ml', () => {
    // 12.5 % vol → 9.8625 g of ethanol per 100 ml.
    expect(energyOf(12.5, 0)).toEqual({ kj: 286.01, kcal: 69.04 });
  });

  it('adds 17 kJ and 4 kcal per gram of sugar', () => {
    expect(energyOf(12.5, 0.3)).toEqual({ kj: 291.11, kcal: 70.24 });
  });

  it('treats unknown sugar as none', () => {
    expect(energyOf(13, null)).toEqual(energyOf(13, 0));
  });

  it('declares nothing without an alcohol level', () => {
    expect(energyOf(undefined, 2)).toBeNull();
  });
});
