import { standardBottleBoxes } from '@cellar/shared/shipping/boxes';
import type { GlobalBox, SiteBox } from '../api/boxes-api.ts';

/** A site's own box, or a global box (its range, no stock of its own). */
export type BoxFormKind = 'site' | 'global';

/** A number input's value: a number, or the text typed so far ('' when empty). */
export type NumberValue = number | string;

export interface BoxValues {
  name: string;
  /** The range of a global box (VIGNOBLE_EXPORT, LA_RUCHE). */
  type: string;
  mainType: string;
  bottleBoxCapacity: NumberValue;
  bottleCapacity: NumberValue;
  weightBoxCapacity: NumberValue;
  width: NumberValue;
  height: NumberValue;
  depth: NumberValue;
  boxWeight: NumberValue;
  /** Boxes in stock, asked on add (afterwards the stock has its own dialog). */
  quantity: NumberValue;
}

export function valuesOf(box: SiteBox | GlobalBox | null): BoxValues {
  return {
    name: box?.name ?? '',
    type: box?.type ?? '',
    mainType: box?.mainType ?? '',
    bottleBoxCapacity: box?.bottleBoxCapacity ?? '',
    bottleCapacity: box?.bottleCapacity ?? '',
    weightBoxCapacity: box?.weightBoxCapacity ?? '',
    width: box?.width ?? '',
    height: box?.height ?? '',
    depth: box?.depth ?? '',
    boxWeight: box?.boxWeight ?? '',
    quantity: '',
  };
}

/** As the rules and the API read it: blank is "not given", typed text is read by the rules (comma decimals). */
const numberOf = (value: NumberValue): number | string | null =>
  typeof value === 'number' ? value : value.trim() === '' ? null : value.trim();

/**
 * The body of a box: the capacities of its main type only (the others are dropped by the server
 * anyway), the range of a global box, the stock of a site's box on add.
 */
export function boxInput(values: BoxValues, kind: BoxFormKind, adding: boolean): Record<string, unknown> {
  const body: Record<string, unknown> = {
    mainType: values.mainType === '' ? null : values.mainType,
    name: values.name.trim() === '' ? null : values.name.trim(),
    width: numberOf(values.width),
    height: numberOf(values.height),
    depth: numberOf(values.depth),
    boxWeight: numberOf(values.boxWeight),
  };
  if (values.mainType === 'BOTTLE') {
    body.bottleBoxCapacity = numberOf(values.bottleBoxCapacity);
    body.bottleCapacity = numberOf(values.bottleCapacity);
  }
  if (values.mainType === 'WEIGHT') body.weightBoxCapacity = numberOf(values.weightBoxCapacity);
  if (kind === 'global') body.type = values.type === '' ? null : values.type;
  if (kind === 'site' && adding) {
    const quantity = numberOf(values.quantity);
    if (quantity !== null) body.quantity = quantity;
  }
  return body;
}

/** A standard size the add form offers (spec 1 §3): what it fills in. */
export interface BoxPreset {
  id: string;
  mainType: 'BOTTLE' | 'WEIGHT';
  bottleBoxCapacity: number | null;
  bottleCapacity: number | null;
  weightBoxCapacity: number | null;
  width: number;
  height: number;
  depth: number;
  boxWeight: number;
}

/**
 * Outer sizes (cm) and empty weights (kg) of usual corrugated wine boxes with inserts, by slots and
 * bottle size; the demo site's seeded boxes use the same figures (scripts/src/seed-boxes.ts).
 */
const bottleBoxSizes: Record<string, Pick<BoxPreset, 'width' | 'height' | 'depth' | 'boxWeight'>> = {
  '1x75': { width: 12, height: 40, depth: 12, boxWeight: 0.35 },
  '2x75': { width: 22, height: 40, depth: 12, boxWeight: 0.55 },
  '3x75': { width: 32, height: 40, depth: 12, boxWeight: 0.75 },
  '4x75': { width: 22, height: 40, depth: 22, boxWeight: 0.7 },
  '6x75': { width: 27, height: 37, depth: 19, boxWeight: 1 },
  '12x75': { width: 35, height: 37, depth: 27, boxWeight: 1.7 },
  '1x150': { width: 14, height: 45, depth: 14, boxWeight: 0.5 },
  '3x150': { width: 40, height: 45, depth: 14, boxWeight: 1.1 },
};

/** 1, 2, 3, 4, 6 and 12 bottles, 1 and 3 magnums (shared `standardBottleBoxes`), and an envelope of 2 kg. */
export const boxPresets: readonly BoxPreset[] = [
  ...standardBottleBoxes.map(({ bottleBoxCapacity, bottleCapacity }) => ({
    id: `${bottleCapacity === 150 ? 'magnums' : 'bottles'}-${bottleBoxCapacity}`,
    mainType: 'BOTTLE' as const,
    bottleBoxCapacity,
    bottleCapacity,
    weightBoxCapacity: null,
    ...bottleBoxSizes[`${bottleBoxCapacity}x${bottleCapacity}`]!,
  })),
  {
    id: 'envelope',
    mainType: 'WEIGHT',
    bottleBoxCapacity: null,
    bottleCapacity: null,
    weightBoxCapacity: 2,
    width: 35,
    height: 25,
    depth: 5,
    boxWeight: 0.05,
  },
];

/** The form's values once a preset is applied: its sizes, and its name when none was typed (or a preset's). */
export function withPreset(
  values: BoxValues,
  preset: BoxPreset,
  presetName: string,
  presetNames: readonly string[],
): BoxValues {
  const keepName = values.name.trim() !== '' && !presetNames.includes(values.name.trim());
  return {
    ...values,
    name: keepName ? values.name : presetName,
    mainType: preset.mainType,
    bottleBoxCapacity: preset.bottleBoxCapacity ?? '',
    bottleCapacity: preset.bottleCapacity ?? '',
    weightBoxCapacity: preset.weightBoxCapacity ?? '',
    width: preset.width,
    height: preset.height,
    depth: preset.depth,
    boxWeight: preset.boxWeight,
  };
}
