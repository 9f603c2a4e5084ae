import Papa from 'papaparse';
import type { MessageKey } from '@cellar/shared/i18n/messages';
import {
  isKnownCountry,
  isKnownDepartment,
  maxPriceFileRows,
  maxTranchesPerGrid,
  overlappingTranche,
  sortTranches,
  toTranche,
  trancheErrors,
  type PriceFileRow,
} from '@cellar/shared/shipping/carriers';
import { ValidationError, type FieldErrorKeys } from '../../lib/errors.ts';

/**
 * Reads a carrier price file (docs/shipping.md "Price files"; sample `docs/carrier-prices-sample.csv`):
 * a header line naming the columns `country;department;min;max;priceType;price` (any order, any case;
 * `department` may be left out), then one tranche per line. Delimiter `;`, `,` or tab (guessed);
 * comma decimals (`9,90`) become numbers (spec 2 §5); a French department written without its zero
 * by a spreadsheet (`1`) is read `01`. Every row is checked with the rules of the graphic interface,
 * each error reported on `lines.<line>.<column>` (the header is line 1).
 */

/** Column names as written in a header, reduced to letters (`Price type`, `price_type` → `pricetype`). */
const columnNames: Record<string, keyof Omit<PriceFileRow, 'line'>> = {
  country: 'country',
  department: 'department',
  min: 'min',
  max: 'max',
  pricetype: 'priceType',
  price: 'price',
};
const requiredColumns = ['country', 'min', 'max', 'priceType', 'price'] as const;
/** At most this many errors are answered: a wrong file is fixed and sent again, not read to the end. */
const maxErrors = 100;

const reduce = (name: string): string => name.toLowerCase().replace(/[^a-z]/g, '');

export interface ParsedPriceFile {
  rows: PriceFileRow[];
  countries: string[];
  grids: number;
}

/** Reads and checks a price file; a file with errors is refused whole (400 with every error on its line). */
export function parsePriceFile(data: Uint8Array): ParsedPriceFile {
  const text = new TextDecoder('utf-8').decode(data).replace(/^\uFEFF/, '');
  const parsed = Papa.parse<string[]>(text, { delimitersToGuess: [';', ',', '\t', '|'], skipEmptyLines: false });
  const records = parsed.data
    .map((cells, index) => ({ line: index + 1, cells: cells.map((c) => (c ?? '').trim()) }))
    .filter((r) => r.cells.some((c) => c !== ''));
  const header = records.shift();
  const columns = new Map<keyof Omit<PriceFileRow, 'line'>, number>();
  header?.cells.forEach((cell, i) => {
    const column = columnNames[reduce(cell)];
    if (column && !columns.has(column)) columns.set(column, i);
  });
  if (!header || requiredColumns.some((c) => !columns.has(c)))
    throw new ValidationError({ file: ['carrier.priceFileHeader'] }, 'carrier.priceFileHeader');
  if (records.length === 0) throw new ValidationError({ file: ['carrier.priceFileEmpty'] }, 'carrier.priceFileEmpty');
  if (records.length > maxPriceFileRows)
    throw new ValidationError({ file: ['carrier.priceFileTooManyRows'] }, 'carrier.priceFileTooManyRows');

  const errors: FieldErrorKeys = {};
  const add = (line: number, field: string, key: MessageKey) => {
    if (Object.keys(errors).length < maxErrors) errors[`lines.${line}.${field}`] = [key];
  };
  const rows: PriceFileRow[] = [];
  for (const { line, cells } of records) {
    const cell = (column: keyof Omit<PriceFileRow, 'line'>) =>
      columns.has(column) ? (cells[columns.get(column)!] ?? '') : '';
    const country = cell('country').toUpperCase();
    let department: string | null = cell('department').toUpperCase() || null;
    if (country === 'FRA' && department !== null && /^\d$/.test(department)) department = `0${department}`;
    const raw = { min: cell('min'), max: cell('max'), priceType: cell('priceType'), price: cell('price') };
    let bad = false;
    if (!isKnownCountry(country)) {
      add(line, 'country', 'carrier.countryInvalid');
      bad = true;
    } else if (department !== null && !isKnownDepartment(country, department)) {
      add(line, 'department', 'carrier.departmentInvalid');
      bad = true;
    }
    for (const [field, key] of Object.entries(trancheErrors(raw))) {
      add(line, field, key);
      bad = true;
    }
    if (!bad) rows.push({ line, country, department, ...toTranche(raw) });
  }

  // Each destination's tranches: none overlapping, at most `maxTranchesPerGrid`.
  const grids = new Map<string, PriceFileRow[]>();
  for (const row of rows)
    grids.set(`${row.country}#${row.department ?? ''}`, [
      ...(grids.get(`${row.country}#${row.department ?? ''}`) ?? []),
      row,
    ]);
  for (const lines of grids.values()) {
    if (lines.length > maxTranchesPerGrid) add(lines[maxTranchesPerGrid]!.line, 'min', 'validation.tooLong');
    const overlap = overlappingTranche(lines);
    if (overlap !== null) add(lines[overlap]!.line, 'min', 'carrier.tranchesOverlap');
  }
  if (Object.keys(errors).length) throw new ValidationError(errors, 'carrier.priceFileErrors');
  return { rows, countries: [...new Set(rows.map((r) => r.country))].sort(), grids: grids.size };
}

/** The grids a parsed file gives, country by country (each country's grids replace the carrier's). */
export function gridsOfFile(
  rows: readonly PriceFileRow[],
): Map<string, Array<{ department: string | null; tranches: ReturnType<typeof sortTranches> }>> {
  const byCountry = new Map<string, Map<string, PriceFileRow[]>>();
  for (const row of rows) {
    const country = byCountry.get(row.country) ?? new Map<string, PriceFileRow[]>();
    country.set(row.department ?? '', [...(country.get(row.department ?? '') ?? []), row]);
    byCountry.set(row.country, country);
  }
  return new Map(
    [...byCountry.entries()].map(([country, departments]) => [
      country,
      [...departments.entries()].map(([department, lines]) => ({
        department: department === '' ? null : department,
        tranches: sortTranches(lines.map(({ min, max, priceType, price }) => ({ min, max, priceType, price }))),
      })),
    ]),
  );
}
