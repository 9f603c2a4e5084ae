import * as z from 'zod';
import { langs, langSchema, type Lang } from '../i18n/lang.ts';
import { fail, isBlank } from '../validation/issues.ts';
import { legalInfoFields, type LegalInfo, type LegalInfoField } from './legal-info.ts';

/**
 * Selling legally (issue 12, spec 1 §3 "Legal info", the screens `/conditions` and
 * `/superAdmin/defaults/conditions`; docs/legal.md): per site, the sales conditions (CGV) and the
 * legal notice (mentions légales) as rich text per language, and the legal info of the company that
 * sells. Site 0 holds the default texts; a site with no text of its own shows the default, its
 * `{{placeholders}}` filled in with the site's legal info.
 */

/** The placeholders a text may hold (logic-less: a name between double braces, nothing else). */
export const conditionPlaceholders = [...legalInfoFields, 'siteName'] as const;
export type ConditionPlaceholder = (typeof conditionPlaceholders)[number];

/**
 * At most this many characters of HTML per text and language: long sales conditions are 20 000 to
 * 40 000 characters with their markup, and four texts stay well under DynamoDB's 400 KB item.
 */
export const richTextMaxLength = 60_000;

/** A text in each language; null (or blank) where the site has none of its own. */
export type LangTexts = Record<Lang, string | null>;
export const emptyLangTexts = (): LangTexts => ({ fr_FR: null, en_US: null });

const fieldBounds: Record<LegalInfoField, number> = {
  companyName: 200,
  corporateForm: 100,
  siret: 30,
  vatNumber: 30,
  rcs: 200,
  rm: 200,
  shareCapital: 100,
  headOffice: 300,
  legalAgent: 200,
};

const richText = z.string().max(richTextMaxLength, 'legal.textTooLong').nullish();
const langTextsShape = z.strictObject({ fr_FR: richText, en_US: richText });
const legalInfoShape = z.strictObject(
  Object.fromEntries(
    legalInfoFields.map((f) => [f, z.string().max(fieldBounds[f], 'validation.tooLong').nullish()]),
  ) as Record<LegalInfoField, z.ZodOptional<z.ZodNullable<z.ZodString>>>,
);

/** Markup with no text in it (`<p></p>`, `<p><br></p>`, spaces) is no text: the default applies. */
export function isBlankHtml(html: string | null | undefined): boolean {
  if (html === null || html === undefined) return true;
  if (/<hr\b/i.test(html)) return false;
  const text = html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|&#160;|&#xa0;/gi, ' ')
    .trim();
  return text === '';
}

/** Whether a site has a text of its own in any language (then its own texts are shown, not the default). */
export const hasOwnText = (texts: LangTexts): boolean => langs.some((lang) => !isBlankHtml(texts[lang]));

