import * as z from 'zod';
import type { MessageKey } from '../i18n/messages.ts';
import type { UploadedFile } from './upload.ts';
import { fail, isBlank } from '../validation/issues.ts';

/** The three places a site sets a font for (spec 1 §3 "Site info: fonts with type TITLE, MENU or CONTENT"). */
export const fontTypes = ['TITLE', 'MENU', 'CONTENT'] as const;
export type FontType = (typeof fontTypes)[number];
export const fontTypeSchema = z.enum(fontTypes, { error: 'font.invalidType' });

export const fontStyles = ['normal', 'italic'] as const;
export type FontStyle = (typeof fontStyles)[number];

/** A base font file: WOFF2 is required (every browser the storefront serves reads it), WOFF optional. */
export const maxFontBytes = 2 * 1024 * 1024;
export const fontFormats = { woff2: 'wOF2', woff: 'wOFF' } as const;
export type FontFormat = keyof typeof fontFormats;

/** Whether the bytes open on the format's signature (a font is checked by its content, not by its name). */
export function isFontOf(format: FontFormat, bytes: Uint8Array): boolean {
  const magic = fontFormats[format];
  return bytes.byteLength > 12 && [...magic].every((c, i) => bytes[i] === c.charCodeAt(0));
}

const isWeight = (value: number) => Number.isInteger(value) && value >= 100 && value <= 900 && value % 100 === 0;

/** The fields the base font rules read, as a form or a request holds them. */
export interface BaseFontDraft {
  family?: string | null;
  weight?: number | string | null;
  style?: string | null;
}
export type BaseFontField = 'family' | 'weight' | 'style' | 'file' | 'fileWoff';

/**
 * Spec 1 §5 "Font family, weight, style and file mandatory", once for the server and the super-admin's form;
 * a weight is 100 to 900 by hundreds. `hasFile`: a WOFF2 file is sent, or the font keeps the one it has.
 */
export function baseFontIssues(
  draft: BaseFontDraft,
  context: { hasFile: boolean },
): Partial<Record<BaseFontField, MessageKey>> {
  const issues: Partial<Record<BaseFontField, MessageKey>> = {};
  if (isBlank(draft.family)) issues.family = 'font.baseFontRequired';
  const weight =
    draft.weight === null || draft.weight === undefined || draft.weight === '' ? NaN : Number(draft.weight);
  if (Number.isNaN(weight)) issues.weight = 'font.baseFontRequired';
  else if (!isWeight(weight)) issues.weight = 'font.invalidWeight';
  if (isBlank(draft.style)) issues.style = 'font.baseFontRequired';
  else if (!(fontStyles as readonly string[]).includes(draft.style!)) issues.style = 'font.invalidStyle';
  if (!context.hasFile) issues.file = 'font.baseFontRequired';
  return issues;
}

/** Why an uploaded font file cannot be kept, or null. */
export function fontFileIssue(file: UploadedFile, format: FontFormat): MessageKey | null {
  if (file.size > maxFontBytes || file.data.byteLength > maxFontBytes) return 'font.fileTooBig';
  if (!isFontOf(format, file.data)) return format === 'woff2' ? 'font.notWoff2' : 'font.notWoff';
  return null;
}

const file = z.custom<UploadedFile>((v) => typeof v === 'object' && v !== null && 'data' in v);

/** A create or update body as it reaches the font service (the rules needing the stored font run there). */
export interface BaseFontInput {
  family: string;
  weight: number | null;
  style: string;
  file: UploadedFile | null;
  fileWoff: UploadedFile | null;
  /** On update: drop the WOFF file. */
  removeWoff: boolean;
}

/**
 * `POST /admin/base-font` and `PUT /admin/base-font/{id}` (multipart): `file` the WOFF2 (required on create),
 * `fileWoff` an optional WOFF for older browsers. Files are checked by their bytes here; the rest in the service,
 * so every field error comes at once.
 */
