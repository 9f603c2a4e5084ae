import * as z from 'zod';

/** Site parameter types (spec 1 §3 "Site parameters", spec 2 §3). */
export const colourParameterTypes = [
  'PRIMARY_COLOR',
  'ACCENT_COLOR',
  'BACKGROUND_COLOR',
  'FONT_COLOR',
  'ACTIVE_FONT_COLOR',
  'BACKGROUND_HEADER_COLOR',
  'FONT_HEADER_COLOR',
  'ACTIVE_MENU_COLOR',
  'HEADING_COLOR',
  'BACKGROUND_FOOTER_COLOR',
  'FONT_FOOTER_COLOR',
] as const;
export type ColourParameterType = (typeof colourParameterTypes)[number];

export interface SiteParameters extends Record<ColourParameterType, string> {
  DARK_THEME: boolean;
  COMPANY_NAME: string;
  VAT_NUMBER: string;
}
export type ParameterType = keyof SiteParameters;

/**
 * Theme defaults (spec 1 §9: primary #03A9F4, accent #C51162, light background #ffffff, font
 * #000000). What the spec does not name follows from those: active elements take the primary
 * colour, texts the font colour, header and footer the background.
 */
export const themeDefaults: SiteParameters = {
  PRIMARY_COLOR: '#03A9F4',
  ACCENT_COLOR: '#C51162',
  BACKGROUND_COLOR: '#ffffff',
  FONT_COLOR: '#000000',
  ACTIVE_FONT_COLOR: '#03A9F4',
  BACKGROUND_HEADER_COLOR: '#ffffff',
  FONT_HEADER_COLOR: '#000000',
  ACTIVE_MENU_COLOR: '#03A9F4',
  HEADING_COLOR: '#000000',
  BACKGROUND_FOOTER_COLOR: '#ffffff',
  FONT_FOOTER_COLOR: '#000000',
  DARK_THEME: false,
  COMPANY_NAME: '',
  VAT_NUMBER: '',
};

export const parameterTypes = Object.keys(themeDefaults) as ParameterType[];

/**
 * Colours that follow another until they are set themselves (at the site or in the defaults of
 * site 0): a site that only chose its primary colour gets its active menu in that colour.
 */
export const derivedColours: Partial<Record<ColourParameterType, ColourParameterType>> = {
  ACTIVE_FONT_COLOR: 'PRIMARY_COLOR',
  ACTIVE_MENU_COLOR: 'PRIMARY_COLOR',
  BACKGROUND_HEADER_COLOR: 'BACKGROUND_COLOR',
  BACKGROUND_FOOTER_COLOR: 'BACKGROUND_COLOR',
  FONT_HEADER_COLOR: 'FONT_COLOR',
  FONT_FOOTER_COLOR: 'FONT_COLOR',
  HEADING_COLOR: 'FONT_COLOR',
};

const hexColour = z
  .string()
  .trim()
  .regex(/^#(?:[0-9a-fA-F]{3}){1,2}$/, 'parameter.invalidColour');

/** Body of `PUT /admin/parameter`: the parameters to change; `null` puts one back to its default. */
export const parameterUpdateSchema = z.strictObject({
  ...(Object.fromEntries(colourParameterTypes.map((t) => [t, hexColour.nullable().optional()])) as Record<
    ColourParameterType,
    z.ZodOptional<z.ZodNullable<typeof hexColour>>
  >),
  DARK_THEME: z.boolean({ error: 'validation.invalidValue' }).nullable().optional(),
  COMPANY_NAME: z.string().trim().max(200, 'validation.tooLong').nullable().optional(),
});
export type ParameterUpdate = z.output<typeof parameterUpdateSchema>;

/** European VAT numbers: a country prefix and 2 to 13 letters or digits (spaces and dots ignored). */
export const vatNumberSchema = z
  .string({ error: 'parameter.invalidVatNumber' })
  .transform((v) => v.replace(/[\s.-]/g, '').toUpperCase())
  .refine((v) => v === '' || /^[A-Z]{2}[A-Z0-9]{2,13}$/.test(v), 'parameter.invalidVatNumber');

/** Darker variants subtract 50 per channel, lighter ones add 55 (spec 1 §9). */
export function shiftColour(hex: string, amount: number): string {
  const full = hex.length === 4 ? `#${[...hex.slice(1)].map((c) => c + c).join('')}` : hex;
  const channels = [1, 3, 5].map((i) => Math.min(255, Math.max(0, parseInt(full.slice(i, i + 2), 16) + amount)));
  return `#${channels.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}
export const darker = (hex: string) => shiftColour(hex, -50);
export const lighter = (hex: string) => shiftColour(hex, 55);

/** French VAT rates a wine shop uses (answered by `GET /admin/vat`). */
export const vatRates = [
  { code: 'STANDARD', rate: 20 },
  { code: 'INTERMEDIATE', rate: 10 },
  { code: 'REDUCED', rate: 5.5 },
  { code: 'SUPER_REDUCED', rate: 2.1 },
] as const;
