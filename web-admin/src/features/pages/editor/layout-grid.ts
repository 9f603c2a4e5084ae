import type { CSSProperties } from 'react';
import type { LayoutType } from '@cellar/shared/pages/page-document';

/**
 * How the canvas (and the small schematics of "Add layout") draw a layout type: a CSS grid of its entity places.
 * Tabs show every panel at once, each headed by its tab: FIVE_TABS as a column of tabs, HORIZONTAL_FOUR_TABS as a
 * row of them.
 */
export interface LayoutGrid {
  columns: number;
  /** The places that take a whole row (`ONE_AND_TWO`: the first, `TWO_AND_ONE`: the last). */
  wide: readonly number[];
  tabs: boolean;
}

export const layoutGrids: Record<LayoutType, LayoutGrid> = {
  ONE_COLUMN: { columns: 1, wide: [], tabs: false },
  TWO_COLUMN: { columns: 2, wide: [], tabs: false },
  THREE_COLUMN: { columns: 3, wide: [], tabs: false },
  FOUR_COLUMN: { columns: 4, wide: [], tabs: false },
  FIVE_COLUMN: { columns: 5, wide: [], tabs: false },
  SQUARE: { columns: 2, wide: [], tabs: false },
  ONE_AND_TWO: { columns: 2, wide: [0], tabs: false },
  TWO_AND_ONE: { columns: 2, wide: [2], tabs: false },
  FIVE_TABS: { columns: 1, wide: [], tabs: true },
  HORIZONTAL_FOUR_TABS: { columns: 4, wide: [], tabs: true },
};

export function gridStyle(type: LayoutType, gap: number | string): CSSProperties {
  return { display: 'grid', gridTemplateColumns: `repeat(${layoutGrids[type].columns}, minmax(0, 1fr))`, gap };
}

export function placeStyle(type: LayoutType, index: number): CSSProperties {
  return layoutGrids[type].wide.includes(index) ? { gridColumn: '1 / -1' } : {};
}
