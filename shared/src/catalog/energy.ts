import { round2 } from '../validation/numbers.ts';

/**
 * Energy of a wine per 100 ml (spec 1 §9: from the alcohol level and the sugar, kJ and kcal,
 * 2 decimals), with the conversion factors of Regulation (EU) No 1169/2011 Annex XIV that
 * Regulation (EU) 2021/2117 applies to wine labels:
 * - ethanol: 29 kJ/g, 7 kcal/g; grams per 100 ml = alcohol % vol × 0.789 (ethanol density, g/ml);
 * - sugar (carbohydrate): 17 kJ/g, 4 kcal/g; grams per 100 ml as entered in the nutrition values.
 */
export const ethanolDensity = 0.789;
export const kjPerGram = { ethanol: 29, carbohydrate: 17 } as const;
export const kcalPerGram = { ethanol: 7, carbohydrate: 4 } as const;

export interface Energy {
  kj: number;
  kcal: number;
}

/** Null when the alcohol level is unknown (no energy can be declared without it). */
export function energyOf(
  alcoholLevel: number | null | undefined,
  sugarPer100ml: number | null | undefined,
): Energy | null {
  if (alcoholLevel === null || alcoholLevel === undefined || !Number.isFinite(alcoholLevel)) return null;
  const ethanolGrams = alcoholLevel * ethanolDensity;
  const sugarGrams =
    sugarPer100ml !== null && sugarPer100ml !== undefined && Number.isFinite(sugarPer100ml) ? sugarPer100ml : 0;
  return {
    kj: round2(ethanolGrams * kjPerGram.ethanol + sugarGrams * kjPerGram.carbohydrate),
    kcal: round2(ethanolGrams * kcalPerGram.ethanol + sugarGrams * kcalPerGram.carbohydrate),
  };
}