/** SIRET: 14 digits (spaces allowed) whose Luhn sum is a multiple of 10 (La Poste's establishments aside). */
export function isSiret(value: string): boolean {
  const digits = value.replace(/\s/g, '');
  if (!/^\d{14}$/.test(digits)) return false;
  if (digits.startsWith('356000000')) return [...digits].reduce((sum, d) => sum + Number(d), 0) % 5 === 0;
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    let d = Number(digits[13 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** The VAT number as the site parameter keeps it: upper case, no spaces, dots nor dashes. */
export const normaliseVatNumber = (value: string): string => value.replace(/[\s.-]/g, '').toUpperCase();
const isVatNumber = (value: string): boolean => /^[A-Z]{2}[A-Z0-9]{2,13}$/.test(normaliseVatNumber(value));

type RawLegalInfo = z.infer<typeof legalInfoShape>;
type RawTexts = z.infer<typeof langTextsShape>;

function checkLegalInfo(legal: RawLegalInfo, ctx: z.RefinementCtx): void {
  const at = (field: LegalInfoField) => `legal.${field}`;
  if (!isBlank(legal.siret) && !isSiret(legal.siret!)) fail(ctx, at('siret'), 'legal.invalidSiret');
  if (!isBlank(legal.vatNumber) && !isVatNumber(legal.vatNumber!))
    fail(ctx, at('vatNumber'), 'parameter.invalidVatNumber');
  const others = legalInfoFields.filter((f) => f !== 'companyName' && !isBlank(legal[f]));
  if (isBlank(legal.companyName) && others.length > 0) fail(ctx, at('companyName'), 'legal.companyNameRequired');
}

const textsOf = (raw: RawTexts): LangTexts => ({
  fr_FR: isBlankHtml(raw.fr_FR) ? null : raw.fr_FR!,
  en_US: isBlankHtml(raw.en_US) ? null : raw.en_US!,
});
const legalOf = (raw: RawLegalInfo): LegalInfo => {
  const legal = Object.fromEntries(
    legalInfoFields.map((f) => [f, (raw[f] ?? '').trim().replace(/\s+/g, ' ')]),
  ) as LegalInfo;
  legal.siret = legal.siret.replace(/\s/g, '');
  legal.vatNumber = normaliseVatNumber(legal.vatNumber);
  return legal;
};

/** What a site keeps: its texts (null where it has none of its own) and its legal info. */
export interface ConditionsInput {
  salesConditions: LangTexts;
  legalNotice: LangTexts;
  legal: LegalInfo;
}

/**
 * Body of `PUT /admin/conditions`: the whole of it (a text left out or blank is none of the site's
 * own: the default applies). Every rule at once, each on its field (`legal.siret`,
 * `salesConditions.fr_FR`). The HTML is sanitised by the server, not here.
 */
export const conditionsInputSchema = z
  .strictObject({ salesConditions: langTextsShape, legalNotice: langTextsShape, legal: legalInfoShape })
  .superRefine((raw, ctx) => checkLegalInfo(raw.legal, ctx))
  .transform((raw): ConditionsInput => ({
    salesConditions: textsOf(raw.salesConditions),
    legalNotice: textsOf(raw.legalNotice),
    legal: legalOf(raw.legal),
  }));

export interface DefaultConditionsInput {
  salesConditions: LangTexts;
  legalNotice: LangTexts;
}

/** Body of `PUT /super-admin/conditions/default`: the default texts of every site (site 0). */
export const defaultConditionsInputSchema = z
  .strictObject({ salesConditions: langTextsShape, legalNotice: langTextsShape })
  .transform((raw): DefaultConditionsInput => ({
    salesConditions: textsOf(raw.salesConditions),
    legalNotice: textsOf(raw.legalNotice),
  }));

// Answers

const langTextsViewSchema = z.object({ fr_FR: z.string().nullable(), en_US: z.string().nullable() });
export const legalInfoViewSchema = z.object(
  Object.fromEntries(legalInfoFields.map((f) => [f, z.string()])) as Record<LegalInfoField, z.ZodString>,
);

/** `GET /super-admin/conditions/default`: site 0's texts, placeholders as written. */
export const defaultConditionsViewSchema = z.object({
  salesConditions: langTextsViewSchema,
  legalNotice: langTextsViewSchema,
  /** The language the texts are written in (the source); the other is their translation, edited with translations. */
  sourceLang: langSchema,
  updatedAt: z.string().nullable(),
});
export type DefaultConditionsView = z.infer<typeof defaultConditionsViewSchema>;

/** `GET /admin/conditions`: the site's own texts (null: none, the default applies), its legal info, and the defaults it
 * falls back to. */
export const adminConditionsViewSchema = z.object({
  siteName: z.string(),
  salesConditions: langTextsViewSchema,
  legalNotice: langTextsViewSchema,
  legal: legalInfoViewSchema,
  defaults: z.object({ salesConditions: langTextsViewSchema, legalNotice: langTextsViewSchema }),
  /** The site's default language, its texts' source; the other is their translation, edited with translations. */
  sourceLang: langSchema,
  updatedAt: z.string().nullable(),
});
export type AdminConditionsView = z.infer<typeof adminConditionsViewSchema>;

export const textSources = ['SITE', 'DEFAULT'] as const;
export type TextSource = (typeof textSources)[number];

/**
 * One document as a shopper reads it: its HTML (placeholders filled), the language it is in (a content language's
 * code: a translation may be in any language the site shows), whose text it is.
 */
export const shownTextSchema = z.object({
  html: z.string().nullable(),
  lang: z.string().nullable(),
  source: z.enum(textSources).nullable(),
});
export type ShownText = z.infer<typeof shownTextSchema>;

/** `GET /conditions`: what the storefront shows, in the request's language. */
export const publicConditionsSchema = z.object({
  siteName: z.string(),
  salesConditions: shownTextSchema,
  legalNotice: shownTextSchema,
  legal: legalInfoViewSchema,
});
export type PublicConditions = z.infer<typeof publicConditionsSchema>;

const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * Fills `{{name}}` placeholders (spaces inside the braces allowed) with the values, HTML-escaped;
 * an unknown name is left as written. Logic-less on purpose: no conditions, loops nor raw output.
 */
export function fillPlaceholders(html: string, values: Record<ConditionPlaceholder, string>): string {
  return html.replace(/\{\{\s*([A-Za-z]+)\s*\}\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? escapeHtml(values[name as ConditionPlaceholder]) : whole,
  );
}
