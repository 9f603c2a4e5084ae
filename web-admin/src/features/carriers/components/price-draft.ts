import type { GridDraft, PriceTypeName, TrancheRow, UnitName } from './price-grid-values.ts';

/**
 * The unsaved price grid, kept in the browser's local storage on each change and cleared when it is
 * saved or discarded (spec 2 §9: "Local storage keys hold tranches, state choices, carrier prices and
 * the price carrier id"). One grid at a time: the carrier it belongs to, its tranches (with the unit),
 * its destinations (countries and departments: the state choices) and its price cells. A full
 * storage only logs a warning (spec 2 §8).
 */
export const priceDraftKeys = {
  carrierId: 'cellar.carrierPrices.carrierId',
  tranches: 'cellar.carrierPrices.tranches',
  states: 'cellar.carrierPrices.states',
  prices: 'cellar.carrierPrices.prices',
} as const;

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

export function saveDraft(idCarrier: number, draft: GridDraft): void {
  const store = storage();
  if (!store) return;
  try {
    store.setItem(priceDraftKeys.carrierId, String(idCarrier));
    store.setItem(priceDraftKeys.tranches, JSON.stringify({ unit: draft.unit, rows: draft.rows }));
    store.setItem(priceDraftKeys.states, JSON.stringify({ destinations: draft.destinations, removed: draft.removed }));
    store.setItem(priceDraftKeys.prices, JSON.stringify(draft.prices));
  } catch (error) {
    console.warn('The unsaved carrier prices could not be kept in local storage', error);
  }
}

export function clearDraft(): void {
  const store = storage();
  if (!store) return;
  for (const key of Object.values(priceDraftKeys)) store.removeItem(key);
}

/** The carrier whose unsaved grid is kept, if any. */
export function draftCarrierId(): number | null {
  const value = storage()?.getItem(priceDraftKeys.carrierId);
  return value && /^\d+$/.test(value) ? Number(value) : null;
}

const isStrings = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((v) => typeof v === 'string');
const isRow = (value: unknown): value is TrancheRow => {
  const row = value as Partial<TrancheRow> | null;
  return (
    typeof row === 'object' &&
    row !== null &&
    typeof row.key === 'string' &&
    typeof row.min === 'string' &&
    typeof row.max === 'string' &&
    (['PACKAGE', 'UNIT'] as PriceTypeName[]).includes(row.priceType as PriceTypeName)
  );
};

/** The kept grid of this carrier, or null (none, another carrier's, or unreadable). */
export function loadDraft(idCarrier: number): GridDraft | null {
  const store = storage();
  if (!store || draftCarrierId() !== idCarrier) return null;
  try {
    const tranches = JSON.parse(store.getItem(priceDraftKeys.tranches) ?? 'null') as {
      unit?: unknown;
      rows?: unknown;
    } | null;
    const states = JSON.parse(store.getItem(priceDraftKeys.states) ?? 'null') as {
      destinations?: unknown;
      removed?: unknown;
    } | null;
    const prices = JSON.parse(store.getItem(priceDraftKeys.prices) ?? 'null') as unknown;
    if (!tranches || !states || typeof prices !== 'object' || prices === null) return null;
    if (
      !(['BOTTLE', 'KG'] as UnitName[]).includes(tranches.unit as UnitName) ||
      !Array.isArray(tranches.rows) ||
      !tranches.rows.every(isRow)
    )
      return null;
    if (!isStrings(states.destinations) || !isStrings(states.removed)) return null;
    return {
      unit: tranches.unit as UnitName,
      rows: tranches.rows,
      destinations: states.destinations,
      removed: states.removed,
      prices: prices as GridDraft['prices'],
    };
  } catch {
    return null;
  }
}
