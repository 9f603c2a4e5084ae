import * as z from 'zod';
import { langCodeSchema } from './site.ts';

/** Body of `POST /admin/lang`: a language of the catalogue, by code. */
export const langAddSchema = z.strictObject({ code: langCodeSchema });
/** Body of `PUT /admin/lang/toggle/{id}`: the wanted state, or nothing to flip it. */
export const langToggleSchema = z.strictObject({ valid: z.boolean().optional() }).optional();
/** Body of `PUT /super-admin/lang/{id}`: what a super-admin may change of a catalogue language. */
export const catalogueLangUpdateSchema = z.strictObject({
  label: z
    .string({ error: 'lang.labelRequired' })
    .trim()
    .min(1, 'lang.labelRequired')
    .max(60, 'validation.tooLong')
    .optional(),
  /** The machine-translation (DeepL) code, e.g. `EN-US`, `DE`. */
  mtCode: z
    .string()
    .trim()
    .regex(/^[A-Z]{2}(?:-[A-Z]{2,4})?$/, 'lang.invalidMtCode')
    .nullable()
    .optional(),
});

/** Body of `POST /super-admin/lang`: a new language of the catalogue. */
export const catalogueLangCreateSchema = z.strictObject({
  code: langCodeSchema,
  label: z.string({ error: 'lang.labelRequired' }).trim().min(1, 'lang.labelRequired').max(60, 'validation.tooLong'),
  mtCode: z
    .string()
    .trim()
    .regex(/^[A-Z]{2}(?:-[A-Z]{2,4})?$/, 'lang.invalidMtCode')
    .nullable()
    .optional(),
});

export const langViewSchema = z.object({
  id: z.number(),
  code: z.string(),
  label: z.string(),
  mtCode: z.string().nullable(),
  valid: z.boolean(),
  isDefault: z.boolean(),
});
export type LangView = z.infer<typeof langViewSchema>;

/** The catalogue seeded on a new installation: the languages of the wine trade's main markets. */
export const seedLanguages = [
  { code: 'fr_FR', label: 'Français', mtCode: 'FR' },
  { code: 'en_US', label: 'English', mtCode: 'EN-US' },
  { code: 'de_DE', label: 'Deutsch', mtCode: 'DE' },
  { code: 'es_ES', label: 'Español', mtCode: 'ES' },
  { code: 'it_IT', label: 'Italiano', mtCode: 'IT' },
  { code: 'nl_NL', label: 'Nederlands', mtCode: 'NL' },
] as const;
