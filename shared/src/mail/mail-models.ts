import * as z from 'zod';
import { langs, type Lang } from '../i18n/lang.ts';
import type { MessageKey } from '../i18n/messages.ts';
import { fail, isBlank } from '../validation/issues.ts';
import { mailKeys, type MailKey } from './mail-keys.ts';
import type { MailVariable } from './mail-variables.ts';
import { templateProblems } from './template-rules.ts';

export const maxSubjectLength = 200;
export const maxHtmlLength = 50_000;

/** A model's text in one language. */
export interface MailContent {
  subject: string;
  html: string;
}
/**
 * A model as saved: its text in the site's default language (the source) is required; another language given is a
 * person's translation of it (docs/translations.md "Global texts"), stored with the translations, not in the model.
 */
export type MailModelInput = Partial<Record<Lang, MailContent>> & { enabled: boolean };

const loose = z
  .string()
  .max(maxHtmlLength * 2, 'validation.tooLong')
  .nullish();
const contentShape = z.strictObject({ subject: loose, html: loose });

/** Rules on a subject, as message keys (the variables checked when the mail's are given). */
export function subjectProblems(subject: string | null | undefined, variables?: readonly MailVariable[]): MessageKey[] {
  if (isBlank(subject)) return ['mail.subjectRequired'];
  const problems: MessageKey[] = [];
  if (subject!.length > maxSubjectLength) problems.push('mail.subjectTooLong');
  if (/[\r\n]/.test(subject!)) problems.push('mail.subjectOneLine');
  return [...problems, ...templateProblems(subject!, variables)];
}

/** Rules on a model's HTML, as message keys. */
export function htmlProblems(html: string | null | undefined, variables?: readonly MailVariable[]): MessageKey[] {
  if (isBlank(html)) return ['mail.htmlRequired'];
  if (html!.length > maxHtmlLength) return ['mail.htmlTooLong'];
  return templateProblems(html!, variables);
}

type LooseContent = { subject?: string | null; html?: string | null } | null | undefined;

/** A language left out: neither a subject nor a body (a translation not given). */
export const isBlankContent = (content: LooseContent): boolean => isBlank(content?.subject) && isBlank(content?.html);

/**
 * Every rule of a model's languages, per field (`fr_FR.subject`, `en_US.html`…): the `required` ones (the site's
 * default language: the source) must be there, another is checked when given. The server and the admin's form use it
 * with the mail's variables (the key is in the path, not the body).
 */
export function mailModelProblems(
  model: Partial<Record<Lang, LooseContent>>,
  variables?: readonly MailVariable[],
  required: readonly Lang[] = langs,
): Record<string, MessageKey[]> {
  const errors: Record<string, MessageKey[]> = {};
  for (const lang of langs) {
    if (!required.includes(lang) && isBlankContent(model[lang])) continue;
    const subject = subjectProblems(model[lang]?.subject, variables);
    const html = htmlProblems(model[lang]?.html, variables);
    if (subject.length) errors[`${lang}.subject`] = subject;
    if (html.length) errors[`${lang}.html`] = html;
  }
  return errors;
}

const modelShape = { enabled: z.boolean().optional(), fr_FR: contentShape.nullish(), en_US: contentShape.nullish() };

function checkModel(
  raw: {
    enabled?: boolean;
    fr_FR?: { subject?: string | null; html?: string | null } | null;
    en_US?: { subject?: string | null; html?: string | null } | null;
  },
  ctx: z.RefinementCtx,
): MailModelInput {
  // The source's language is the site's default: the service requires it; here, every language given is checked.
  for (const [field, keys] of Object.entries(mailModelProblems(raw, undefined, [])))
    for (const key of keys) fail(ctx, field, key);
  const input: MailModelInput = { enabled: raw.enabled ?? true };
  for (const lang of langs)
    if (!isBlankContent(raw[lang]))
      input[lang] = { subject: raw[lang]?.subject?.trim() ?? '', html: raw[lang]?.html ?? '' };
  return input;
}

