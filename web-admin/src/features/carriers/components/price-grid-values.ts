import type { Lang } from '@cellar/shared/i18n/lang';
import { translate } from '@cellar/shared/i18n/messages';
import { carrierPricesInputSchema, trancheErrors } from '@cellar/shared/shipping/carriers';
import { readNumber } from '@cellar/shared/validation/numbers';
import { schemaErrorsByPath, type FieldErrors } from '../../../components/kit/field-errors.ts';
import type { CarrierPricesBody, CarrierView } from '../api/carriers-api.ts';
import { boundText, priceText } from './number-text.ts';

/**
 * The price grid of a BASIC carrier as the screen edits it: tranches as rows (min–max in the
 * carrier's unit, priced by the package or by the unit) and one price column per destination (a
 * country, or one of its departments). A destination's grid is the rows with a price in its column,
 * so destinations may have different tranches (a blank cell: no such tranche there). Values are
 * kept as typed ("9,90"): the rules of shared read comma decimals, and what is sent holds numbers.
 */

export type PriceTypeName = 'PACKAGE' | 'UNIT';
export type UnitName = 'BOTTLE' | 'KG';
export type TrancheField = 'min' | 'max' | 'priceType';

export interface TrancheRow {
  key: string;
  min: string;
  max: string;
  priceType: PriceTypeName;
}

export interface GridDraft {
  unit: UnitName;
  rows: TrancheRow[];
  /** The destination columns, in order: `FRA`, `FRA-2A` (the carrier's `destinations` form). */
  destinations: string[];
  /** Price cells as typed, by row key then destination. */
  prices: Record<string, Record<string, string>>;
  /** Destinations the carrier had and the grid no longer shows: saved as removed (`tranches: []`). */
  removed: string[];
}

export function destinationKey(country: string, department: string | null | undefined): string {
  return department ? `${country}-${department}` : country;
}

export function splitDestination(key: string): { country: string; department: string | null } {
  const dash = key.indexOf('-');
  return dash < 0
    ? { country: key, department: null }
    : { country: key.slice(0, dash), department: key.slice(dash + 1) };
}

/** Countries by code, each country's own grid before its departments, departments in their order (01, 2A, 2B, 971). */
export function sortDestinations(keys: readonly string[]): string[] {
  return [...keys].sort((a, b) => {
    const x = splitDestination(a);
    const y = splitDestination(b);
    if (x.country !== y.country) return x.country.localeCompare(y.country);
    if (x.department === null) return -1;
    if (y.department === null) return 1;
    return x.department.localeCompare(y.department, 'en', { numeric: true });
  });
}

const rowNumber = (key: string): number => Number(/^r(\d+)$/.exec(key)?.[1] ?? 0);

/** A key no row of the draft has. */
export function newRowKey(rows: readonly TrancheRow[]): string {
  return `r${rows.reduce((max, row) => Math.max(max, rowNumber(row.key)), 0) + 1}`;
}

export function blankRow(rows: readonly TrancheRow[]): TrancheRow {
  return { key: newRowKey(rows), min: '', max: '', priceType: 'PACKAGE' };
}

/** The grid of the carrier's saved prices: the union of its destinations' tranches as rows. */
export function gridFromCarrier(carrier: Pick<CarrierView, 'unit' | 'prices'>, lang: Lang): GridDraft {
  const rows: TrancheRow[] = [];
  const prices: GridDraft['prices'] = {};
  const destinations: string[] = [];
  const rowOf = new Map<string, TrancheRow>();
  const tranches = carrier.prices.flatMap((p) => p.grids.flatMap((g) => g.tranches));
  tranches.sort((a, b) => a.min - b.min || a.max - b.max || a.priceType.localeCompare(b.priceType));
  for (const tranche of tranches) {
    const id = `${tranche.min}|${tranche.max}|${tranche.priceType}`;
    if (rowOf.has(id)) continue;
    const row: TrancheRow = {
      key: `r${rows.length + 1}`,
      min: boundText(tranche.min, lang),
      max: boundText(tranche.max, lang),
      priceType: tranche.priceType,
    };
    rowOf.set(id, row);
    rows.push(row);
  }
  for (const countryPrices of carrier.prices) {
    for (const grid of countryPrices.grids) {
      if (grid.tranches.length === 0) continue;
      const destination = destinationKey(countryPrices.country, grid.department);
      destinations.push(destination);
      for (const tranche of grid.tranches) {
        const row = rowOf.get(`${tranche.min}|${tranche.max}|${tranche.priceType}`)!;
        (prices[row.key] ??= {})[destination] = priceText(tranche.price, lang);
      }
    }
  }
  if (rows.length === 0) rows.push(blankRow(rows));
  return { unit: carrier.unit, rows, destinations: sortDestinations(destinations), prices, removed: [] };
}

