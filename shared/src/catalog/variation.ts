import * as z from 'zod';
import { listQuerySchema } from '../list-query.ts';
import { fail, isBlank } from '../validation/issues.ts';

/**
 * A variation names one of a vintage's variation fields (spec 1 §3 "Declination list (vintages): id,
 * variation1 to variation3 each with a label"): `variation: 2` labels every vintage's `variation2`
 * ("Bottle size"), with the values the admin offers for it ("Magnum", "Jeroboam"). A site has at most
 * one variation per field, so at most three.
 */
export const variationFields = [1, 2, 3] as const;
export type VariationField = (typeof variationFields)[number];
export const maxVariationValues = 50;

const variationShape = {
  label: z.string().max(100, 'validation.tooLong').nullish(),
  /** Which vintage field it names: 1, 2 or 3 (a select may send it as text; blank = not chosen). */
  variation: z.union([z.number(), z.string().max(10, 'validation.tooLong')]).nullish(),
  /** The values offered for the field, in order. */
  values: z
    .array(z.string().max(100, 'validation.tooLong'))
    .max(maxVariationValues, 'variation.tooManyValues')
    .nullish(),
};

export interface VariationInput {
  label: string;
  variation: VariationField;
  values: string[];
}

function fieldOf(raw: number | string | null | undefined): VariationField | null | undefined {
  if (raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '')) return undefined;
  const n = Number(raw);
  return (variationFields as readonly number[]).includes(n) ? (n as VariationField) : null;
}

/**
 * Body of `POST /admin/variation` and `PUT /admin/variation/{id}`: a label ("Please enter a label"),
 * the vintage field it names ("variation required"), and distinct, non-blank values.
 */
export const variationInputSchema = z
  .strictObject(variationShape)
  .superRefine((raw, ctx) => {
    if (isBlank(raw.label)) fail(ctx, 'label', 'variation.labelRequired');
    const field = fieldOf(raw.variation);
    if (field === undefined) fail(ctx, 'variation', 'variation.variationRequired');
    else if (field === null) fail(ctx, 'variation', 'validation.invalidValue');
    const seen = new Set<string>();
    (raw.values ?? []).forEach((value, i) => {
      const key = value.trim().toLowerCase();
      if (key === '') fail(ctx, `values.${i}`, 'variation.valueRequired');
      else if (seen.has(key)) fail(ctx, `values.${i}`, 'variation.valueTwice');
      seen.add(key);
    });
  })
  .transform((raw): VariationInput => ({
    label: raw.label!.trim(),
    variation: fieldOf(raw.variation)!,
    values: (raw.values ?? []).map((v) => v.trim()),
  }));

export const variationViewSchema = z.object({
  id: z.number(),
  label: z.string(),
  /** The vintage field it names: 1 → `variation1`. */
  variation: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  values: z.array(z.string()),
  order: z.number(),
});
export type VariationView = z.infer<typeof variationViewSchema>;

export const variationListQuerySchema = listQuerySchema(['label', 'variation'], ['label', 'variation', 'order', 'id']);
export const variationListSchema = z.object({ variations: z.array(variationViewSchema), total: z.number() });
