import * as z from 'zod';
import { jobViewSchema } from '../workflows/jobs.ts';

/**
 * Machine-translation jobs (docs/translation-jobs.md): a super-admin defines which languages of a site a job
 * translates, then runs it; each run is a `translate` job (Step Functions) whose progress is kept per language.
 */

const langCode = z.string().regex(/^[a-z]{2,3}(?:_[A-Z]{2})?$/, 'validation.invalidValue');

/** `POST /super-admin/translation/job`: the site, its languages to translate, and whether a person's text may go. */
export const translationJobCreateSchema = z.strictObject({
  idSite: z.number({ error: 'translationJob.siteRequired' }).int().positive('translationJob.siteRequired'),
  langs: z
    .array(langCode, { error: 'translationJob.langsRequired' })
    .min(1, 'translationJob.langsRequired')
    .max(50, 'validation.tooLong'),
  /** Replace a person's OUTDATED translation too (never a CURRENT one); off by default. */
  overwritePerson: z.boolean().default(false),
});
export type TranslationJobCreate = z.infer<typeof translationJobCreateSchema>;

/** A job definition with its site's name and its last run (null before the first). */
export const translationJobViewSchema = z.object({
  id: z.number(),
  idSite: z.number(),
  siteName: z.string(),
  langs: z.array(z.string()),
  overwritePerson: z.boolean(),
  createdAt: z.string(),
  createdBy: z.string(),
  lastRun: jobViewSchema.nullable(),
});
export type TranslationJobView = z.infer<typeof translationJobViewSchema>;

export const translationJobListSchema = z.object({ jobs: z.array(translationJobViewSchema) });
export type TranslationJobList = z.infer<typeof translationJobListSchema>;

/** Which machine translation answers: DeepL with the stage's key, or the local word list (no key, no network). */
export const mtAdapterNames = ['local', 'deepl'] as const;
export const mtAdapterNameSchema = z.enum(mtAdapterNames);
export type MtAdapterName = z.infer<typeof mtAdapterNameSchema>;

/** `GET /super-admin/deepl/usage`: characters translated this billing period, and the plan's limit. */
export const mtUsageSchema = z.object({
  adapter: mtAdapterNameSchema,
  characterCount: z.number(),
  characterLimit: z.number(),
});
export type MtUsage = z.infer<typeof mtUsageSchema>;

/** `GET /super-admin/deepl/supported-languages`: the target languages machine translation knows. */
export const mtLanguagesSchema = z.object({
  adapter: mtAdapterNameSchema,
  languages: z.array(z.object({ code: z.string(), name: z.string() })),
});
export type MtLanguages = z.infer<typeof mtLanguagesSchema>;

/** Longest glossary term, and how many the admin may add (DeepL: an entry is at most 1 024 bytes). */
export const glossaryTermMaxChars = 100;
export const glossaryMaxTerms = 500;

/** `PUT /admin/translation/glossary`: the admin's own terms, kept as written by machine translation. */
export const glossaryUpdateSchema = z.strictObject({
  terms: z
    .array(
      z
        .string({ error: 'glossary.termRequired' })
        .trim()
        .min(1, 'glossary.termRequired')
        .max(glossaryTermMaxChars, 'glossary.termTooLong'),
      { error: 'glossary.termsRequired' },
    )
    .max(glossaryMaxTerms, 'glossary.tooManyTerms'),
});
export type GlossaryUpdate = z.infer<typeof glossaryUpdateSchema>;

/** `GET /admin/translation/glossary`: the admin's terms, and those taken from the site (grapes, labels, names). */
export const glossaryViewSchema = z.object({
  terms: z.array(z.string()),
  inferred: z.array(z.string()),
});
export type GlossaryView = z.infer<typeof glossaryViewSchema>;
