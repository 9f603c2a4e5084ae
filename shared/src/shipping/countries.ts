import * as z from 'zod';
import type { UploadedFile } from '../site/upload.ts';
import { fail } from '../validation/issues.ts';
import { countryRows, frenchDepartmentRows } from './country-data.ts';

/**
 * Countries and cities (spec 1 §3 "Country: codes alpha-2, alpha-3, numeric; states with code and
 * name"; spec 2 §7 "Countries, cities"). A country's id is its ISO 3166-1 numeric code (France 250),
 * so ids are the same everywhere and never handed out by a counter. The list is data
 * (`country-data.ts`), seeded into the table; France's states are its departments.
 */
export interface Country {
  id: number;
  alphaTwo: string;
  alphaThree: string;
  /** Three digits, as ISO writes it ("040" for Austria). */
  numeric: string;
  names: { fr_FR: string; en_US: string };
}

export interface CountryState {
  code: string;
  name: string;
}

export const franceId = 250;

export const countries: readonly Country[] = countryRows.map(([alphaTwo, alphaThree, numeric, fr, en]) => ({
  id: numeric,
  alphaTwo,
  alphaThree,
  numeric: String(numeric).padStart(3, '0'),
  names: { fr_FR: fr, en_US: en },
}));

const byId = new Map(countries.map((c) => [c.id, c]));
const byAlpha2 = new Map(countries.map((c) => [c.alphaTwo, c]));
const byAlpha3 = new Map(countries.map((c) => [c.alphaThree, c]));

export const countryById = (id: number): Country | undefined => byId.get(id);
export const countryByAlpha2 = (code: string): Country | undefined => byAlpha2.get(code.trim().toUpperCase());
export const countryByAlpha3 = (code: string): Country | undefined => byAlpha3.get(code.trim().toUpperCase());

/** The European Union's members (alpha-3): transport to them bears French VAT, to the rest of the world none (an
 * export). */
const euMembers = new Set([
  'AUT',
  'BEL',
  'BGR',
  'HRV',
  'CYP',
  'CZE',
  'DNK',
  'EST',
  'FIN',
  'FRA',
  'DEU',
  'GRC',
  'HUN',
  'IRL',
  'ITA',
  'LVA',
  'LTU',
  'LUX',
  'MLT',
  'NLD',
  'POL',
  'PRT',
  'ROU',
  'SVK',
  'SVN',
  'ESP',
  'SWE',
]);
export const isEuMember = (alphaThree: string): boolean => euMembers.has(alphaThree.trim().toUpperCase());

/** France's departments: 01–95 with 2A and 2B, then 971–976. */
export const frenchDepartments: readonly CountryState[] = frenchDepartmentRows.map(([code, name]) => ({ code, name }));

/** The states of a country (only France has them today). */
export function statesOf(idCountry: number): CountryState[] {
  return idCountry === franceId ? [...frenchDepartments] : [];
}

/**
 * The department of a French postal code, as carrier grids are chosen (docs/shipping.md): the first
 * two digits; Corsica's 20xxx are `2A` below 20200 and `2B` from it; overseas `97x` (and `98x`) keep
 * three digits. Null when the text is no French postal code. La Poste routes a few communes through
 * a neighbouring department's code (26 of 35 000): the postal code is what a carrier prices.
 */
export function frenchDepartmentOf(postalCode: string): string | null {
  const code = postalCode.replace(/\s/g, '');
  if (!/^\d{5}$/.test(code)) return null;
  if (code.startsWith('97') || code.startsWith('98')) return code.slice(0, 3);
  if (code.startsWith('20')) return Number(code) < 20200 ? '2A' : '2B';
  if (code.startsWith('00')) return null;
  return code.slice(0, 2);
}

/** The department (state) of a postal code in a country, where we know how to tell it. */
export function stateOfPostalCode(idCountry: number, postalCode: string): string | null {
  return idCountry === franceId ? frenchDepartmentOf(postalCode) : null;
}

function nameWords(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/œ/g, 'oe')
    .replace(/Œ/g, 'OE')
    .replace(/æ/g, 'ae')
    .replace(/Æ/g, 'AE')
    .replace(/ß/g, 'ss')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}
const expandWord = (word: string): string => (word === 'st' ? 'saint' : word === 'ste' ? 'sainte' : word);

/**
 * A city name as searched: no accents, lower case, words joined by `-` ("Saint-Émilion",
 * "saint emilion" and "ST EMILION" all give `saint-emilion`); `st`/`ste` are read as
 * `saint`/`sainte`, as French addresses abbreviate them. Letters of other scripts are kept.
 */
export function normaliseCityName(text: string): string {
  return nameWords(text).map(expandWord).join('-');
}

/**
 * The start of a searched name, normalised as names are. A finished last word (followed by a space
 * or a hyphen) keeps its separator, so "saint " finds `saint-…` and not "Saintes"; an unfinished
 * `st` is left as it is, since it may be the start of "Strasbourg".
 */
export function normaliseCityNameStart(text: string): string {
  const words = nameWords(text);
  if (words.length === 0) return '';
  const finished = /[^\p{L}\p{N}]$/u.test(text);
  return (
    words.map((word, i) => (i < words.length - 1 || finished ? expandWord(word) : word)).join('-') +
    (finished ? '-' : '')
  );
}

/** A postal code as stored and searched: upper case, no spaces ("sw1a 1aa" → `SW1A1AA`). */
export function normalisePostalCode(text: string): string {
  return text.replace(/\s+/g, '').toUpperCase();
}

/** A postal code of the country: five digits in France; elsewhere 2 to 10 letters, digits and hyphens. */
export function isPostalCode(idCountry: number, postalCode: string): boolean {
  if (idCountry === franceId) return /^\d{5}$/.test(postalCode);
  return /^[A-Z0-9][A-Z0-9-]{1,9}$/.test(postalCode);
}

