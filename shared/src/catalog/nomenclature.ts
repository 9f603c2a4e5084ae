import * as z from 'zod';
import { fail, isBlank } from '../validation/issues.ts';

/** The nomenclature types, kept by the super-admin for every site (site 0; spec 1 §3). */
export const nomenclatureTypes = [
  'AWARD',
  'GRAPE',
  'LABEL',
  'MEAL',
  'TASTE',
  'KIND',
  'MEAL_ICON',
  'INGREDIENT',
] as const;
export type NomenclatureType = (typeof nomenclatureTypes)[number];

/** Ingredient subtypes: energy and the e-label group them (spec 1 §3). */
export const ingredientSubtypes = ['POLYOL', 'SUGAR', 'ORGANIC_ACID'] as const;
export type IngredientSubtype = (typeof ingredientSubtypes)[number];

const text = z.string().max(200, 'validation.tooLong').nullish();

const nomenclatureShape = {
  type: z.string().max(40, 'validation.tooLong').nullish(),
  name: text,
  /** The name in other languages, when it differs (`{ en_US: 'Red' }` for "Rouge"). */
  translations: z.partialRecord(z.enum(['fr_FR', 'en_US']), z.string().trim().max(200, 'validation.tooLong')).nullish(),
  /** INGREDIENT only. */
  subtype: z.enum(ingredientSubtypes, { error: 'validation.invalidValue' }).nullish(),
  /** INGREDIENT only: shown emphasised on the e-label (Regulation (EU) No 1169/2011 Annex II). */
  allergen: z.boolean().nullish(),
  /** MEAL_ICON only: the icon's name in the storefront's icon set. */
  icon: z.string().trim().max(60, 'validation.tooLong').nullish(),
};

export interface NomenclatureInput {
  type: NomenclatureType | undefined;
  name: string;
  translations: Partial<Record<'fr_FR' | 'en_US', string>>;
  subtype: IngredientSubtype | null;
  allergen: boolean;
  icon: string | null;
}

function nomenclatureSchema(mode: 'add' | 'update') {
  return z
    .strictObject(nomenclatureShape)
    .superRefine((raw, ctx) => {
      // Type required on ADD; name required (spec 1 §5).
      if (mode === 'add' && isBlank(raw.type)) fail(ctx, 'type', 'nomenclature.typeRequired');
      else if (!isBlank(raw.type) && !(nomenclatureTypes as readonly string[]).includes(raw.type!))
        fail(ctx, 'type', 'validation.invalidValue');
      if (isBlank(raw.name)) fail(ctx, 'name', 'nomenclature.nameRequired');
    })
    .transform((raw): NomenclatureInput => ({
      type: isBlank(raw.type) ? undefined : (raw.type as NomenclatureType),
      name: raw.name!.trim(),
      translations: Object.fromEntries(Object.entries(raw.translations ?? {}).filter(([, v]) => v !== '')),
      subtype: raw.subtype ?? null,
      allergen: raw.allergen ?? false,
      icon: isBlank(raw.icon) ? null : raw.icon!,
    }));
}

/** Body of the nomenclature add call. */
export const nomenclatureAddSchema = nomenclatureSchema('add');
/** Body of the nomenclature update call (the type of an entry does not change). */
export const nomenclatureUpdateSchema = nomenclatureSchema('update');

export const nomenclatureViewSchema = z.object({
  id: z.number(),
  type: z.enum(nomenclatureTypes),
  name: z.string(),
  translations: z.partialRecord(z.enum(['fr_FR', 'en_US']), z.string()),
  subtype: z.enum(ingredientSubtypes).nullable(),
  allergen: z.boolean(),
  icon: z.string().nullable(),
});
export type NomenclatureView = z.infer<typeof nomenclatureViewSchema>;

/** The name to show in a language: its translation, else the name. */
export function nomenclatureName(
  entry: Pick<NomenclatureView, 'name' | 'translations'>,
  lang: 'fr_FR' | 'en_US',
): string {
  return entry.translations[lang] ?? entry.name;
}