const blank = (value: string | undefined): boolean => value === undefined || value.trim() === '';

/** A row nothing was typed in (no bound, no price): left out. */
export function isBlankRow(draft: GridDraft, row: TrancheRow): boolean {
  return blank(row.min) && blank(row.max) && draft.destinations.every((d) => blank(draft.prices[row.key]?.[d]));
}

/** Which row and destination each sent tranche came from, to put the messages back on the grid. */
export interface GridIndex {
  grids: Array<{ destination: string; rows: string[] }>;
}

/**
 * The body of `PUT /admin/carrier/prices/update/{id}` and where each tranche comes from. Each
 * destination of the grid sends the rows priced in its column; a saved destination without any price,
 * or taken off the grid, is sent without tranches (removed). With `numbers`, values are numbers
 * (spec 2 §5: "9,90" becomes 9.9); without, as typed (for the rules, which read them the same way).
 */
export function pricesInput(
  draft: GridDraft,
  saved: readonly string[],
  numbers: boolean,
): { body: { grids: Array<Record<string, unknown>> }; index: GridIndex } {
  const value = (text: string) => (blank(text) ? undefined : numbers ? readNumber(text) : text.trim());
  const grids: Array<Record<string, unknown>> = [];
  const index: GridIndex = { grids: [] };
  const add = (destination: string, rows: TrancheRow[]) => {
    const { country, department } = splitDestination(destination);
    grids.push({
      country,
      ...(department ? { department } : {}),
      tranches: rows.map((row) => ({
        min: value(row.min),
        max: value(row.max),
        priceType: row.priceType,
        price: value(draft.prices[row.key]![destination]!),
      })),
    });
    index.grids.push({ destination, rows: rows.map((row) => row.key) });
  };
  for (const destination of draft.destinations) {
    const rows = draft.rows.filter((row) => !blank(draft.prices[row.key]?.[destination]));
    if (rows.length > 0 || saved.includes(destination)) add(destination, rows);
  }
  for (const destination of draft.removed)
    if (saved.includes(destination) && !draft.destinations.includes(destination)) add(destination, []);
  return { body: { grids }, index };
}

export const toPricesBody = (draft: GridDraft, saved: readonly string[]): CarrierPricesBody =>
  pricesInput(draft, saved, true).body as CarrierPricesBody;

/** The messages of the grid: on a row's bound or price type, on a price cell, on a destination, or on the whole grid.
 * */
export interface GridErrors {
  rows: Record<string, Partial<Record<TrancheField, string>>>;
  cells: Record<string, Record<string, string>>;
  destinations: Record<string, string>;
  others: string[];
}

export const noGridErrors = (): GridErrors => ({ rows: {}, cells: {}, destinations: {}, others: [] });

export function hasGridErrors(errors: GridErrors): boolean {
  return (
    Object.keys(errors.rows).length > 0 ||
    Object.keys(errors.cells).length > 0 ||
    Object.keys(errors.destinations).length > 0 ||
    errors.others.length > 0
  );
}