export const baseFontInputSchema = z
  .strictObject({
    family: z.string().max(100, 'validation.tooLong').nullish(),
    weight: z.union([z.number(), z.string().max(5, 'validation.tooLong')]).nullish(),
    style: z.string().max(20, 'validation.tooLong').nullish(),
    file: file.nullish(),
    fileWoff: file.nullish(),
    removeWoff: z.union([z.boolean(), z.enum(['true', 'false'])]).nullish(),
  })
  .superRefine((raw, ctx) => {
    if (raw.family && /["'\\;{}<>]/.test(raw.family)) fail(ctx, 'family', 'font.invalidFamily');
    if (raw.file) {
      const issue = fontFileIssue(raw.file, 'woff2');
      if (issue) fail(ctx, 'file', issue);
    }
    if (raw.fileWoff) {
      const issue = fontFileIssue(raw.fileWoff, 'woff');
      if (issue) fail(ctx, 'fileWoff', issue);
    }
  })
  .transform((raw): BaseFontInput => ({
    family: (raw.family ?? '').trim(),
    weight: raw.weight === null || raw.weight === undefined || raw.weight === '' ? null : Number(raw.weight),
    style: (raw.style ?? '').trim(),
    file: raw.file ?? null,
    fileWoff: raw.fileWoff ?? null,
    removeWoff: raw.removeWoff === true || raw.removeWoff === 'true',
  }));

export const baseFontViewSchema = z.object({
  id: z.number(),
  family: z.string(),
  weight: z.number(),
  style: z.enum(fontStyles),
  /** Public, immutable addresses under `/media/fonts/`. */
  woff2Url: z.string(),
  woffUrl: z.string().nullable(),
  updatedAt: z.string(),
});
export type BaseFontView = z.infer<typeof baseFontViewSchema>;
/** In the super-admin's order. */
export const baseFontListSchema = z.object({ list: z.array(baseFontViewSchema) });

/** `PUT /admin/base-font/{id}/order`: the font's new place in the list, from 0. */
export const baseFontOrderSchema = z.strictObject({
  position: z.number({ error: 'font.invalidPosition' }).int('font.invalidPosition').min(0, 'font.invalidPosition'),
});

/** A type's font: a family among the site's fonts, a size in em, a weight, a colour. */
export const fontSettingSchema = z.object({
  family: z.string(),
  size: z.number(),
  weight: z.number(),
  colour: z.string(),
});
export type FontSetting = z.infer<typeof fontSettingSchema>;

export interface FontSettingDraft {
  family?: string | null;
  size?: number | string | null;
  weight?: number | string | null;
  colour?: string | null;
}
export type FontSettingField = keyof FontSettingDraft;

const num = (value: number | string | null | undefined) =>
  value === null || value === undefined || value === '' ? NaN : Number(value);

/** A type's rules: family among the site's chosen fonts, size above 0 up to 10 em, weight 100..900, `#rrggbb`. */
export function fontSettingIssues(
  draft: FontSettingDraft,
  context: { families: readonly string[] },
): Partial<Record<FontSettingField, MessageKey>> {
  const issues: Partial<Record<FontSettingField, MessageKey>> = {};
  if (isBlank(draft.family) || !context.families.includes(draft.family!.trim())) issues.family = 'font.familyUnknown';
  const size = num(draft.size);
  if (!(size > 0 && size <= 10)) issues.size = 'font.invalidSize';
  if (!isWeight(num(draft.weight))) issues.weight = 'font.invalidWeight';
  if (!/^#[0-9a-fA-F]{6}$/.test(draft.colour ?? '')) issues.colour = 'font.invalidColour';
  return issues;
}

/** `PUT /admin/font/{type}`: the shape; `fontSettingIssues` (which needs the site's fonts) runs in the service. */
export const fontSettingInputSchema = z.strictObject({
  family: z.string().max(100, 'validation.tooLong').nullish(),
  size: z.union([z.number(), z.string().max(10, 'validation.tooLong')]).nullish(),
  weight: z.union([z.number(), z.string().max(5, 'validation.tooLong')]).nullish(),
  colour: z.string().max(20, 'validation.tooLong').nullish(),
});
export type FontSettingInput = z.infer<typeof fontSettingInputSchema>;

/** An `@font-face` the storefront declares: a base font one of the site's types uses. */
export const fontFaceSchema = z.object({
  family: z.string(),
  weight: z.number(),
  style: z.enum(fontStyles),
  woff2Url: z.string(),
  woffUrl: z.string().nullable(),
});
export type FontFace = z.infer<typeof fontFaceSchema>;

export const fontSettingsSchema = z.object({
  TITLE: fontSettingSchema.nullable(),
  MENU: fontSettingSchema.nullable(),
  CONTENT: fontSettingSchema.nullable(),
});
export type FontSettings = z.infer<typeof fontSettingsSchema>;

/**
 * `GET /site-font` (public): the base fonts the site chose, its three settings, and the faces to declare — only
 * those of the families the settings use, so a storefront loads no font it does not show.
 */
export const siteFontsSchema = z.object({
  idsBaseFont: z.array(z.number()),
  fonts: z.array(baseFontViewSchema),
  settings: fontSettingsSchema,
  faces: z.array(fontFaceSchema),
});
export type SiteFonts = z.infer<typeof siteFontsSchema>;