/**
 * `PUT /admin/mail/model/{key}`, `PUT /super-admin/mail/model/{key}`: the model in the site's default language, and
 * maybe another language's translation.
 */
export const mailModelBodySchema = z.strictObject(modelShape).transform(checkModel);

/** `POST /super-admin/mail/model`: a base model for a key that has none yet. */
export const mailModelCreateBodySchema = z
  .strictObject({ key: z.enum(mailKeys, { error: 'mail.unknownKey' }), ...modelShape })
  .transform((raw, ctx) => ({ key: raw.key as MailKey, ...checkModel(raw, ctx) }));

const sampleValueSchema = z.union([
  z.string().max(2_000, 'validation.tooLong'),
  z.array(z.record(z.string().max(50), z.string().max(2_000, 'validation.tooLong'))).max(50),
]);

/** `POST /admin/mail/model/render`: a model's subject and HTML rendered with the samples (or the given variables) in a
 * language. */
export const mailRenderBodySchema = z.strictObject({
  key: z.enum(mailKeys, { error: 'mail.unknownKey' }),
  lang: z.enum(langs, { error: 'validation.invalidValue' }),
  subject: z.string().max(maxHtmlLength, 'validation.tooLong'),
  html: z.string().max(maxHtmlLength, 'validation.tooLong'),
  variables: z.record(z.string().max(50), sampleValueSchema).optional(),
});

const byLang = z.strictObject({
  fr_FR: z.string().max(300, 'validation.tooLong'),
  en_US: z.string().max(300, 'validation.tooLong'),
});

/** `POST /super-admin/mail/data`: the descriptions and samples of a mail's variables (their names are the code's). */
export const mailDataBodySchema = z.strictObject({
  key: z.enum(mailKeys, { error: 'mail.unknownKey' }),
  variables: z
    .array(
      z.strictObject({
        name: z.string().min(1).max(50),
        description: byLang.optional(),
        sample: z.strictObject({ fr_FR: sampleValueSchema, en_US: sampleValueSchema }).optional(),
      }),
    )
    .max(50),
});
export type MailDataInput = z.infer<typeof mailDataBodySchema>;

const contentSchema = z.object({ subject: z.string(), html: z.string() });
const mailVariableSchema = z.object({
  name: z.string(),
  description: z.object({ fr_FR: z.string(), en_US: z.string() }),
  sample: z.object({ fr_FR: sampleValueSchema, en_US: sampleValueSchema }),
  fields: z
    .array(z.object({ name: z.string(), description: z.object({ fr_FR: z.string(), en_US: z.string() }) }))
    .optional(),
});

/** Where a model comes from: the site's own, the base one (site 0), or the built-in default of the code. */
export const mailModelSources = ['SITE', 'BASE', 'DEFAULT'] as const;

/** A model as the admin sees it: the one that applies, and whether the site overrides the base. */
export const mailModelViewSchema = z.object({
  key: z.enum(mailKeys),
  enabled: z.boolean(),
  fr_FR: contentSchema,
  en_US: contentSchema,
  source: z.enum(mailModelSources),
  /** The language its text is written in (the site's default): another language is a translation of it. */
  sourceLang: z.enum(langs),
  overridesBase: z.boolean(),
  /** Only a super-admin changes it (the staff's reset mail). */
  baseOnly: z.boolean(),
  /** Cannot be turned off (password resets). */
  required: z.boolean(),
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
});
export type MailModelView = z.infer<typeof mailModelViewSchema>;

/** One model with the variables its mail offers. */
export const mailModelDetailSchema = mailModelViewSchema.extend({ variables: z.array(mailVariableSchema) });
export const mailModelListSchema = z.array(mailModelViewSchema);
export const mailRenderSchema = z.object({ subject: z.string(), html: z.string(), text: z.string() });
export const mailDataSchema = z.object({ key: z.enum(mailKeys), variables: z.array(mailVariableSchema) });