/** Puts messages named by the body's paths (`grids.0.tranches.1.price`: the rules' or the server's) on the grid. */
export function placeGridErrors(
  messages: FieldErrors,
  index: GridIndex,
  errors: GridErrors = noGridErrors(),
): GridErrors {
  for (const [path, message] of Object.entries(messages)) {
    const tranche = /^grids\.(\d+)\.tranches\.(\d+)\.(min|max|priceType|price)$/.exec(path);
    const grid = /^grids\.(\d+)(?:\.(?:country|department|tranches))?$/.exec(path);
    if (tranche) {
      const where = index.grids[Number(tranche[1])];
      const row = where?.rows[Number(tranche[2])];
      if (!where || !row) errors.others.push(message);
      else if (tranche[3] === 'price') (errors.cells[row] ??= {})[where.destination] ??= message;
      else (errors.rows[row] ??= {})[tranche[3] as TrancheField] ??= message;
    } else if (grid && index.grids[Number(grid[1])]) {
      errors.destinations[index.grids[Number(grid[1])]!.destination] ??= message;
    } else if (!errors.others.includes(message)) errors.others.push(message);
  }
  return errors;
}

/**
 * The tranches-and-prices rules on the grid (spec 1 §5), those of shared (the server's own):
 * Min and Max cannot be empty, Min cannot be greater than max, Price type can be unit or package,
 * Invalid price, Minimum price and minimum bottle cannot be inferior to 0, and tranches of a
 * destination that overlap. A row with bounds but no price anywhere gets "Invalid price" on its
 * first cell. `needsDestination`: rows are typed but there is no column to price them in.
 */
export function gridErrors(
  draft: GridDraft,
  saved: readonly string[],
  lang: Lang,
): GridErrors & { needsDestination: boolean } {
  const { body, index } = pricesInput(draft, saved, false);
  const errors = placeGridErrors(schemaErrorsByPath(carrierPricesInputSchema, body, lang), index);
  let needsDestination = false;
  for (const row of draft.rows) {
    if (isBlankRow(draft, row) || draft.destinations.some((d) => !blank(draft.prices[row.key]?.[d]))) continue;
    const own = trancheErrors({ min: row.min, max: row.max, priceType: row.priceType });
    for (const field of ['min', 'max', 'priceType'] as const)
      if (own[field]) (errors.rows[row.key] ??= {})[field] ??= translate(own[field]!, lang);
    const first = draft.destinations[0];
    if (first) (errors.cells[row.key] ??= {})[first] ??= translate('carrier.invalidPrice', lang);
    else needsDestination = true;
  }
  return { ...errors, needsDestination };
}

/** Takes a destination off the grid (its cells too); a saved one is then saved as removed. */
export function withoutDestination(draft: GridDraft, destination: string, saved: readonly string[]): GridDraft {
  const prices = Object.fromEntries(
    Object.entries(draft.prices).map(([row, cells]) => [
      row,
      Object.fromEntries(Object.entries(cells).filter(([d]) => d !== destination)),
    ]),
  );
  const removed =
    saved.includes(destination) && !draft.removed.includes(destination)
      ? [...draft.removed, destination]
      : draft.removed;
  return { ...draft, destinations: draft.destinations.filter((d) => d !== destination), prices, removed };
}

/** Adds a destination column (a country, or one of its departments). */
export function withDestination(draft: GridDraft, destination: string): GridDraft {
  if (draft.destinations.includes(destination)) return draft;
  return {
    ...draft,
    destinations: sortDestinations([...draft.destinations, destination]),
    removed: draft.removed.filter((d) => d !== destination),
  };
}

/** After the server deleted a country's prices: its columns go, nothing of it is left to remove. */
export function withoutCountry(draft: GridDraft, country: string): GridDraft {
  const ofCountry = (d: string) => splitDestination(d).country === country;
  const prices = Object.fromEntries(
    Object.entries(draft.prices).map(([row, cells]) => [
      row,
      Object.fromEntries(Object.entries(cells).filter(([d]) => !ofCountry(d))),
    ]),
  );
  return {
    ...draft,
    destinations: draft.destinations.filter((d) => !ofCountry(d)),
    prices,
    removed: draft.removed.filter((d) => !ofCountry(d)),
  };
}
