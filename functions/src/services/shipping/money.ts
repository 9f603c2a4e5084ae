/**
 * Euros to the cent. `toPrecision(12)` first removes binary noise (1.005 × 100 is 100.49999…), so a
 * price that reads x.xx5 rounds up as a person computing it by hand would.
 */
export function roundToCent(euros: number): number {
  return Math.round(Number((euros * 100).toPrecision(12))) / 100;
}
