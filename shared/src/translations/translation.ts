import * as z from 'zod';
import { listQuerySchema } from '../list-query.ts';

/**
 * Content translations (docs/translations.md). Every text a shopper reads is a translatable unit: one field of one
 * entity (`kind`, `entityId`, `field`), its source written in the site's default language. A translation of a unit
 * in a language records the hash of the source it was made from and who wrote it: a source that changed since makes
 * the translation OUTDATED (the hash differs); no translation is MISSING.
 */

/** Who wrote a translation: a person (the admin's editor) or the machine (a translation job). */
export const translationAuthors = ['PERSON', 'MACHINE'] as const;
export const translationAuthorSchema = z.enum(translationAuthors);
export type TranslationAuthor = z.infer<typeof translationAuthorSchema>;

/** A unit's state in a language. */
export const translationStatuses = ['MISSING', 'OUTDATED', 'CURRENT'] as const;
export const translationStatusSchema = z.enum(translationStatuses);
export type TranslationStatus = z.infer<typeof translationStatusSchema>;

/** How a unit's text is written: plain text, or rich text (HTML, sanitised like its source). */
export const unitFormats = ['text', 'html'] as const;
export type UnitFormat = (typeof unitFormats)[number];

/** One unit in one language, as the translation lists and the side-by-side editor show it. */
export const translationViewSchema = z.object({
  /** The unit's id (`{idContent}` of the update route). */
  id: z.number(),
  /** The entity's kind (`page`, `product`, `news`…: translatable-kinds.ts). */
  kind: z.string(),
  entityId: z.number(),
  /** The field's path in the entity (`title`, `layouts.3.contents.7.content`). */
  field: z.string(),
  /** What the entity is called, to find it in a list (a page's title, a product's name). */
  label: z.string(),
  format: z.enum(unitFormats),
  /** The source text, in the site's default language. */
  source: z.string(),
  /** The translation; null while MISSING. */
  text: z.string().nullable(),
  status: translationStatusSchema,
  by: translationAuthorSchema.nullable(),
  updatedAt: z.string().nullable(),
});
export type TranslationView = z.infer<typeof translationViewSchema>;

/** How many units of a language are in each state. */
export const translationCountsSchema = z.object({
  units: z.number(),
  missing: z.number(),
  outdated: z.number(),
  current: z.number(),
});
export type TranslationCounts = z.infer<typeof translationCountsSchema>;

/** `GET /admin/translation/{lang}` (and the global and page lists): one page, its total, and the language's counts. */
export const translationListSchema = z.object({
  list: z.array(translationViewSchema),
  total: z.number(),
  current: z.number(),
  counts: translationCountsSchema,
});
export type TranslationList = z.infer<typeof translationListSchema>;

/** Filters of a translation list: `status=MISSING`, `kind=product`, `source=lk:cuvée`, `entityId=3`. */
export const translationListQuerySchema = listQuerySchema(
  ['status', 'kind', 'source', 'text', 'entityId'],
  ['id', 'kind', 'label', 'status'],
);

/** Longest translation accepted (a page's rich text is at most 50 000 characters). */
export const maxTranslationChars = 60_000;

/** `PUT …/translation/{idContent}/{lang}`: the person's translation; an empty text removes it (the unit is missing). */
export const translationUpdateSchema = z.strictObject({
  text: z.string({ error: 'translation.textRequired' }).max(maxTranslationChars, 'validation.tooLong'),
});
export type TranslationUpdate = z.infer<typeof translationUpdateSchema>;

/** Counts of one language of the site (or of site 0: the global translations). */
export const langTranslationCountsSchema = translationCountsSchema.extend({ lang: z.string() });

/**
 * `GET …/translation/missing-number`: `total` is what is left to do over the site's translated languages (missing
 * plus outdated), the number the layout shows; then each language's counts. Read from counters kept up to date on
 * every write, never counted over the units.
 */
export const translationMissingNumberSchema = z.object({
  total: z.number(),
  langs: z.array(langTranslationCountsSchema),
});
export type TranslationMissingNumber = z.infer<typeof translationMissingNumberSchema>;
