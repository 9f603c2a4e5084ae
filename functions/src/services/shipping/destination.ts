import { frenchDepartmentOf } from '@cellar/shared/shipping/countries';
import type { PriceGrid } from './carrier-types.ts';

/**
 * Where a cart goes, as the grids name it (docs/shipping.md "Destination"): the country's alpha-3
 * code and, for France, the department of the postal code.
 */
export interface Destination {
  country: string;
  postalCode: string;
  /** France only: `01`–`95`, `2A`/`2B` (Corsica), `97x` (overseas); null elsewhere or when not a French postal code. */
  department: string | null;
}

export function resolveDestination(country: string, postalCode: string): Destination {
  const code = country.trim().toUpperCase();
  const postal = postalCode.replace(/\s+/g, '');
  // One rule for the whole project (shared/src/shipping/countries.ts, the countries' states): the
  // first two digits, 2A / 2B for Corsica (20000–20199 / 20200 and up), three digits for 97x.
  return { country: code, postalCode: postal, department: code === 'FRA' ? frenchDepartmentOf(postal) : null };
}

/** A department's grid wins over its country's; no grid: the carrier does not ship there. */
export function gridFor(grids: readonly PriceGrid[], destination: Destination): PriceGrid | null {
  const inCountry = grids.filter(
    (grid) => grid.country.toUpperCase() === destination.country && grid.tranches.length > 0,
  );
  const department =
    destination.department === null
      ? undefined
      : inCountry.find((grid) => grid.department?.toUpperCase() === destination.department);
  return (
    department ??
    inCountry.find((grid) => grid.department === null || grid.department === undefined || grid.department === '') ??
    null
  );
}