/** Whether a searched text looks for a postal code (it starts with a digit, or holds one: "SW1"). */
export const searchesPostalCode = (text: string): boolean => /\d/.test(text);
/** Whether a searched text looks for a name (it does not start with a digit). */
export const searchesName = (text: string): boolean => !/^\s*\d/.test(text);

/** At most this many cities answer a search (a type-ahead list). */
export const maxCitySearchResults = 20;

// ---------------------------------------------------------------------------------------------
// Routes

const countryFields = {
  id: z.number(),
  alphaTwo: z.string(),
  alphaThree: z.string(),
  numeric: z.string(),
  /** In the request's language. */
  name: z.string(),
};
export const countryViewSchema = z.object(countryFields);
export type CountryView = z.infer<typeof countryViewSchema>;
export const countryListSchema = z.object({ countries: z.array(countryViewSchema) });

/** `GET /admin/country`: with whether the site ships there (a valid carrier of it prices parcels for that country). */
export const adminCountryViewSchema = z.object({ ...countryFields, activated: z.boolean() });
export type AdminCountryView = z.infer<typeof adminCountryViewSchema>;
export const adminCountryListSchema = z.object({ countries: z.array(adminCountryViewSchema) });

export const countryStateSchema = z.object({ code: z.string(), name: z.string() });
export const countryStatesSchema = z.object({ states: z.array(countryStateSchema) });

/** Not trimmed: a trailing space says the last word is finished (`normaliseCityNameStart`). */
const searchText = z
  .string()
  .max(100, 'validation.tooLong')
  .refine((v) => v.trim() !== '', 'validation.required');
/** `GET /cities/{text}` (France, the shops' own country). */
export const citySearchParamsSchema = z.strictObject({ text: searchText });
/** `GET /cities/{search}/{idCountry}`. */
export const citySearchInCountryParamsSchema = z.strictObject({
  search: searchText,
  idCountry: z.coerce
    .number({ error: 'validation.invalidId' })
    .int('validation.invalidId')
    .positive('validation.invalidId'),
});

export const cityViewSchema = z.object({
  name: z.string(),
  postalCode: z.string(),
  idCountry: z.number(),
  /** Its state: France's department (`33`, `2A`, `971`), else null. */
  department: z.string().nullable(),
});
export type CityView = z.infer<typeof cityViewSchema>;
export const cityListSchema = z.object({ cities: z.array(cityViewSchema) });

// ---------------------------------------------------------------------------------------------
// City import (super-admin): a CSV file per country, parsed, then inserted

/** 4 MB: what a multipart body through the API takes; France's 39 000 communes with their postal codes fit (≈ 1.5 MB).
 * */
export const maxCityFileBytes = 4 * 1024 * 1024;
export const maxCityFileRows = 100_000;
/** Shown back after parsing (the whole file is kept for the insert). */
export const cityPreviewRows = 50;
/** Errors answered, with their line (the count says how many in all). */
export const maxCityErrors = 200;

const isFile = (value: unknown): value is UploadedFile =>
  typeof value === 'object' && value !== null && 'data' in value && 'filename' in value;
/** A file of the multipart body, or nothing: a text sent in its place is refused, not ignored. */
const fileField = z.custom<UploadedFile>(isFile, 'validation.invalidValue').optional();

/** `PUT /admin/cities/parse/{id}` (multipart): the CSV under `file`, or `image` as the spec's multipart builder names a
 * single file. */
export const cityFileUploadSchema = z
  .strictObject({ file: fileField, image: fileField })
  .superRefine((raw, ctx) => {
    const file = raw.file ?? raw.image;
    if (!isFile(file)) return fail(ctx, 'file', 'city.fileRequired');
    if (!/\.(csv|txt)$/i.test(file.filename)) fail(ctx, 'file', 'city.fileType');
    else if (file.size === 0) fail(ctx, 'file', 'city.fileEmpty');
    else if (file.size > maxCityFileBytes) fail(ctx, 'file', 'city.fileTooBig');
  })
  .transform((raw) => ({ file: (raw.file ?? raw.image) as UploadedFile }));

/** A city read from a file, ready to be written. */
export const cityRowSchema = z.object({
  name: z.string(),
  postalCode: z.string(),
  department: z.string().nullable(),
  inseeCode: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});
export type CityRow = z.infer<typeof cityRowSchema>;

export const cityFileErrorSchema = z.object({ line: z.number(), field: z.string(), message: z.string() });
export type CityFileError = z.infer<typeof cityFileErrorSchema>;

/** What parsing answers: the name to insert it by, the rows read (the first ones shown), and the errors with their
 * line. */
export const cityFileParsedSchema = z.object({
  filename: z.string(),
  idCountry: z.number(),
  total: z.number(),
  preview: z.array(cityRowSchema),
  errors: z.array(cityFileErrorSchema),
  errorCount: z.number(),
  expiresAt: z.string(),
});
export type CityFileParsed = z.infer<typeof cityFileParsedSchema>;

/** `PUT /admin/cities/insert/{id}`: the name parsing answered. */
export const cityFileInsertSchema = z.strictObject({
  filename: z
    .string()
    .trim()
    .regex(/^[a-f0-9-]{36}$/, 'city.fileNotFound'),
});
/**
 * What an insert call answers: the cities of the file written so far, of `total`; `done` false means
 * the file is large and the same call must be sent again to go on (each call writes for ~15 s).
 */
export const cityFileInsertedSchema = z.object({
  idCountry: z.number(),
  inserted: z.number(),
  total: z.number(),
  done: z.boolean(),
});
